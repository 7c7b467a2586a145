/**
 * A usage result as the chart may draw it, whatever it was given (the `data` property is not
 * checked by any parser): series an object of arrays, each point a time within the range of
 * dates and a value that is a usage (finite, not negative, not absurd), or an object of such
 * values keyed by server or region. What is not is left out: a gap, never `NaN` or `Infinity`.
 */
import type { UsageResult } from '../api/endpoints/usage.js';
import type { Granularity } from '../api/rules/usage.js';
import type { UsagePoint } from '../api/usage-body.js';
import { isRecord } from '../internal/guards.js';

/** The largest usage value drawn (beyond any real count, size or duration). */
export const MAX_VALUE = 1e15;

/** The first and last time a point may have: what a `Date` can hold, with room for ticks. */
const MIN_TIME = -8.64e15 + 366 * 86_400_000;
export const MAX_TIME = -MIN_TIME;

/** A time the chart can draw and format. */
const isTime = (t: unknown): t is number => typeof t === 'number' && t >= MIN_TIME && t <= MAX_TIME;

/** A value the chart can draw: a usage is never negative, never past `MAX_VALUE`. */
const isValue = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= MAX_VALUE;

const iso = (t: number | undefined) => (t === undefined ? '' : new Date(t).toISOString());

/** Own entries of an object, `__proto__` included as data; nothing else. */
const entries = (value: unknown): [string, unknown][] =>
  isRecord(value) ? Object.entries(value) : [];

/** `value` as a result the chart can draw; `undefined` when it is not an object. */
export function checkResult(value: unknown): UsageResult | undefined {
  if (!isRecord(value)) return undefined;
  // No prototype: a metric or key named `__proto__` is data, never the object's prototype.
  const series = Object.create(null) as Record<string, UsagePoint[]>;
  let first: number | undefined;
  let last: number | undefined;
  for (const [metric, raw] of entries(value['series'])) {
    if (!Array.isArray(raw)) continue;
    const points: UsagePoint[] = [];
    for (const p of raw as unknown[]) {
      if (!isRecord(p) || !isTime(p['t'])) continue;
      const { t, v } = p as { t: number; v: unknown };
      let checked: UsagePoint['v'] | undefined;
      if (isValue(v)) checked = v;
      else if (isRecord(v)) {
        const keyed = Object.create(null) as Record<string, number>;
        let any = false;
        for (const [k, n] of entries(v)) {
          if (!isValue(n)) continue;
          keyed[k] = n;
          any = true;
        }
        if (any) checked = keyed;
      }
      if (checked === undefined) continue;
      points.push({ t, v: checked });
      if (first === undefined || t < first) first = t;
      if (last === undefined || t > last) last = t;
    }
    series[metric] = points;
  }
  const date = (d: unknown, fallback: number | undefined) =>
    typeof d === 'string' && isTime(Date.parse(d)) ? d : iso(fallback);
  const granularity: Granularity = value['granularity'] === 'hourly' ? 'hourly' : 'daily';
  return {
    series,
    startDate: date(value['startDate'], first),
    endDate: date(value['endDate'], last),
    granularity,
  };
}
