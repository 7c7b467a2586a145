import type * as z from 'zod/mini';
import { SchemaError } from './errors.js';
import { check } from './schemas/common.js';

/** A parser of a 2xx body: the value, or a `SchemaError` naming the path of the mismatch. */
export function parser<S extends z.ZodMiniType>(schema: S): (json: unknown) => z.infer<S> {
  return (json) => {
    const result = check(schema, json);
    if (!result.ok) throw new SchemaError(result.mismatch.path, result.mismatch.reason);
    return result.value;
  };
}
