/**
 * Chart geometry: linear scales, "nice" value ticks (d3-array), time ticks (UTC intervals made
 * by d3-time's `timeInterval`) and SVG path strings built directly. Pure functions, no DOM.
 */
import { nice, tickStep, ticks } from 'd3-array';
import { timeInterval, type TimeInterval } from 'd3-time';
import { DAY_MS as DAY, HOUR_MS as HOUR, type Granularity } from '../api/rules/usage.js';
import { zonedTicks } from '../internal/time-zone.js';
import type { Point } from './series.js';
import type { Unit } from './metrics.js';

export { DAY, HOUR };

/** A linear map from `[d0, d1]` onto `[r0, r1]`; a zero-width domain maps to the middle. */
export function linear(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  if (d1 === d0) {
    const mid = (r0 + r1) / 2;
    return () => mid;
  }
  const slope = (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * slope;
}

/** The power of 1000 that bytes are shown in for values up to `max` (B, kB, MB, GB, TB). */
export function byteFactor(max: number): number {
  let factor = 1;
  while (factor < 1e12 && Math.abs(max) >= factor * 1000) factor *= 1000;
  return factor;
}

export interface ValueAxis {
  /** The niced domain. */
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
  /** Values are ticked in this multiple (bytes: 1000ⁿ) so that ticks are round in the shown unit. */
  readonly factor: number;
}

/**
 * A value axis from 0 (or below, for negative data) to the largest value, niced to about
 * `count` ticks with d3-array's `nice` and `ticks`. Bytes tick in their display unit.
 */
export function valueAxis(min: number, max: number, count: number, unit: Unit): ValueAxis {
  let lo = Math.min(0, min);
  let hi = Math.max(0, max);
  // A span too small to tick (none, or subnormal numbers) gets the unit's default span.
  if (!(hi - lo >= 1e-9)) hi = lo + (unit === 'percent' ? 100 : 1);
  const factor = unit === 'bytes' ? byteFactor(Math.max(-lo, hi)) : 1;
  const [a, b] = nice(lo / factor, hi / factor, count);
  lo = a * factor;
  hi = b * factor;
  return { domain: [lo, hi], ticks: ticks(a, b, count).map((time) => time * factor), factor };
}

const YEAR = 365 * DAY;
const WEEK = 7 * DAY;

/*
 * The UTC intervals the ticks step on, each made by d3-time's `timeInterval` from a floor and
 * an offset (d3-time ranges, ceils and offsets with them). d3-time's own `utcHour`, `utcMonth`
 * and the like are not imported: the module that holds each also holds its local-time twin,
 * whose setup a bundler cannot drop, and a chart drawn in UTC would carry both. Each `every`
 * here ticks where d3-time's `every` does (a multiple of `k` hours, days since 1970, months of
 * the year, years); scales.unit.test.ts compares them with d3-time's own.
 */

/** Every `length` ms from `origin` (hours and days: UTC has no daylight saving time). */
const fixed = (length: number, origin = 0): TimeInterval =>
  timeInterval(
    (date) => date.setTime(Math.floor((+date - origin) / length) * length + origin),
    (date, step) => date.setTime(+date + step * length),
  );

/** Every `k` months of the year (January first), from the first of the month. */
const months = (k: number): TimeInterval =>
  timeInterval(
    (date) => {
      date.setUTCMonth(Math.floor(date.getUTCMonth() / k) * k, 1);
      date.setUTCHours(0, 0, 0, 0);
    },
    (date, step) => date.setUTCMonth(date.getUTCMonth() + step * k),
  );

/** Every `k` years (a multiple of `k`), from the first of January. */
const years = (k: number): TimeInterval =>
  timeInterval(
    (date) => {
      date.setUTCFullYear(Math.floor(date.getUTCFullYear() / k) * k, 0, 1);
      date.setUTCHours(0, 0, 0, 0);
    },
    (date, step) => date.setUTCFullYear(date.getUTCFullYear() + step * k),
  );

/**
 * The tick intervals from an hour up (usage data is never finer), with their rough lengths:
 * the steps of d3's own time scale, without the sub-hour ones this chart never needs.
 */
const INTERVALS: readonly (readonly [TimeInterval, number])[] = [
  [fixed(HOUR), HOUR],
  [fixed(3 * HOUR), 3 * HOUR],
  [fixed(6 * HOUR), 6 * HOUR],
  [fixed(12 * HOUR), 12 * HOUR],
  [fixed(DAY), DAY],
  [fixed(2 * DAY), 2 * DAY],
  // (Sundays: 4 January 1970 was one.)
  [fixed(WEEK, 3 * DAY), WEEK],
  [months(1), 30 * DAY],
  [months(3), 90 * DAY],
  [years(1), YEAR],
];

/**
 * About `count` time ticks between `start` and `stop` (inclusive), on d3-time's UTC intervals
 * (for hourly data in another `zone`: on its whole local hours and local days, `zonedTicks`),
 * never finer than the data (hours for hourly data, days for daily data). As in d3's time
 * scale, the interval is the one whose length is nearest (by ratio) to the span over `count`;
 * past a year, years step by d3-array's `tickStep`. An interval that would give fewer than two
 * ticks (a month over 30 days on a phone: one label) gives way to the next finer one.
 */
export function timeTicks(
  start: number,
  stop: number,
  count: number,
  granularity: Granularity,
  zone = 'UTC',
): Date[] {
  const finest = granularity === 'hourly' ? 0 : 4;
  const target = (stop - start) / Math.max(1, count);
  let i = INTERVALS.findIndex(([, length]) => length > target);
  const range = (interval: TimeInterval | null) =>
    (interval ?? INTERVALS[finest]![0]).range(new Date(start), new Date(stop + 1));
  if (i < 0) {
    // (A step of no whole year, which d3-time's `every` refuses: the finest ticks.)
    const k = Math.floor(tickStep(start / YEAR, stop / YEAR, Math.max(1, count)));
    return range(k > 0 && k < Infinity ? years(k) : null);
  }
  if (i > 0 && target / INTERVALS[i - 1]![1] < INTERVALS[i]![1] / target) i--;
  i = Math.max(i, finest);
  // Hourly data in a zone: whole local hours and local days (`zonedTicks`), hours to 2 days.
  const local = (at: number) =>
    zonedTicks(start, stop, INTERVALS[at]![1] / HOUR, zone).map((time) => new Date(time));
  const zoned = zone !== 'UTC' && granularity === 'hourly';
  // (Weeks and months of UTC fall on no local midnight: 2 days at most.)
  if (zoned) i = Math.min(i, 5);
  let ticks = zoned ? local(i) : range(INTERVALS[i]![0]);
  while (ticks.length < 2 && i > finest) ticks = zoned ? local(--i) : range(INTERVALS[--i]![0]);
  return ticks;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Where `linePath` draws: the scales, the widest gap joined, and the plot's columns. */
export interface LineScales {
  readonly x: (time: number) => number;
  readonly y: (value: number) => number;
  /** Neighbours further apart than this (ms) are not joined. */
  readonly gap: number;
  /** The plot's width in px (default: no decimation). */
  readonly columns?: number;
}

/**
 * The `d` of an SVG path through `points`, broken where two neighbours are more than `gap` ms
 * apart; isolated points (a segment of one) are returned in `dots` to be drawn as markers.
 *
 * A line with more points than `columns` (the plot's width in px) is decimated: of the points
 * that fall in one pixel column (within one segment), only the first, the smallest, the largest
 * and the last are drawn, in their order, so that the path has at most four points per column
 * and every peak and trough survives. Shorter lines are drawn point by point.
 */
export function linePath(
  points: readonly Point[],
  { x, y, gap, columns = Infinity }: LineScales,
): { d: string; dots: [number, number][] } {
  const keep = points.length > columns ? decimate(points, x, gap) : undefined;
  let d = '';
  const dots: [number, number][] = [];
  let run = 0;
  let startX = 0;
  let startY = 0;
  points.forEach(({ t: time, v: value }, i) => {
    if (keep && !keep[i]) return;
    const px = tenth(x(time));
    const py = tenth(y(value));
    // A gap is between neighbours in the data (a decimated point's kept neighbour may be far).
    if (!i || time - points[i - 1]!.t > gap) {
      if (run === 1) dots.push([startX, startY]);
      d += `M${px} ${py}`;
      run = 1;
      startX = px;
      startY = py;
    } else {
      d += `L${px} ${py}`;
      run++;
    }
  });
  if (run === 1) dots.push([startX, startY]);
  return { d, dots };
}

/**
 * Which points to draw of a line denser than its pixels: per pixel column and segment, the
 * first, smallest, largest and last (a segment's ends are kept, so its gaps and dots stay).
 */
function decimate(points: readonly Point[], x: (time: number) => number, gap: number): Uint8Array {
  const keep = new Uint8Array(points.length);
  let column = NaN;
  let first = 0;
  let lo = 0;
  let hi = 0;
  points.forEach(({ t: time, v: value }, i) => {
    const col = Math.floor(x(time));
    if (col !== column || time - points[i - 1]!.t > gap) {
      // (At the first point, `i - 1` is no index: a typed array ignores it.)
      keep[first] = keep[lo] = keep[hi] = keep[i - 1] = 1;
      column = col;
      first = lo = hi = i;
    }
    if (value < points[lo]!.v) lo = i;
    if (value > points[hi]!.v) hi = i;
  });
  keep[first] = keep[lo] = keep[hi] = keep[points.length - 1] = 1;
  return keep;
}
