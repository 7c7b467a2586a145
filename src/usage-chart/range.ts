/**
 * From the element's attributes to usage request parameters, with the range limits checked
 * BEFORE any request by the API's own check (`checkRangeLimits`: hourly at most 7 days, daily
 * at most 365 days, start before end), and the fixes to propose when they are broken
 * (`rangeProposals`). Pure functions, no DOM.
 */
import {
  DAY_MS,
  MAX_RANGE_DAYS,
  isGranularity,
  isPeriod,
  isWithinMaxRange,
  type Granularity,
  type UsagePeriod,
} from '../api/rules/usage.js';
import { checkRangeLimits, timeRange } from '../api/usage-range.js';

/** A way out of a range problem, ready to apply to the element. */
export interface RangeProposal {
  readonly startDate: string;
  readonly endDate: string;
  readonly granularity: Granularity;
}

export type RangeProblem =
  /** `start` / `end`: missing or not a date; `order`: start is not before end. */
  | { readonly kind: 'start' | 'end' | 'order' }
  /**
   * Longer than the granularity allows: the range's length in days (rounded up), and its
   * times (ms), from which `rangeProposals` makes the fixes to offer.
   */
  | {
      readonly kind: Granularity;
      readonly days: number;
      readonly start: number;
      readonly end: number;
    };

/** Parses an ISO 8601 date (`2026-01-31`) or date-time (`2026-01-31T12:00:00.000Z`). */
export function parseDate(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}($|T)/.test(value.trim())) return undefined;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Checks the range attributes: dates as the attributes take them (`parseDate`), then the
 * service's limits (`checkRangeLimits`); `null` when the range may be requested.
 */
export function checkRange(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  granularity: Granularity = 'daily',
): RangeProblem | null {
  const start = parseDate(startDate);
  const end = parseDate(endDate);
  if (start === undefined) return { kind: 'start' };
  if (end === undefined) return { kind: 'end' };
  const limit = checkRangeLimits(granularity, start, end);
  if (!limit) return null;
  return limit.kind === 'order' ? limit : { ...limit, start, end };
}

/** A problem `planRequest` finds before any request: the range's, or an unknown name. */
export type PlanProblem = RangeProblem | { readonly kind: 'granularity' | 'period' };

/** The element's range attributes. */
export interface RangeAttributes {
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  granularity?: string | null | undefined;
  period?: string | null | undefined;
}

/** A range the service accepts: a period, or dates checked against its limits. */
export type PlannedRange =
  { period: UsagePeriod } | { startDate: string; endDate: string; granularity: Granularity };

/**
 * The range to request, or the problem that stops the request. A `period` wins over dates;
 * without a period or a start date the last 30 days (`month`) are shown; a start date without
 * an end date runs to now. An unknown granularity or period is reported as such.
 */
export function planRequest(
  attributes: RangeAttributes,
  now: Date = new Date(),
): { range: PlannedRange } | { problem: PlanProblem } {
  const { period, startDate } = attributes;
  if (period) {
    if (!isPeriod(period)) return { problem: { kind: 'period' } };
    return { range: { period } };
  }
  const granularity = attributes.granularity || 'daily';
  if (!isGranularity(granularity)) return { problem: { kind: 'granularity' } };
  if (!startDate && !attributes.endDate) return { range: { period: 'month' } };
  const endDate = attributes.endDate || now.toISOString();
  const problem = checkRange(startDate, endDate, granularity);
  if (problem) return { problem };
  return { range: timeRange(parseDate(startDate)!, parseDate(endDate)!, granularity) };
}

/**
 * The fixes for `problem`, in the order offered: daily data for the same range when that is
 * within daily's limit, then the last days the granularity allows, up to the same end; none for
 * a problem that is not a length.
 */
export function rangeProposals(problem: PlanProblem): RangeProposal[] {
  if (!('days' in problem)) return [];
  const { kind: granularity, start, end } = problem;
  const proposals: RangeProposal[] = [];
  if (granularity === 'hourly' && isWithinMaxRange('daily', start, end)) {
    proposals.push(timeRange(start, end, 'daily'));
  }
  const max = MAX_RANGE_DAYS[granularity];
  proposals.push(timeRange(end - max * DAY_MS, end, granularity));
  return proposals;
}
