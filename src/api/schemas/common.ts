/**
 * Shapes shared by every area of the service, and the one place that turns a zod issue into
 * a short readable reason. zod/mini only: these modules import nothing else of ours.
 *
 * Responses are parsed leniently: objects are `looseObject`s, so fields the service adds later
 * are kept rather than rejected.
 */
import * as z from 'zod/mini';
import type { Mismatch } from './bodies.js';

export * from './bodies.js';

/** The success body of a write (events): `{status, message}`. */
export const statusBody = z.looseObject({ status: z.number(), message: z.string() });

type Path = (string | number)[];

/**
 * The first mismatch an issue describes, in a few words (zod/mini ships no English messages).
 * For a union, the alternative that got furthest explains the problem (`behavior.injection.main:
 * expected object`); when every alternative fails at the value itself, their expectations are
 * listed (`expected number or record`).
 */
function mismatch(issue: z.core.$ZodIssue, base: Path): Mismatch {
  const path = [...base, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
  let reason: string;
  switch (issue.code) {
    case 'invalid_type':
      reason = `expected ${issue.expected}`;
      break;
    case 'invalid_value':
      reason = `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
      break;
    case 'invalid_union': {
      const firsts = issue.errors.map((alt) => alt[0]).filter((i) => i !== undefined);
      const furthest = firsts.reduce<z.core.$ZodIssue | undefined>(
        (best, i) => (i.path.length > (best?.path.length ?? 0) ? i : best),
        undefined,
      );
      if (furthest) return mismatch(furthest, path);
      const parts = firsts.map((i) => mismatch(i, []).reason.replace(/^expected /, ''));
      reason = `expected ${[...new Set(parts)].join(' or ') || 'another shape'}`;
      break;
    }
    case 'too_small':
      reason = `expected ${issue.origin === 'array' ? 'at least' : '>='} ${String(issue.minimum)}`;
      break;
    case 'too_big':
      reason = `expected ${issue.origin === 'array' ? 'at most' : '<='} ${String(issue.maximum)}`;
      break;
    case 'invalid_format':
      reason = `expected ${issue.format}`;
      break;
    default:
      reason = issue.message || 'invalid value';
  }
  return { path, reason };
}

/** Parses `value` with `schema`: the parsed value, or the first mismatch (with its full path). */
export function check<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
): { ok: true; value: z.infer<T> } | { ok: false; mismatch: Mismatch } {
  const result = z.safeParse(schema, value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, mismatch: mismatch(result.error.issues[0]!, []) };
}
