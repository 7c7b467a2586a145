/**
 * Reading a drawn result at one time: the nearest timestamp (`nearestIndex`), a series' value
 * there (`pointAt`, `valueAt`) and that value in words (`seriesValue`). Only what the user points
 * at or opens needs them (the crosshair, the zoom, the table, the grid, the comparison, the CSV),
 * all parts loaded on demand: in a module of their own, they stay out of the chart's entry (a
 * bundler splits by module, so a function of an entry module that only a part uses would ship
 * in the entry). Pure functions.
 */
import { formatValue } from './format.js';
import type { ResultView } from './labels.js';
import type { Point, Series } from './series.js';

/** Index of the timestamp in sorted `times` nearest to `t`. */
export function nearestIndex(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length - 1;
  if (hi < 0) return -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= time) lo = mid;
    else hi = mid;
  }
  return Math.abs(times[hi]! - time) < Math.abs(times[lo]! - time) ? hi : lo;
}

/** The value at time `t` of sorted `points`, if one is there (binary search). */
export function pointAt(points: readonly Point[], time: number): number | undefined {
  let lo = 0;
  let hi = points.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const point = points[mid]!;
    if (point.t === time) return point.v;
    if (point.t < time) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** The value of `series` at time `t`, if it has a point there. */
export const valueAt = (series: Series, time: number): number | undefined =>
  pointAt(series.points, time);

/** The value of `series` at `t` in its unit, or the mark of a missing point. */
export function seriesValue(series: Series, time: number, view: ResultView): string {
  const value = valueAt(series, time);
  return value === undefined ? view.strings.noValue : formatValue(value, series.unit, view.lang);
}
