/**
 * The types of the secret keys list (`GET /agent-studio/1/secret-keys`), in plain TypeScript:
 * what the public declarations name, so an app's type check needs no zod. The specification is
 * the zod schema of `../schemas/secret-keys.ts`; `../schemas/types.unit.test.ts` proves each
 * type here the very type that schema infers. Objects are open (the service may add fields).
 */

export interface SecretKey {
  [key: string]: unknown;
  id: string;
  name: string;
  /** The secret itself (may come back redacted): keep it masked until the user reveals it. */
  value: string;
  agentIds: string[];
  /** `false` when the service leaves it out. */
  isDefault: boolean;
  /** RFC 3339 date-time strings, e.g. `2023-11-07T05:31:56Z`. */
  createdAt: string;
  updatedAt: string;
  /** `null`: never used (also when the service leaves it out). */
  lastUsedAt: string | null;
}

export interface Pagination {
  [key: string]: unknown;
  limit: number;
  page: number;
  totalCount: number;
  totalPages: number;
}

export interface SecretKeysPage {
  [key: string]: unknown;
  data: SecretKey[];
  pagination: Pagination;
}

/** Query parameters of the list; both are integers >= 1 (service defaults: page 1, limit 10). */
export interface SecretKeysParams {
  page?: number;
  limit?: number;
}
