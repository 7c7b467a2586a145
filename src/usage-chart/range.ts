/**
 * From the element's attributes to usage request parameters, with the range limits checked
 * BEFORE any request (hourly at most 7 days, daily at most 365 days, start before end) and
 * fixes to propose when they are broken. Pure functions, no DOM.
 */
import type { UsageParams } from '../api/index.js';
import {
  DAY_MS as DAY,
  MAX_RANGE_DAYS,
  isGranularity,
  isPeriod,
  isWithinMaxRange,
  type Granularity,
} from '../api/rules/usage.js';

/** A way out of a range problem, ready to apply to the element. */
export interface RangeProposal {
  readonly startDate: string;
  readonly endDate: string;
  readonly granularity: Granularity;
}

export interface RangeProblem {
  /**
   * `start` / `end`: missing or not a date; `order`: start is not before end;
   * `hourly` / `daily`: longer than the granularity allows.
   */
  readonly kind: 'start' | 'end' | 'order' | 'hourly' | 'daily';
  /** The range's length in days (rounded up), for `hourly` and `daily`. */
  readonly days?: number;
  readonly proposals: readonly RangeProposal[];
}

/** Parses an ISO 8601 date (`2026-01-31`) or date-time (`2026-01-31T12:00:00.000Z`). */
export function parseDate(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}($|T)/.test(value.trim())) return undefined;
  const t = Date.parse(value.trim());
  return Number.isNaN(t) ? undefined : t;
}

const iso = (t: number) => new Date(t).toISOString();

/** Checks a range against the service limits; `null` when it may be requested. */
export function checkRange(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  granularity: Granularity = 'daily',
): RangeProblem | null {
  const start = parseDate(startDate);
  const end = parseDate(endDate);
  if (start === undefined) return { kind: 'start', proposals: [] };
  if (end === undefined) return { kind: 'end', proposals: [] };
  if (start >= end) return { kind: 'order', proposals: [] };
  const span = end - start;
  const max = MAX_RANGE_DAYS[granularity];
  if (isWithinMaxRange(granularity, start, end)) return null;
  const proposals: RangeProposal[] = [];
  if (granularity === 'hourly' && isWithinMaxRange('daily', start, end)) {
    proposals.push({ startDate: iso(start), endDate: iso(end), granularity: 'daily' });
  }
  proposals.push({ startDate: iso(end - max * DAY), endDate: iso(end), granularity });
  return { kind: granularity, days: Math.ceil(span / DAY), proposals };
}

/** The element's range attributes. */
export interface RangeAttributes {
  index?: string | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  granularity?: string | null | undefined;
  period?: string | null | undefined;
}

/** What the element's attributes amount to: the range, and the metrics to ask for. */
export interface ChartQuery extends RangeAttributes {
  /** The names to request, as parsed once from `statistic` (`parseStatistic(…).fetch`). */
  statistic: readonly string[];
}

/**
 * The parameters to request, or the problem that stops the request. A `period` wins over dates;
 * without a period or a start date the last 30 days (`month`) are shown; a start date without
 * an end date runs to now. An unknown granularity or period is reported as such.
 */
export function planRequest(
  query: ChartQuery,
  now: Date = new Date(),
):
  | { params: UsageParams }
  | { problem: RangeProblem | { kind: 'granularity' | 'period'; proposals: [] } } {
  const base = {
    statistic: query.statistic,
    ...(query.index ? { index: query.index } : {}),
  };
  if (query.period) {
    if (!isPeriod(query.period)) return { problem: { kind: 'period', proposals: [] } };
    return { params: { ...base, period: query.period } };
  }
  const granularity = query.granularity || 'daily';
  if (!isGranularity(granularity)) return { problem: { kind: 'granularity', proposals: [] } };
  if (!query.startDate && !query.endDate) return { params: { ...base, period: 'month' } };
  const endDate = query.endDate || iso(now.getTime());
  const problem = checkRange(query.startDate, endDate, granularity);
  if (problem) return { problem };
  return {
    params: {
      ...base,
      startDate: iso(parseDate(query.startDate)!),
      endDate: iso(parseDate(endDate)!),
      granularity,
    },
  };
}
