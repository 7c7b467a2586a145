/**
 * The usage metric catalogue: units by family, the groups the service accepts in the statistic
 * path, and the derived billed search requests. Pure data and functions, no DOM. (Which metrics
 * carry per-server or per-region objects is a rule of the service: `isPerServerMetric` in
 * `src/api/rules/usage.ts`.)
 */
import type { UsageGroup } from '../api/rules/usage.js';

/** How a metric's values are measured (and so formatted). */
export type Unit = 'count' | 'ms' | 'bytes' | 'percent';

/** How a metric's range is summed up in one figure (small multiples: see headline.ts). */
export type HeadlineRule = 'sum' | 'peak' | 'average' | 'last';

/** The derived metric: `total_search_requests` minus `querysuggestions_total_search_requests`. */
export const BILLED = 'billed_search_requests';
export const TOTAL_REQUESTS = 'total_search_requests';
export const QS_REQUESTS = 'querysuggestions_total_search_requests';

const ops = (names: string) => names.split(' ').map((name) => `${name}_operations`);

/**
 * Names usable as a whole group in the statistic path (the rules' `UsageGroup`, checked by the
 * type), with the metrics each one returns.
 */
export const GROUPS: Readonly<Record<string, readonly string[]>> = {
  search_operations: /* @__PURE__ */ ops('queries multi_queries'),
  acl_operations: /* @__PURE__ */ ops(
    'get_api_key get_api_keys add_api_key update_api_key delete_api_key list_api_key',
  ),
  indexing_operations: /* @__PURE__ */ ops(
    'browse clear_index copy_move delete_index get_log get_settings list_indices set_settings wait_task',
  ),
  record_operations: /* @__PURE__ */ ops(
    'add_record batch delete_by_query delete_record get_record partial_update_record update_record',
  ),
  synonym_operations: /* @__PURE__ */ ops(
    'batch_synonym clear_synonym delete_synonym get_synonym query_synonym update_synonym',
  ),
  rule_operations: /* @__PURE__ */ ops(
    'batch_rules clear_rules delete_rules get_rules save_rules search_rules',
  ),
} satisfies Record<UsageGroup, readonly string[]>;

/** The members of a group name, or `undefined` for any other name (`__proto__` included). */
export const groupOf = (name: string): readonly string[] | undefined =>
  Object.hasOwn(GROUPS, name) ? GROUPS[name] : undefined;

/** The unit of a metric, from its family. Unknown metrics are counts. */
export function unitOf(metric: string): Unit {
  if (metric === 'data_size' || metric === 'file_size') return 'bytes';
  if (metric.endsWith('_processing_time') && !metric.startsWith('queries_above')) return 'ms';
  if (metric.includes('used_search_capacity') || metric.startsWith('degraded_queries_')) {
    return 'percent';
  }
  return 'count';
}

/** What a `statistic` attribute asks for, and what to send to the service for it. */
export interface StatisticRequest {
  /** The names as written (metric names, groups, `*`), deduplicated, in order. */
  readonly requested: readonly string[];
  /** What the service is asked for: the derived metric is replaced by its two operands. */
  readonly fetch: readonly string[];
  /** Metric names whose absence from the response is worth telling (no groups, no `*`). */
  readonly expected: readonly string[];
  /** Whether the derived billed series was asked for by name. */
  readonly billed: boolean;
}

/** Parses a comma-separated `statistic` value (metric names, groups or `*`). */
export function parseStatistic(
  value: string | readonly string[] | null | undefined,
): StatisticRequest {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  const requested = [...new Set(list.map((text) => text.trim()).filter(Boolean))];
  const billed = requested.includes(BILLED);
  const fetch: string[] = [];
  for (const name of requested) {
    if (name === BILLED) fetch.push(TOTAL_REQUESTS, QS_REQUESTS);
    else fetch.push(name);
  }
  const all = requested.includes('*');
  return {
    requested,
    fetch: all ? ['*'] : [...new Set(fetch)],
    expected: requested.filter((name) => name !== '*' && !groupOf(name)),
    billed,
  };
}
