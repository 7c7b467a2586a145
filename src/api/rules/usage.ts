/**
 * The usage service's rules, declared once: granularities, the monitoring periods and the
 * longest range per granularity. The zod schemas, the request checks, the emulator and
 * `<usage-chart>` import them from here. Pure constants and functions; imports nothing.
 */

export const GRANULARITIES = ['hourly', 'daily'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const PERIODS = ['last_day', 'day', 'month', 'year'] as const;
export type UsagePeriod = (typeof PERIODS)[number];

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The longest range per granularity, in days (inclusive): hourly 7, daily 365. */
export const MAX_RANGE_DAYS: Readonly<Record<Granularity, number>> = { hourly: 7, daily: 365 };

/** The same, in milliseconds. */
export const MAX_RANGE: Readonly<Record<Granularity, number>> = {
  hourly: MAX_RANGE_DAYS.hourly * DAY_MS,
  daily: MAX_RANGE_DAYS.daily * DAY_MS,
};

/**
 * What each period covers: whole hours or days that ended before now, `count` points of
 * `granularity`: `last_day` 1 day, `day` 24 hours, `month` 30 days, `year` 365 days.
 */
export const PERIOD_SPANS: Readonly<
  Record<UsagePeriod, readonly [granularity: Granularity, unit: number, count: number]>
> = {
  last_day: ['daily', DAY_MS, 1],
  day: ['hourly', HOUR_MS, 24],
  month: ['daily', DAY_MS, 30],
  year: ['daily', DAY_MS, 365],
};

export const isGranularity = (value: unknown): value is Granularity =>
  (GRANULARITIES as readonly unknown[]).includes(value);

export const isPeriod = (value: unknown): value is UsagePeriod =>
  (PERIODS as readonly unknown[]).includes(value);

/** Whether `start` to `end` (ms) stays within the longest range of `granularity` (inclusive). */
export const isWithinMaxRange = (granularity: Granularity, start: number, end: number): boolean =>
  end - start <= MAX_RANGE[granularity];

/** One point of a usage series: `t` in ms; `v` a number, or numbers keyed by server or region. */
export type UsagePoint = { t: number; v: number | Record<string, number> };

/** The metric groups the `statistic` path accepts besides metric names and `*`. */
export type UsageGroup =
  | 'search_operations'
  | 'acl_operations'
  | 'indexing_operations'
  | 'record_operations'
  | 'synonym_operations'
  | 'rule_operations';

/** Metrics whose `v` is an object keyed by server or region name. */
export function isPerServerMetric(metric: string): boolean {
  return /^(degraded_queries_|region_)|^(max_qps|used_search_capacity|avg_used_search_capacity)$/.test(
    metric,
  );
}
