/**
 * What the chart may draw, and the `data` property checked into the shape of a usage result.
 *
 * A result the service gave is checked once, by the API (`src/api/usage-body.ts`): `checkResult`
 * is for `data` and `previous` alone, which no parser checked. Whatever the result, a point is
 * drawn only when its time is within the range of dates and its value a usage (finite, not
 * negative, not absurd: `isTime`, `isValue`); the walk that splits the points into series
 * (`buildSeries` in series.ts) leaves the others out: a gap, never `NaN` or `Infinity`.
 */
import type { UsageResult } from '../api/endpoints/usage.js';
import type { Granularity, UsagePoint } from '../api/rules/usage.js';
import { isRecord } from '../internal/guards.js';

export interface Point {
  readonly t: number;
  readonly v: number;
}

/** The largest usage value drawn (beyond any real count, size or duration). */
export const MAX_VALUE = 1e15;

/** The first and last time a point may have: what a `Date` can hold, with room for ticks. */
const MIN_TIME = -8.64e15 + 366 * 86_400_000;
export const MAX_TIME = -MIN_TIME;

/** A time the chart can draw and format. */
export const isTime = (time: unknown): time is number =>
  typeof time === 'number' && time >= MIN_TIME && time <= MAX_TIME;

/** A value the chart can draw: a usage is never negative, never past `MAX_VALUE`. */
export const isValue = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= MAX_VALUE;

/** Own entries of an object, `__proto__` included as data; nothing else. */
const entries = (value: unknown): [string, unknown][] =>
  isRecord(value) ? Object.entries(value) : [];

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A point of `data` as a usage point (`{t, v}`, `v` a number or numbers keyed by server or
 * region), or `undefined` when it is none; whether its value is drawn is `buildSeries`'s.
 */
function pointOf(point: unknown): UsagePoint | undefined {
  if (!isRecord(point) || !isNumber(point['t'])) return undefined;
  const value = point['v'];
  if (isNumber(value)) return { t: point['t'], v: value };
  // (No prototype: a server named `__proto__` is data.)
  const keyed = Object.create(null) as Record<string, number>;
  let some = false;
  for (const [key, keyValue] of entries(value)) {
    if (!isNumber(keyValue)) continue;
    keyed[key] = keyValue;
    some = true;
  }
  return some ? { t: point['t'], v: keyed } : undefined;
}

/**
 * The `data` (or `previous`) property as a usage result: series an object of lists of usage
 * points (a metric whose value is not a list is left out, and so is a point that is not one),
 * the granularity `daily` unless `hourly`, and dates that are dates, else those of the first
 * and last point drawn. `undefined` when it is not an object.
 */
export function checkResult(value: unknown): UsageResult | undefined {
  if (!isRecord(value)) return undefined;
  // No prototype: a metric named `__proto__` is data, never the object's prototype.
  const series = Object.create(null) as Record<string, UsagePoint[]>;
  // The first and last time of a point drawn (±Infinity: none).
  let first = Infinity;
  let last = -Infinity;
  for (const [metric, raw] of entries(value['series'])) {
    if (!Array.isArray(raw)) continue;
    const points: UsagePoint[] = [];
    for (const given of raw as unknown[]) {
      const point = pointOf(given);
      if (!point) continue;
      points.push(point);
      const { t: time, v: usage } = point;
      if (!isTime(time) || !(isValue(usage) || Object.values(usage).some(isValue))) continue;
      if (time < first) first = time;
      if (time > last) last = time;
    }
    series[metric] = points;
  }
  const date = (date: unknown, fallback: number) =>
    typeof date === 'string' && isTime(Date.parse(date))
      ? date
      : isTime(fallback)
        ? new Date(fallback).toISOString()
        : '';
  const granularity: Granularity = value['granularity'] === 'hourly' ? 'hourly' : 'daily';
  return {
    series,
    startDate: date(value['startDate'], first),
    endDate: date(value['endDate'], last),
    granularity,
  };
}
