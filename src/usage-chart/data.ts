/**
 * A usage result as the chart may draw it, whatever it was given (the `data` property is not
 * checked by any parser), read in one walk: series an object of arrays, each point a time within
 * the range of dates and a value that is a usage (finite, not negative, not absurd), or an
 * object of such values keyed by server or region. What is not is left out: a gap, never `NaN`
 * or `Infinity`. Each metric's points come out already split into the plain series and one list
 * per key (`buildSeries` in series.ts orders and names them).
 */
import type { Granularity } from '../api/rules/usage.js';
import type { UsageRange } from '../api/usage-range.js';
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
const isTime = (time: unknown): time is number =>
  typeof time === 'number' && time >= MIN_TIME && time <= MAX_TIME;

/** A value the chart can draw: a usage is never negative, never past `MAX_VALUE`. */
const isValue = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= MAX_VALUE;

/** Own entries of an object, `__proto__` included as data; nothing else. */
const entries = (value: unknown): [string, unknown][] =>
  isRecord(value) ? Object.entries(value) : [];

/** One metric's usable points, in the order given. */
export interface MetricPoints {
  /** How many points have a usable value (a number, or an object with at least one). */
  readonly n: number;
  /** The points whose value is a number. */
  readonly base: Point[];
  /** Per server or region key (in the order met), the points of that key. */
  readonly keyed: Map<string, Point[]>;
}

/** A result as checked: the range, and the points of every metric whose value is a list. */
export interface CheckedResult extends UsageRange {
  /** No prototype: a metric named `__proto__` is data, never the object's prototype. */
  readonly series: Record<string, MetricPoints>;
}

/** `value` as a result the chart can draw; `undefined` when it is not an object. */
export function checkResult(value: unknown): CheckedResult | undefined {
  if (!isRecord(value)) return undefined;
  const series = Object.create(null) as Record<string, MetricPoints>;
  // The first and last time of a usable point (±Infinity: none).
  let first = Infinity;
  let last = -Infinity;
  for (const [metric, raw] of entries(value['series'])) {
    if (!Array.isArray(raw)) continue;
    const base: Point[] = [];
    const keyed = new Map<string, Point[]>();
    let count = 0;
    for (const point of raw as unknown[]) {
      if (!isRecord(point) || !isTime(point['t'])) continue;
      const { t: time, v: given } = point as { t: number; v: unknown };
      let usable = isValue(given);
      if (usable) base.push({ t: time, v: given as number });
      else {
        for (const [key, keyValue] of entries(given)) {
          if (!isValue(keyValue)) continue;
          let list = keyed.get(key);
          if (!list) keyed.set(key, (list = []));
          list.push({ t: time, v: keyValue });
          usable = true;
        }
      }
      if (!usable) continue;
      count++;
      if (time < first) first = time;
      if (time > last) last = time;
    }
    series[metric] = { n: count, base, keyed };
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
