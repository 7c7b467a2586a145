/**
 * The differential harness of the zod-free body checks: a hand-written check must agree with
 * its zod schema (the specification) on every body: the same verdict, the same mismatch (path
 * and reason), the same value (keys, key order, defaults, and which parts are copies and which
 * are the body's own).
 */
import assert from 'node:assert/strict';
import type { z } from 'zod/mini';
import { check } from '../../src/api/schemas/common.js';

/** JSON with the values JSON cannot say spelled out. */
export function label(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v)
      ? `#${v}`
      : v === undefined
        ? '#undefined'
        : v instanceof Date
          ? '#Date'
          : v,
  );
}

/** Keys in order, all the way down (deepEqual ignores key order). */
export function keyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keyOrder);
  if (typeof value !== 'object' || value === null) return null;
  return Object.keys(value).map((k) => [k, keyOrder((value as Record<string, unknown>)[k])]);
}

/** Both values share the same parts of the body (the rest are fresh copies in both). */
export function sameSharing(input: unknown, a: unknown, b: unknown, at: string): void {
  if (typeof a !== 'object' || a === null) return;
  assert.equal(a === input, b === input, `sharing at ${at}`);
  for (const key of Object.keys(a)) {
    const inner =
      typeof input === 'object' && input !== null
        ? (input as Record<string, unknown>)[key]
        : undefined;
    sameSharing(
      inner,
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}.${key}`,
    );
  }
}

/** An own, enumerable `__proto__` field, as `JSON.parse` makes it. */
export function withProto<T extends object>(target: T, value: unknown): T {
  Object.defineProperty(target, '__proto__', {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

type Light = { ok: true; value: unknown } | { ok: false; mismatch: unknown };

/**
 * `agree(body)`: runs the schema and the light check, fails with the body written out when they
 * disagree, and returns the light check's verdict.
 */
export function agreement<V extends Light>(
  schema: z.ZodMiniType,
  light: (body: unknown) => V,
): (body: unknown) => V {
  return (body) => {
    const spec = check(schema, body);
    const verdict = light(body);
    try {
      assert.equal(verdict.ok, spec.ok, 'verdict');
      if (!verdict.ok && !spec.ok) {
        assert.deepEqual(verdict.mismatch, spec.mismatch, 'mismatch');
      } else if (verdict.ok && spec.ok) {
        assert.deepEqual(verdict.value, spec.value, 'value');
        assert.deepEqual(keyOrder(verdict.value), keyOrder(spec.value), 'key order');
        sameSharing(body, spec.value, verdict.value, '(root)');
      }
    } catch (error) {
      // The body is only written out when it is needed (the corpora are large).
      (error as Error).message += `\n  for ${label(body)}`;
      throw error;
    }
    return verdict;
  };
}
