/**
 * What the chart may draw, and the `data` property checked into the shape of a usage result.
 *
 * A result the service gave is checked once, by the API (`src/api/usage-body.ts`); `data` and
 * `previous` pass the same check (`checkResult`). Whatever the result, a point is
 * drawn only when its time is within the range of dates and its value a usage (finite, not
 * negative, not absurd: `isTime`, `isValue`); the walk that splits the points into series
 * (`buildSeries` in series.ts) leaves the others out: a gap, never `NaN` or `Infinity`.
 */
import type { UsageResult } from '../api/endpoints/usage.js';
import { SchemaError } from '../api/errors.js';
import type { Granularity } from '../api/rules/usage.js';
import { checkUsageBody, usageSeries } from '../api/usage-body.js';
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

/**
 * The `data` (or `previous`) property as a usage result, through the check the service's answer
 * passes (`checkUsageBody`, on its `series`): an object whose `series` maps each metric to a list
 * of points `{t, v}`. A mismatch throws a `SchemaError` naming the field (`series.hits[3].t`),
 * which the chart shows as its error state. The series come sorted by time; the granularity is
 * `daily` unless `hourly`; dates that are not dates are those of the first and last point drawn.
 */
export function checkResult(value: unknown): UsageResult {
  if (!isRecord(value)) throw new SchemaError([], 'expected object');
  const checked = checkUsageBody(value['series']);
  if (!checked.ok) {
    throw new SchemaError(['series', ...checked.mismatch.path], checked.mismatch.reason);
  }
  const series = usageSeries(checked.value, 'statistics');
  // The first and last time of a point drawn (±Infinity: none).
  let first = Infinity;
  let last = -Infinity;
  for (const points of Object.values(series)) {
    for (const { t: time, v: usage } of points) {
      if (!isTime(time) || !(isValue(usage) || Object.values(usage).some(isValue))) continue;
      if (time < first) first = time;
      if (time > last) last = time;
    }
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
