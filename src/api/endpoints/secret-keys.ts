import { LimitError } from '../errors.js';
import type { ClientCore, RequestOptions } from '../core.js';
import {
  secretKeysPage,
  type SecretKeysPage,
  type SecretKeysParams,
} from '../schemas/secret-keys.js';
import { parser } from '../parse.js';

const parseSecretKeys = parser(secretKeysPage);

function positiveInt(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
    throw new LimitError(name, `${name} must be an integer of at least 1 (got ${String(value)}).`);
  }
}

/** `GET /agent-studio/1/secret-keys` (right: settings). */
export async function listSecretKeys(
  client: ClientCore,
  params: SecretKeysParams = {},
  { signal }: RequestOptions = {},
): Promise<SecretKeysPage> {
  positiveInt('page', params.page);
  positiveInt('limit', params.limit);
  return client.transport.request({
    hosts: client.hosts.main,
    method: 'GET',
    path: '/agent-studio/1/secret-keys',
    query: { page: params.page, limit: params.limit },
    parse: parseSecretKeys,
    signal,
  });
}
