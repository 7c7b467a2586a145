/**
 * Turns a usage result into chart series: one per metric, one per server or region key of
 * object values, plus the derived billed search requests. The one walk over the points, where
 * what cannot be drawn is left out (data.ts). Pure functions, no DOM.
 */
import type { UsageResult } from '../api/endpoints/usage.js';
import type { UsagePoint } from '../api/rules/usage.js';
import { isTime, isValue, type Point } from './data.js';

export type { Point };
import {
  BILLED,
  groupOf,
  QS_REQUESTS,
  TOTAL_REQUESTS,
  unitOf,
  type StatisticRequest,
  type Unit,
} from './metrics.js';

export interface Series {
  /** Stable id: the metric name, or `metric:key` for one server or region of an object metric. */
  readonly id: string;
  readonly metric: string;
  /** The server or region name, for object-valued metrics. */
  readonly key?: string;
  readonly unit: Unit;
  /** Sorted by time; a missing timestamp is a gap. */
  readonly points: readonly Point[];
  /** Palette slot (0-based), stable while series are hidden and shown. */
  readonly color: number;
}

export interface SeriesSet {
  readonly series: readonly Series[];
  /** Metrics asked for by name that the response does not carry. */
  readonly missing: readonly string[];
  /** The names asked for (else, with nothing asked, the result's metrics): the empty state's. */
  readonly asked: readonly string[];
}

/** Server and region names in natural order (`server-2` before `server-10`). */
const byName = new Intl.Collator('en', { numeric: true });

/** One metric's points that can be drawn, split into its plain values and one list per key. */
interface MetricPoints {
  /** How many points have a value drawn (a number, or an object with at least one). */
  readonly n: number;
  /** The points whose value is a number. */
  readonly base: Point[];
  /** Per server or region key (in the order met), the points of that key. */
  readonly keyed: Map<string, Point[]>;
}

/** The points of one metric that can be drawn (`isTime`, `isValue`), in one walk. */
function drawable(points: readonly UsagePoint[]): MetricPoints {
  const base: Point[] = [];
  const keyed = new Map<string, Point[]>();
  let count = 0;
  for (const { t: time, v: value } of points) {
    if (!isTime(time)) continue;
    let usable = isValue(value);
    if (usable) base.push({ t: time, v: value as number });
    else if (typeof value === 'object') {
      for (const key in value) {
        const keyValue = value[key];
        if (!Object.hasOwn(value, key) || !isValue(keyValue)) continue;
        let list = keyed.get(key);
        if (!list) keyed.set(key, (list = []));
        list.push({ t: time, v: keyValue });
        usable = true;
      }
    }
    if (usable) count++;
  }
  return { n: count, base, keyed };
}

/** One metric's series: its plain values, then one series per object key (natural order). */
function split(metric: string, { base, keyed }: MetricPoints): Omit<Series, 'color'>[] {
  const unit = unitOf(metric);
  const out: Omit<Series, 'color'>[] = [];
  if (base.length || !keyed.size) out.push({ id: metric, metric, unit, points: base });
  const keys = [...keyed.keys()].sort(byName.compare);
  for (const key of keys) {
    out.push({ id: `${metric}:${key}`, metric, key, unit, points: keyed.get(key)! });
  }
  return out;
}

/** Billed search requests: total minus query-suggestions requests at the same timestamp. */
export function billedPoints(total: readonly Point[], suggestions: readonly Point[] = []): Point[] {
  const qs = new Map<number, number>();
  for (const { t: time, v: value } of suggestions) qs.set(time, value);
  // Never below zero, even when the operands disagree.
  return total.map(({ t: time, v: value }) => ({
    t: time,
    v: Math.max(0, value - (qs.get(time) ?? 0)),
  }));
}

/**
 * Builds the series of `result` (the service's, or `data` through `checkResult`: either way its
 * points come sorted by time, and so do the series') for what
 * `request` asks (the `statistic` attribute as parsed once by the element's source), with the
 * points that can be drawn. With nothing asked (data given directly), every metric of the
 * response is shown. The operands of the billed series are shown only when asked for themselves.
 */
export function buildSeries(
  result: Pick<UsageResult, 'series'>,
  request: StatisticRequest,
): SeriesSet {
  // Each metric's points, walked once (own keys only: `constructor` is no metric).
  const walked = new Map<string, MetricPoints | undefined>();
  const metricPoints = (name: string): MetricPoints | undefined => {
    if (!walked.has(name)) {
      const points = Object.hasOwn(result.series, name) ? result.series[name] : undefined;
      walked.set(name, Array.isArray(points) ? drawable(points) : undefined);
    }
    return walked.get(name);
  };
  const data = result.series;

  // As asked: names in place, a group's members where the group is, `*` (or the rest) in the
  // response's order.
  const order: string[] = [];
  for (const name of request.requested) {
    if (name === '*') order.push(...Object.keys(data));
    else order.push(...(groupOf(name) ?? [name]));
  }
  order.push(...Object.keys(data));
  const withBilled =
    request.billed || (Object.hasOwn(data, TOTAL_REQUESTS) && Object.hasOwn(data, QS_REQUESTS));
  if (withBilled && !order.includes(BILLED)) {
    order.splice(order.indexOf(TOTAL_REQUESTS) + 1, 0, BILLED);
  }

  const out: Omit<Series, 'color'>[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const name of order) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (name === BILLED) {
      const total = metricPoints(TOTAL_REQUESTS);
      if (total?.n) {
        out.push({
          id: BILLED,
          metric: BILLED,
          unit: 'count',
          points: billedPoints(total.base, metricPoints(QS_REQUESTS)?.base),
        });
      } else if (request.expected.includes(BILLED)) missing.push(BILLED);
      continue;
    }
    const points = metricPoints(name);
    if (!points?.n) {
      if (request.expected.includes(name)) missing.push(name);
      continue;
    }
    // (No group holds an operand: only its own name, or `*`, asks for it.)
    const operand = name === TOTAL_REQUESTS || name === QS_REQUESTS;
    const asked = (what: string) => request.requested.includes(what);
    if (operand && request.billed && !asked(name) && !asked('*')) continue;
    out.push(...split(name, points));
  }
  return {
    series: out
      .filter((series) => series.points.length)
      .map((series, color) => ({ ...series, color })),
    missing,
    asked: request.requested.length ? request.requested : Object.keys(data),
  };
}

/** The sorted, distinct timestamps of `series`. */
export function timesOf(series: readonly Series[]): number[] {
  const set = new Set<number>();
  for (const item of series) for (const point of item.points) set.add(point.t);
  return [...set].sort((a, b) => a - b);
}

/** Smallest, largest and last value of a series (undefined for an empty one). */
export function statsOf(
  points: readonly Point[],
): { min: number; max: number; last: number } | undefined {
  if (!points.length) return undefined;
  let min = Infinity;
  let max = -Infinity;
  for (const { v: value } of points) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max, last: points[points.length - 1]!.v };
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
