/**
 * The secret-keys page (`GET /agent-studio/1/secret-keys`), checked without zod.
 *
 * Why this exists: a dashboard page (usage chart, key list, composition view, provider) must
 * fit in 38 KB min+gzip, and the zod/mini runtime alone costs it about 6 KB. So the
 * secret-keys endpoint checks the body with the plain function below and imports nothing that
 * builds a zod schema.
 *
 * The zod schema `secretKeysPage` of `schemas/secret-keys.ts` stays the specification:
 * `secret-keys-body.unit.test.ts` runs both over a generated corpus and requires the same
 * verdict, the same mismatch (path and reason) and the same parsed value. A change to the
 * accepted shape is made there first, then here.
 *
 * What the schema does, and so what this does: objects are read leniently (unknown fields are
 * copied into the value, a `__proto__` key is skipped, never copied); `isDefault` defaults to
 * false and `lastUsedAt` to null; the four pagination numbers are safe integers. The value is
 * a fresh copy (objects and arrays), the first mismatch in reading order is the one reported.
 */
import { isRecord } from '../internal/guards.js';
import type { Mismatch } from './schemas/bodies.js';
import type { SecretKey, SecretKeysPage } from './schemas/secret-keys.js';

type Path = (string | number)[];
type Fields = Readonly<Record<string, unknown>>;

/** A mismatch, or nothing: the checks below stop at the first. */
type Found = Mismatch | undefined;

const KEY_FIELDS = ['id', 'name', 'value', 'agentIds', 'isDefault', 'createdAt', 'updatedAt'];
const PAGINATION_FIELDS = ['limit', 'page', 'totalCount', 'totalPages'] as const;

/** Copies the fields a loose object keeps besides its declared ones (not `__proto__`). */
function copyRest(input: Fields, declared: readonly string[], out: Record<string, unknown>) {
  // `for…in`, as the schema's: inherited enumerable keys count too (JSON has none).
  for (const key in input) {
    if (key !== '__proto__' && !declared.includes(key)) out[key] = input[key];
  }
  return out;
}

/** Why `value` is not a safe integer (as `z.int()` says it), or nothing. */
function intReason(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'expected number';
  if (!Number.isInteger(value)) return 'expected int';
  if (Number.isSafeInteger(value)) return undefined;
  return value > 0
    ? `expected <= ${Number.MAX_SAFE_INTEGER}`
    : `expected >= ${Number.MIN_SAFE_INTEGER}`;
}

function readKey(item: unknown, at: Path, out: SecretKey[]): Found {
  if (!isRecord(item)) return { path: at, reason: 'expected object' };
  const string = (field: string): Found =>
    typeof item[field] === 'string'
      ? undefined
      : { path: [...at, field], reason: 'expected string' };
  const found = string('id') ?? string('name') ?? string('value');
  if (found) return found;
  const ids = item.agentIds;
  if (!Array.isArray(ids)) return { path: [...at, 'agentIds'], reason: 'expected array' };
  for (let i = 0; i < ids.length; i++) {
    if (typeof ids[i] !== 'string')
      return { path: [...at, 'agentIds', i], reason: 'expected string' };
  }
  const isDefault = item.isDefault === undefined ? false : item.isDefault;
  if (typeof isDefault !== 'boolean') {
    return { path: [...at, 'isDefault'], reason: 'expected boolean' };
  }
  const dates = string('createdAt') ?? string('updatedAt');
  if (dates) return dates;
  const lastUsedAt = item.lastUsedAt ?? null;
  if (lastUsedAt !== null && typeof lastUsedAt !== 'string') {
    return { path: [...at, 'lastUsedAt'], reason: 'expected string' };
  }
  out.push(
    copyRest(item, [...KEY_FIELDS, 'lastUsedAt'], {
      id: item.id,
      name: item.name,
      value: item.value,
      agentIds: [...(ids as string[])],
      isDefault,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      lastUsedAt,
    }) as SecretKey,
  );
  return undefined;
}

/**
 * Checks a secret-keys page: the parsed page (a copy, defaults applied), or the first mismatch
 * with its full path, exactly as `parser(secretKeysPage)` would give them.
 */
export function checkSecretKeysPage(
  body: unknown,
): { ok: true; value: SecretKeysPage } | { ok: false; mismatch: Mismatch } {
  if (!isRecord(body)) return { ok: false, mismatch: { path: [], reason: 'expected object' } };
  const items = body.data;
  if (!Array.isArray(items)) {
    return { ok: false, mismatch: { path: ['data'], reason: 'expected array' } };
  }
  const data: SecretKey[] = [];
  for (let i = 0; i < items.length; i++) {
    const mismatch = readKey(items[i], ['data', i], data);
    if (mismatch) return { ok: false, mismatch };
  }
  const p = body.pagination;
  if (!isRecord(p)) {
    return { ok: false, mismatch: { path: ['pagination'], reason: 'expected object' } };
  }
  for (const field of PAGINATION_FIELDS) {
    const reason = intReason(p[field]);
    if (reason) return { ok: false, mismatch: { path: ['pagination', field], reason } };
  }
  const pagination = copyRest(p, PAGINATION_FIELDS, {
    limit: p.limit,
    page: p.page,
    totalCount: p.totalCount,
    totalPages: p.totalPages,
  }) as SecretKeysPage['pagination'];
  const value = copyRest(body, ['data', 'pagination'], { data, pagination });
  return { ok: true, value: value as SecretKeysPage };
}
