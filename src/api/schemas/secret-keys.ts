/**
 * Secret keys of the agent service (`GET /agent-studio/1/secret-keys`), a beta feature.
 * Lenient: unknown fields are kept, `isDefault` defaults to false, and `lastUsedAt` may be
 * null or missing (never used; normalised to null).
 */
import * as z from 'zod/mini';

const secretKey = z.looseObject({
  id: z.string(),
  name: z.string(),
  /** The secret itself (may come back redacted): keep it masked until the user reveals it. */
  value: z.string(),
  agentIds: z.array(z.string()),
  isDefault: z._default(z.boolean(), false),
  /** RFC 3339 date-time strings, e.g. `2023-11-07T05:31:56Z`. */
  createdAt: z.string(),
  updatedAt: z.string(),
  lastUsedAt: z._default(z.nullable(z.string()), null),
});
export type SecretKey = z.infer<typeof secretKey>;

const pagination = z.looseObject({
  limit: z.int(),
  page: z.int(),
  totalCount: z.int(),
  totalPages: z.int(),
});
export type Pagination = z.infer<typeof pagination>;

export const secretKeysPage = z.looseObject({
  data: z.array(secretKey),
  pagination,
});
export type SecretKeysPage = z.infer<typeof secretKeysPage>;

/** Query parameters of the list; both are integers >= 1 (service defaults: page 1, limit 10). */
export interface SecretKeysParams {
  page?: number;
  limit?: number;
}
