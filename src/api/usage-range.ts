/**
 * The time range of a usage request: explicit `startDate`/`endDate`/`granularity`, or one of the
 * older monitoring `period` values, checked against the service's limits before sending.
 */
import { LimitError } from './errors.js';
import {
  DAY_MS,
  MAX_RANGE_DAYS,
  PERIODS,
  PERIOD_SPANS,
  isGranularity,
  isPeriod,
  isWithinMaxRange,
  type Granularity,
  type UsagePeriod,
} from './rules/usage.js';

export type UsageParams =
  | {
      statistic: string | readonly string[];
      index?: string;
      startDate: string | Date;
      endDate: string | Date;
      /** Default `daily`. */
      granularity?: Granularity;
    }
  | {
      statistic: string | readonly string[];
      index?: string;
      period: UsagePeriod;
      /** The reference time of the period (default: now). */
      now?: Date;
    };

export interface UsageRange {
  /** RFC 3339 with milliseconds and `Z`, e.g. `2026-11-01T00:00:00.000Z`. */
  startDate: string;
  endDate: string;
  granularity: Granularity;
}

function toTime(value: string | Date, field: string): number {
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(t)) {
    throw new LimitError(field, `${field} must be a valid date, e.g. 2026-11-01T00:00:00.000Z.`);
  }
  return t;
}

/** What breaks the service's limits on a range: a start not before its end, or too long a span. */
export type RangeLimit = { kind: 'order' } | { kind: Granularity; days: number };

/**
 * Checks a range (times in ms) against the service's limits: the start before the end, at most
 * 7 days hourly and 365 days daily. What breaks them (`days`: the span rounded up), or
 * `undefined`. The one check of a range: `usageRange` throws with it, and `<usage-chart>` plans
 * its request with it (and proposes fixes) before asking.
 */
export function checkRangeLimits(
  granularity: Granularity,
  start: number,
  end: number,
): RangeLimit | undefined {
  if (start >= end) return { kind: 'order' };
  if (isWithinMaxRange(granularity, start, end)) return undefined;
  return { kind: granularity, days: Math.ceil((end - start) / DAY_MS) };
}

/** The range from `start` to `end` (ms) at `granularity`, its dates in RFC 3339 with `Z`. */
export const timeRange = (start: number, end: number, granularity: Granularity): UsageRange => ({
  startDate: new Date(start).toISOString(),
  endDate: new Date(end).toISOString(),
  granularity,
});

/**
 * The dates of a period ending at `now` (ms): whole hours or days that ended before `now`, from
 * the first millisecond to the last, so each period has exactly its documented number of points
 * (see `PERIOD_SPANS`). Checks nothing (`usageRange` does, then maps with this).
 */
export function periodRange(period: UsagePeriod, now = Date.now()): UsageRange {
  const [granularity, unit, count] = PERIOD_SPANS[period];
  const end = Math.floor(now / unit) * unit; // start of the current, unfinished hour or day
  return timeRange(end - count * unit, end - 1, granularity);
}

/** Maps a period to dates, or checks explicit dates; throws `LimitError` past a limit. */
export function usageRange(params: UsageParams): UsageRange {
  if ('period' in params) {
    if (!isPeriod(params.period)) {
      throw new LimitError('period', `period must be one of ${PERIODS.join(', ')}.`);
    }
    return periodRange(params.period, params.now ? toTime(params.now, 'now') : Date.now());
  }
  const granularity = params.granularity ?? 'daily';
  if (!isGranularity(granularity)) {
    throw new LimitError('granularity', 'granularity must be "hourly" or "daily".');
  }
  const start = toTime(params.startDate, 'startDate');
  const end = toTime(params.endDate, 'endDate');
  const limit = checkRangeLimits(granularity, start, end);
  if (limit?.kind === 'order') {
    throw new LimitError('range', 'startDate must be before endDate: swap or widen the dates.');
  }
  if (limit) {
    const days = MAX_RANGE_DAYS[granularity];
    throw new LimitError(
      `${granularity}Range`,
      granularity === 'hourly'
        ? `An hourly range covers at most ${days} days: shorten it or use daily granularity.`
        : `A daily range covers at most ${days} days: shorten it.`,
    );
  }
  return timeRange(start, end, granularity);
}

/**
 * The names `statistic` asks for: one name, several (an array, or comma-separated), `*`, or a
 * group name; trimmed, each checked to fit in the path.
 */
export function statisticNames(statistic: string | readonly string[]): string[] {
  const names = typeof statistic === 'string' ? statistic.split(',') : [...statistic];
  const trimmed = names.map((n) => n.trim());
  if (!trimmed.length || trimmed.some((n) => !n || /[/?#\s]/.test(n))) {
    throw new LimitError(
      'statistic',
      'statistic must name one or more metrics (e.g. "records" or ["records", "data_size"]), a group or "*".',
    );
  }
  return trimmed;
}
