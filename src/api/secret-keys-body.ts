/**
 * The secret-keys page (`GET /agent-studio/1/secret-keys`), checked without zod.
 *
 * Why this exists: a dashboard page (usage chart, key list, composition view, provider) must
 * fit in 38 KB min+gzip, and the zod/mini runtime alone costs it about 6 KB. So the
 * secret-keys endpoint checks the body with the plain functions below and imports nothing that
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
import type { SecretKeysPage } from './types/secret-keys.js';

type Path = (string | number)[];

/** Reads one value at `path`: the value to keep, or a thrown `Stop` with the mismatch. */
type Reader = (value: unknown, path: Path) => unknown;

/** The first mismatch, thrown out of the readers (caught by `checkSecretKeysPage` only). */
class Stop {
  constructor(readonly mismatch: Mismatch) {}
}

const fail = (path: Path, reason: string): never => {
  throw new Stop({ path, reason });
};

const string: Reader = (value, path) =>
  typeof value === 'string' ? value : fail(path, 'expected string');

/** An array read item by item (a hole reads as `undefined`), as a fresh array. */
const array =
  (item: Reader): Reader =>
  (value, path) =>
    Array.isArray(value)
      ? Array.from(value, (v: unknown, i) => item(v, [...path, i]))
      : fail(path, 'expected array');

/** A safe integer, with the reason `z.int()` gives. */
const int: Reader = (value, path) =>
  typeof value !== 'number' || !Number.isFinite(value)
    ? fail(path, 'expected number')
    : !Number.isInteger(value)
      ? fail(path, 'expected int')
      : Number.isSafeInteger(value)
        ? value
        : fail(
            path,
            value > 0
              ? `expected <= ${Number.MAX_SAFE_INTEGER}`
              : `expected >= ${Number.MIN_SAFE_INTEGER}`,
          );

/**
 * A loose object: its declared fields read in order (inherited ones too, as the schema reads
 * them), then every other enumerable field copied as it is (`for…in`, as the schema's; never
 * `__proto__`).
 */
const object =
  (shape: [string, Reader][]): Reader =>
  (value, path) => {
    if (!isRecord(value)) return fail(path, 'expected object');
    const out: Record<string, unknown> = {};
    for (const [field, read] of shape) out[field] = read(value[field], [...path, field]);
    for (const key in value)
      if (key !== '__proto__' && !Object.hasOwn(out, key)) out[key] = value[key];
    return out;
  };

const page = object([
  [
    'data',
    array(
      object([
        ['id', string],
        ['name', string],
        ['value', string],
        ['agentIds', array(string)],
        [
          'isDefault',
          (value, path) =>
            value === undefined
              ? false
              : typeof value === 'boolean'
                ? value
                : fail(path, 'expected boolean'),
        ],
        ['createdAt', string],
        ['updatedAt', string],
        ['lastUsedAt', (value, path) => (value == null ? null : string(value, path))],
      ]),
    ),
  ],
  [
    'pagination',
    object([
      ['limit', int],
      ['page', int],
      ['totalCount', int],
      ['totalPages', int],
    ]),
  ],
]);

/**
 * Checks a secret-keys page: the parsed page (a copy, defaults applied), or the first mismatch
 * with its full path, exactly as `parser(secretKeysPage)` would give them.
 */
export function checkSecretKeysPage(
  body: unknown,
): { ok: true; value: SecretKeysPage } | { ok: false; mismatch: Mismatch } {
  try {
    return { ok: true, value: page(body, []) as SecretKeysPage };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, mismatch: error.mismatch };
    throw error;
  }
}
