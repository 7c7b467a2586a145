import { LimitError } from '../errors.js';
import type { ClientCore, RequestOptions } from '../core.js';
import { composition, type Composition } from '../schemas/composition.js';
import { parser } from '../parse.js';

const parseComposition = parser(composition);

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
