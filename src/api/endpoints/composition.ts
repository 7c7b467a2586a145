import { LimitError, SchemaError } from '../errors.js';
import type { ClientCore, RequestOptions } from '../core.js';
import type { Composition } from '../types/composition.js';
import { deferred } from '../deferred.js';

/**
 * The check of the answer, loaded beside the first request (see `deferred.ts`): the composition
 * as `parser(composition)` reads it, checked without zod (size budget of the dashboard; see
 * `composition-body.ts`, proven equal to the schema by its unit test).
 */
const body = deferred(() => import('../composition-body.js'));

/** `GET /1/compositions/{objectID}` (right: settings / editSettings). */
export async function getComposition(
  client: ClientCore,
  objectID: string,
  { signal }: RequestOptions = {},
): Promise<Composition> {
  if (typeof objectID !== 'string' || !objectID) {
    throw new LimitError('objectID', 'objectID must be a non-empty string.');
  }
  const check = body();
  return client.transport.request({
    hosts: client.hosts.main,
    method: 'GET',
    path: `/1/compositions/${encodeURIComponent(objectID)}`,
    parse: async (json) => {
      const checked = (await check).checkCompositionBody(json);
      if (!checked.ok) throw new SchemaError(checked.mismatch.path, checked.mismatch.reason);
      return checked.value;
    },
    signal,
  });
}
