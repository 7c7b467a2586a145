/**
 * The usage response (`GET /1/usage/…`), validated without zod.
 *
 * Why this exists: `<usage-chart>` must fit in 24 KB min+gzip with everything it needs, and the
 * zod/mini runtime alone would take most of what is left once the chart is drawn. So the usage
 * path of the client (`endpoints/usage.ts`) checks the body with the plain functions below and
 * imports nothing that builds a zod schema.
 *
 * The zod schemas in `schemas/usage.ts` stay the specification: `usage-body.unit.test.ts` runs
 * both over a broad corpus and requires the same verdict, the same mismatch path, the same
 * reason and the same model. A change to the accepted shape is made there first, then here.
 *
 * The shape (see `schemas/usage.ts`): an object keyed by metric name, each value a series of
 * points `{t, v}`, `t` a finite number, `v` a finite number or an object of finite numbers keyed
 * by server or region; or the envelope `{"statistics": [...points]}` of one metric. Points may
 * carry other fields (ignored). As with the schemas, a `__proto__` key is skipped, never read.
 */
import { isRecord } from '../internal/guards.js';
import type { UsagePoint } from './rules/usage.js';
import type { Mismatch } from './schemas/bodies.js';

/** A body that passed the check: the keyed map, or the envelope of one metric. */
export type UsageBody = Record<string, UsagePoint[]> | { statistics: UsagePoint[] };

type Path = (string | number)[];
type Fields = Record<string, unknown>;

/**
 * What zod's `record` accepts: an object (`isRecord` of the library's guards) whose constructor,
 * if any, is `Object`-like (not a Date…).
 */
function isPlainRecord(value: unknown): value is Fields {
  if (!isRecord(value)) return false;
  const ctor: unknown = value.constructor;
  if (typeof ctor !== 'function') return true;
  const proto: unknown = ctor.prototype;
  return isRecord(proto) && Object.hasOwn(proto, 'isPrototypeOf');
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Own enumerable keys, without `__proto__`. */
const keysOf = (value: Fields): string[] => Object.keys(value).filter((k) => k !== '__proto__');

/**
 * The envelope is chosen when the body is an object whose only array field is `statistics`;
 * anything else is read as the keyed map (so a mismatch names `records[3].v`, not a union).
 */
export function isUsageEnvelope(body: unknown): body is { statistics: unknown[] } {
  return (
    isRecord(body) &&
    Array.isArray(body.statistics) &&
    keysOf(body).filter((k) => Array.isArray(body[k])).length === 1
  );
}

/** The first mismatch in a series of points, or `undefined`. */
function checkPoints(points: unknown, path: Path): Mismatch | undefined {
  if (!Array.isArray(points)) return { path, reason: 'expected array' };
  for (let i = 0; i < points.length; i++) {
    const point: unknown = points[i];
    if (!isRecord(point)) return { path: [...path, i], reason: 'expected object' };
    if (!isNumber(point.t)) return { path: [...path, i, 't'], reason: 'expected number' };
    const v = point.v;
    if (isNumber(v)) continue;
    if (!isPlainRecord(v)) return { path: [...path, i, 'v'], reason: 'expected number or record' };
    const bad = keysOf(v).find((k) => !isNumber(v[k]));
    if (bad !== undefined) return { path: [...path, i, 'v', bad], reason: 'expected number' };
  }
  return undefined;
}

/** Checks a usage body: the body itself, or the first mismatch (with its full path). */
export function checkUsageBody(
  body: unknown,
): { ok: true; value: UsageBody } | { ok: false; mismatch: Mismatch } {
  let mismatch: Mismatch | undefined;
  if (isUsageEnvelope(body)) {
    mismatch = checkPoints(body.statistics, ['statistics']);
  } else if (!isPlainRecord(body)) {
    mismatch = { path: [], reason: 'expected record' };
  } else {
    for (const name of keysOf(body)) {
      mismatch = checkPoints(body[name], [name]);
      if (mismatch) break;
    }
  }
  return mismatch ? { ok: false, mismatch } : { ok: true, value: body as UsageBody };
}

/**
 * One model for both envelopes: series keyed by metric, each sorted by `t`, points reduced to
 * `{t, v}` (fresh objects: the model shares nothing with the body). The envelope names no metric:
 * its series is keyed by `metric` (the requested statistic).
 */
export function usageSeries(body: UsageBody, metric: string): Record<string, UsagePoint[]> {
  const raw: Fields = isUsageEnvelope(body) ? { [metric]: body.statistics } : body;
  const out: Record<string, UsagePoint[]> = {};
  for (const name of keysOf(raw)) {
    out[name] = (raw[name] as UsagePoint[])
      .map(({ t, v }) => ({
        t,
        v: typeof v === 'number' ? v : Object.fromEntries(keysOf(v).map((k) => [k, v[k]!])),
      }))
      .sort((a, b) => a.t - b.t);
  }
  return out;
}
