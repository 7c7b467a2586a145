import { LimitError, SchemaError } from '../errors.js';
import type { ClientCore, RequestOptions } from '../core.js';
import type { Composition } from '../schemas/composition.js';
import { checkCompositionBody } from '../composition-body.js';

/**
 * The composition as `parser(composition)` reads it, checked without zod (size budget of the
 * dashboard; see `composition-body.ts`, proven equal to the schema by its unit test).
 */
function parseComposition(json: unknown): Composition {
  const body = checkCompositionBody(json);
  if (!body.ok) throw new SchemaError(body.mismatch.path, body.mismatch.reason);
  return body.value;
}

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
    parse: parseComposition,
    signal,
  });
}
