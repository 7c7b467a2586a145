/**
 * From the element's attributes to usage request parameters, with the range limits checked
 * BEFORE any request by the API's own check (`checkRangeLimits`: hourly at most 7 days, daily
 * at most 365 days, start before end), and fixes to propose when they are broken. Pure
 * functions, no DOM.
 */
import {
  DAY_MS as DAY,
  MAX_RANGE_DAYS,
  isGranularity,
  isPeriod,
  isWithinMaxRange,
  type Granularity,
  type UsagePeriod,
} from '../api/rules/usage.js';
import { checkRangeLimits } from '../api/usage-range.js';

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
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : time;
}

const iso = (time: number) => new Date(time).toISOString();

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
  if (start === undefined) return { kind: 'start', proposals: [] };
  if (end === undefined) return { kind: 'end', proposals: [] };
  const limit = checkRangeLimits(granularity, start, end);
  if (!limit) return null;
  if (limit.kind === 'order') return { kind: 'order', proposals: [] };
  const max = MAX_RANGE_DAYS[granularity];
  const proposals: RangeProposal[] = [];
  if (granularity === 'hourly' && isWithinMaxRange('daily', start, end)) {
    proposals.push({ startDate: iso(start), endDate: iso(end), granularity: 'daily' });
  }
  proposals.push({ startDate: iso(end - max * DAY), endDate: iso(end), granularity });
  return { kind: limit.kind, days: limit.days, proposals };
}

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
):
  | { range: PlannedRange }
  | { problem: RangeProblem | { kind: 'granularity' | 'period'; proposals: [] } } {
  const { period, startDate } = attributes;
  if (period) {
    if (!isPeriod(period)) return { problem: { kind: 'period', proposals: [] } };
    return { range: { period } };
  }
  const granularity = attributes.granularity || 'daily';
  if (!isGranularity(granularity)) return { problem: { kind: 'granularity', proposals: [] } };
  if (!startDate && !attributes.endDate) return { range: { period: 'month' } };
  const endDate = attributes.endDate || iso(now.getTime());
  const problem = checkRange(startDate, endDate, granularity);
  if (problem) return { problem };
  return {
    range: {
      startDate: iso(parseDate(startDate)!),
      endDate: iso(parseDate(endDate)!),
      granularity,
    },
  };
}
