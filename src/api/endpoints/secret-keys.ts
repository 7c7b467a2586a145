import { LimitError, SchemaError } from '../errors.js';
import type { ClientCore, RequestOptions } from '../core.js';
import type { SecretKeysPage, SecretKeysParams } from '../types/secret-keys.js';
import { checkSecretKeysPage } from '../secret-keys-body.js';

/**
 * The page as `parser(secretKeysPage)` reads it, checked without zod (size budget of the
 * dashboard; see `secret-keys-body.ts`, proven equal to the schema by its unit test).
 */
function parseSecretKeys(json: unknown): SecretKeysPage {
  const body = checkSecretKeysPage(json);
  if (!body.ok) throw new SchemaError(body.mismatch.path, body.mismatch.reason);
  return body.value;
}

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
