/**
 * The usage metrics the emulator knows: which exist at the application level and per index
 * (as the spec lists them, plus the application-level operation metrics of api-decisions.md),
 * the groups the `statistic` path accepts, and how a day aggregates hourly values.
 */

export type Level = 'app' | 'index';

const SEARCH = ['queries_operations', 'multi_queries_operations'];
const ACL_INDEX = [
  'get_api_key_operations',
  'get_api_keys_operations',
  'add_api_key_operations',
  'update_api_key_operations',
  'delete_api_key_operations',
];
const ACL_APP = [...ACL_INDEX, 'list_api_key_operations'];
const INDEXING = [
  'browse_operations',
  'clear_index_operations',
  'copy_move_operations',
  'delete_index_operations',
  'get_log_operations',
  'get_settings_operations',
  'set_settings_operations',
  'list_indices_operations',
  'wait_task_operations',
];
const RECORDS = [
  'add_record_operations',
  'batch_operations',
  'delete_by_query_operations',
  'delete_record_operations',
  'get_record_operations',
  'partial_update_record_operations',
  'update_record_operations',
];
const SYNONYMS_INDEX = [
  'batch_synonym_operations',
  'delete_synonym_operations',
  'get_synonym_operations',
  'query_synonym_operations',
  'update_synonym_operations',
];
const SYNONYMS_APP = [...SYNONYMS_INDEX, 'clear_synonym_operations'];
const RULES = [
  'batch_rules_operations',
  'clear_rules_operations',
  'delete_rules_operations',
  'get_rules_operations',
  'save_rules_operations',
  'search_rules_operations',
];
const TOTALS_INDEX = [
  'total_search_operations',
  'total_acl_operations',
  'total_indexing_operations',
  'total_records_operations',
  'total_synonym_operations',
  'total_rules_operations',
  'total_write_operations',
  'total_read_operations',
  'total_operations',
];
const TOTALS_APP = [
  'total_search_operations',
  'total_search_requests',
  'total_recommend_requests',
  ...TOTALS_INDEX.slice(1),
];
const QS_INDEX = TOTALS_INDEX.map((m) => `querysuggestions_${m}`);
const QS_APP = [
  'querysuggestions_total_search_operations',
  'querysuggestions_total_search_requests',
  ...QS_INDEX.slice(1),
];
const PROCESSING = [
  'avg_processing_time',
  '90p_processing_time',
  '99p_processing_time',
  'queries_above_last_ms_processing_time',
];
const SIZES = ['records', 'data_size', 'file_size'];
const QPS = ['max_qps', 'region_max_qps', 'total_max_qps'];
const CAPACITY = [
  'used_search_capacity',
  'avg_used_search_capacity',
  'region_used_search_capacity',
  'region_avg_used_search_capacity',
  'total_used_search_capacity',
  'total_avg_used_search_capacity',
];
const DEGRADED = [
  'degraded_queries_ssd_used_queries_impacted',
  'degraded_queries_ssd_used_seconds_impacted',
  'degraded_queries_max_capacity_queries_impacted',
  'degraded_queries_max_capacity_seconds_impacted',
];

/** Every metric of the application-level endpoint, in the order `*` returns them. */
export const APP_METRICS: readonly string[] = [
  ...INDEXING,
  ...RULES,
  ...TOTALS_APP,
  ...QS_APP,
  ...PROCESSING,
  ...SIZES,
  ...QPS,
  ...CAPACITY,
  ...DEGRADED,
  'insights_operations',
  ...SEARCH,
  ...ACL_APP,
  ...RECORDS,
  ...SYNONYMS_APP,
];

/** Every metric of the per-index endpoint, in the order `*` returns them. */
export const INDEX_METRICS: readonly string[] = [
  ...SEARCH,
  ...ACL_INDEX,
  ...INDEXING,
  ...RECORDS,
  ...SYNONYMS_INDEX,
  ...RULES,
  ...TOTALS_INDEX,
  ...QS_INDEX,
  ...PROCESSING,
  ...SIZES,
];

export const ALL_METRICS: ReadonlySet<string> = new Set([...APP_METRICS, ...INDEX_METRICS]);

/** Group names of the `statistic` path and their members per level. */
export const GROUPS: Readonly<Record<string, Readonly<Record<Level, readonly string[]>>>> = {
  search_operations: { app: SEARCH, index: SEARCH },
  acl_operations: { app: ACL_APP, index: ACL_INDEX },
  indexing_operations: { app: INDEXING, index: INDEXING },
  record_operations: { app: RECORDS, index: RECORDS },
  synonym_operations: { app: SYNONYMS_APP, index: SYNONYMS_INDEX },
  rule_operations: { app: RULES, index: RULES },
};

export const GROUP_MEMBERS = { SEARCH, ACL_APP, ACL_INDEX, INDEXING, RECORDS, SYNONYMS_APP, RULES };

/** Metrics documented by the spec that never have data (a gap the elements must show). */
export const METRICS_WITHOUT_DATA: ReadonlySet<string> = new Set([
  'queries_above_last_ms_processing_time',
]);

/** Metrics whose values are objects keyed by server (`server-1`…) or region (`us`, `de`). */
export const PER_SERVER = new Set([
  'max_qps',
  'used_search_capacity',
  'avg_used_search_capacity',
  ...DEGRADED,
]);
export const PER_REGION = new Set([
  'region_max_qps',
  'region_used_search_capacity',
  'region_avg_used_search_capacity',
]);

export const SERVERS = ['server-1', 'server-2', 'server-3'] as const;
export const REGIONS = { us: ['server-1', 'server-2'], de: ['server-3'] } as const;

export type Aggregate = 'sum' | 'mean' | 'max' | 'last';

/** How a daily point aggregates the hourly values of its day. */
export function aggregateOf(metric: string): Aggregate {
  if (SIZES.includes(metric)) return 'last';
  if (
    metric.endsWith('_processing_time') ||
    metric.includes('avg_used') ||
    metric.startsWith('degraded_')
  ) {
    return 'mean';
  }
  if (metric.endsWith('max_qps') || metric.endsWith('used_search_capacity')) return 'max';
  return 'sum';
}

/**
 * The metrics a `statistic` path segment names at `level`: metric names, comma lists, `*` and
 * group names, de-duplicated in order. `null` when one of them is unknown.
 */
export function expandStatistic(statistic: string, level: Level): string[] | null {
  const out = new Set<string>();
  for (const raw of statistic.split(',')) {
    const name = raw.trim();
    if (name === '*') {
      for (const m of level === 'app' ? APP_METRICS : INDEX_METRICS) out.add(m);
    } else if (Object.hasOwn(GROUPS, name)) {
      for (const m of (GROUPS[name] as Record<Level, readonly string[]>)[level]) out.add(m);
    } else if (ALL_METRICS.has(name)) {
      out.add(name);
    } else {
      return null;
    }
  }
  return [...out];
}
