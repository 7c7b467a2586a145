/**
 * Usage statistics (`GET /1/usage/{statistic}[/{index}]`).
 *
 * The service answers an object keyed by metric name, each value a series of points `{t, v}`
 * (`t` in ms; `v` a number, or an object of numbers keyed by server or region for metrics such
 * as `max_qps`). Metrics without data are absent; no data at all is `{}`. An alternative
 * envelope `{"statistics": [...points]}` (one metric) is accepted too; `usageSeries` turns
 * either into one model.
 */
import * as z from 'zod/mini';

export const usagePoint = z.looseObject({
  t: z.number(),
  v: z.union([z.number(), z.record(z.string(), z.number())]),
});
export type UsagePoint = { t: number; v: number | Record<string, number> };

export const usageSeriesMap = z.record(z.string(), z.array(usagePoint));
export const usageEnvelope = z.looseObject({ statistics: z.array(usagePoint) });

/** The metric groups the `statistic` path accepts besides metric names and `*`. */
export const USAGE_GROUPS = [
  'search_operations',
  'acl_operations',
  'indexing_operations',
  'record_operations',
  'synonym_operations',
  'rule_operations',
] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];

export type Granularity = 'hourly' | 'daily';

/** Metrics whose `v` is an object keyed by server or region name. */
export function isPerServerMetric(metric: string): boolean {
  return /^(degraded_queries_|region_)|^(max_qps|used_search_capacity|avg_used_search_capacity)$/.test(
    metric,
  );
}

/**
 * The schema a usage body should match: the alternative envelope when the body is an object
 * whose only array field is `statistics`, otherwise the keyed map. (Choosing first, instead of
 * a union, keeps the path of a mismatch precise: `records[3].v`.)
 */
export function usageSchemaFor(body: unknown): typeof usageEnvelope | typeof usageSeriesMap {
  return body !== null &&
    typeof body === 'object' &&
    Array.isArray((body as Record<string, unknown>).statistics) &&
    Object.values(body).filter(Array.isArray).length === 1
    ? usageEnvelope
    : usageSeriesMap;
}

/**
 * One model for both envelopes: series keyed by metric, each sorted by `t`. The alternative
 * envelope names no metric: its series is keyed by `metric` (the requested statistic).
 */
export function usageSeries(
  body: z.infer<typeof usageEnvelope> | z.infer<typeof usageSeriesMap>,
  metric: string,
): Record<string, UsagePoint[]> {
  const raw: Record<string, UsagePoint[]> = Array.isArray(body.statistics)
    ? { [metric]: body.statistics as UsagePoint[] }
    : (body as Record<string, UsagePoint[]>);
  const out: Record<string, UsagePoint[]> = {};
  for (const [name, points] of Object.entries(raw)) {
    out[name] = points.map(({ t, v }) => ({ t, v })).sort((a, b) => a.t - b.t);
  }
  return out;
}
