/**
 * Secret keys of the agent service (`GET /agent-studio/1/secret-keys`), a beta feature.
 * Lenient: unknown fields are kept, `isDefault` defaults to false, and `lastUsedAt` may be
 * null or missing (never used; normalised to null).
 */
import * as z from 'zod/mini';

// The type this schema infers, in plain TypeScript (proven the same by types.unit.test.ts), for
// the emulator and the tests that read it beside the schema.
export type { SecretKeysPage } from '../types/secret-keys.js';

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

const pagination = z.looseObject({
  limit: z.int(),
  page: z.int(),
  totalCount: z.int(),
  totalPages: z.int(),
});

export const secretKeysPage = z.looseObject({
  data: z.array(secretKey),
  pagination,
});
