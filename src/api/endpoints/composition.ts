import { LimitError, SchemaError } from '../errors.js';
import type { ClientCore, RequestOptions } from '../core.js';
import type { Composition } from '../types/composition.js';
// The check of the answer: the composition as `parser(composition)` reads it, without zod (see
// `composition-body.ts`, proven equal to the schema by its unit test). Imported statically:
// every page that asks for a composition needs it before it shows one.
import { checkCompositionBody } from '../composition-body.js';

/** `GET /1/compositions/{objectID}` (right: settings / editSettings). */
export async function getComposition(
  client: ClientCore,
  objectID: string,
  { signal }: RequestOptions = {},
): Promise<Composition> {
  if (typeof objectID !== 'string' || !objectID) {
    throw new LimitError('objectID', 'objectID must be a non-empty string.');
  }
  return client.transport.request({
    hosts: client.hosts.main,
    method: 'GET',
    path: `/1/compositions/${encodeURIComponent(objectID)}`,
    parse: (json) => {
      const checked = checkCompositionBody(json);
      if (!checked.ok) throw new SchemaError(checked.mismatch.path, checked.mismatch.reason);
      return checked.value;
    },
    signal,
  });
}
