/**
 * Every visible and assistive-technology string of `<usage-chart>`, in English. Set the
 * element's `strings` property to a partial object to override any of them. The titles of a
 * failed load and the retry button are the shared `FailureStrings`.
 */
import { failureStrings, type FailureStrings } from '../internal/failure-strings.js';
import type { HeadlineRule, Unit } from './metrics.js';

/**
 * The strings of `compare` (the previous period). Their English defaults load with the feature
 * with every other string in `defaultStrings`.
 */
interface CompareStrings {
  /** The CSV's and the table's column of a series' previous period. */
  previous: (label: string) => string;
  /** The CSV's and the table's column of a series' change from the previous period. */
  change: (label: string) => string;
  /** Follows a value in the crosshair's read-out: the previous period's value and the change. */
  previousPoint: (value: string, change: string) => string;
  /** Ends the text alternative when the previous period is drawn (`range`: its dates). */
  comparison: (range: string) => string;
  /** Shown while the previous period loads. */
  previousLoading: string;
  /** The previous period would start before 1970: it is not requested. */
  previousRefused: string;
  /** Title of a failed load of the previous period (`problem`: the failure's title). */
  previousFailed: (problem: string) => string;
}

/**
 * The strings of the small multiples (many metrics: `layout`). Their English defaults load with
 * with every other string in `defaultStrings`.
 */
interface GridStrings {
  /** Name of the grid: how many metrics it shows. */
  metrics: (count: string, total: number) => string;
  /** Title of a cell's name, a button opening the metric as the detailed chart. */
  openMetric: (name: string) => string;
  /** The rule of a cell's figure: the total, the peak, the average or the latest value. */
  ruleName: (rule: HeadlineRule) => string;
  /** A cell's change against the previous period (`change`: a signed percentage). */
  versus: (change: string) => string;
  /** The button back from a metric opened from the grid. */
  allMetrics: string;
  /** The button showing every cell, past the first 100. */
  wholeGrid: (count: string, total: number) => string;
}

/**
 * The strings of a range the service would refuse (the attributes' problems, checked before any
 * request, and the buttons that fix them).
 */
interface ProblemStrings {
  invalidStart: string;
  invalidEnd: string;
  order: string;
  hourlyLimit: (days: string, count: number) => string;
  dailyLimit: (days: string, count: number) => string;
  invalidGranularity: string;
  invalidPeriod: string;
  /** A proposal button's label: switch to daily data over the same range. */
  useDaily: string;
  /** A proposal button's label: keep the granularity, keep only the last `days` days. */
  useLastDays: (days: string, count: number) => string;
}

/**
 * The quantity a unit measures, as an exported image heads a panel and a small multiple names
 * its figure, in `defaultStrings` with the others.
 */
interface UnitStrings {
  unitName: (unit: Unit) => string;
}

export interface UsageChartStrings
  extends FailureStrings, UnitStrings, CompareStrings, GridStrings, ProblemStrings {
  /** Accessible name of the chart region. */
  chart: string;
  /** Announced while loading. */
  loading: string;
  /** Name of the focusable plot (a slider over time whose value is the crosshair's date). */
  cursor: string;
  /** The zoom's button back to the range before the first zoom. */
  resetZoom: string;
  /** Announced while the keyboard selects a range to zoom into (`range`: its dates). */
  zoomSelection: (range: string) => string;
  /** Name of the legend's group of toggles. */
  legend: string;
  /** The view toggle (pressed = table shown). */
  tableView: string;
  download: string;
  /** The table's first column and the CSV's time column (hourly data). */
  time: string;
  /**
   * Under the chart and the table of hourly data: the zone its times are in (`zone`: its
   * name and short names, "New York (EST)").
   */
  timesIn: (zone: string) => string;
  /** Under the chart and the table of daily data, and the CSV's time column: the service's days. */
  daysInUTC: string;
  hourly: string;
  daily: string;
  /** Header of the value column when a point is missing. */
  noValue: string;
  /**
   * The names of the service's metrics by id (each overridable on its own: the object is
   * merged name by name). A metric named here is shown by this name in the title, legend,
   * tooltip, table, CSV header, images and messages.
   */
  metricNames: Readonly<Record<string, string>>;
  /** The name of a metric `metricNames` does not name (default: words from its id). */
  metric: (name: string) => string;
  /** A per-server or per-region series' name. */
  keyed: (metric: string, key: string) => string;
  /** The text alternative: the range and granularity, then `seriesSummary` for each series. */
  summary: (range: string, granularity: string) => string;
  seriesSummary: (label: string, min: string, max: string, last: string) => string;
  /** The crosshair announcement: a date and the values at it (`label: value` list). */
  point: (time: string, values: string) => string;
  /** Nothing had data (list of the metrics asked for). */
  empty: (metrics: string) => string;
  /** The button listing every series in the legend (past the first 100). */
  wholeLegend: (count: string, total: number) => string;
  /** Ends a list of metric names cut short (`empty`, `partial`). */
  more: (count: string, total: number) => string;
  /** Stands for `*` in `empty`. */
  anyMetric: string;
  /** Some metrics had no data; the rest is charted. */
  partial: (metrics: string) => string;
  /** Every series is hidden through the legend. */
  allHidden: string;
  /** Neither a `statistic` nor `data` is set. */
  noStatistic: string;
  /** No store (or a store without client) and no `data`. */
  noClient: string;
  /** Names of the image download buttons (which show "SVG" and "PNG": keep those words in). */
  downloadSVG: string;
  downloadPNG: string;
  /** An image could not be made (`format`: "SVG" or "PNG"), e.g. the page blocks it. */
  exportFailed: (format: string) => string;
  /** The image export (`format`: "SVG" or "PNG") could not be loaded (the page went offline). */
  exportUnavailable: (format: string) => string;
}

/**
 * The English name of every metric the service names (both usage endpoints), its groups and
 * the derived billed requests, by id. Translations carry theirs; a page overrides one name
 * through `strings.metricNames` (merged name by name).
 */
const metricNames: Readonly<Record<string, string>> = {
  billed_search_requests: 'Billed search requests',
  search_operations: 'Search operations',
  acl_operations: 'API key operations',
  indexing_operations: 'Indexing operations',
  record_operations: 'Record operations',
  synonym_operations: 'Synonym operations',
  rule_operations: 'Rule operations',
  queries_operations: 'Single queries',
  multi_queries_operations: 'Queries in batches',
  get_api_key_operations: 'API key reads',
  get_api_keys_operations: 'API key list reads',
  add_api_key_operations: 'API keys added',
  update_api_key_operations: 'API keys updated',
  delete_api_key_operations: 'API keys deleted',
  list_api_key_operations: 'API key listings',
  browse_operations: 'Browse operations',
  clear_index_operations: 'Index clears',
  copy_move_operations: 'Index copies and moves',
  delete_index_operations: 'Index deletions',
  get_log_operations: 'Log reads',
  get_settings_operations: 'Settings reads',
  list_indices_operations: 'Index listings',
  set_settings_operations: 'Settings changes',
  wait_task_operations: 'Task waits',
  add_record_operations: 'Records added',
  batch_operations: 'Record batches',
  delete_by_query_operations: 'Deletions by query',
  delete_record_operations: 'Records deleted',
  get_record_operations: 'Record reads',
  partial_update_record_operations: 'Partial record updates',
  update_record_operations: 'Records updated',
  batch_synonym_operations: 'Synonym batches',
  clear_synonym_operations: 'Synonym clears',
  delete_synonym_operations: 'Synonyms deleted',
  get_synonym_operations: 'Synonym reads',
  query_synonym_operations: 'Synonym searches',
  update_synonym_operations: 'Synonyms updated',
  batch_rules_operations: 'Rule batches',
  clear_rules_operations: 'Rule clears',
  delete_rules_operations: 'Rules deleted',
  get_rules_operations: 'Rule reads',
  save_rules_operations: 'Rules saved',
  search_rules_operations: 'Rule searches',
  total_search_operations: 'Total search operations',
  total_search_requests: 'Total search requests',
  total_recommend_requests: 'Total recommendation requests',
  total_acl_operations: 'Total API key operations',
  total_indexing_operations: 'Total indexing operations',
  total_records_operations: 'Total record operations',
  total_synonym_operations: 'Total synonym operations',
  total_rules_operations: 'Total rule operations',
  total_write_operations: 'Total write operations',
  total_read_operations: 'Total read operations',
  total_operations: 'Total operations',
  querysuggestions_total_search_operations: 'Query Suggestions: search operations',
  querysuggestions_total_search_requests: 'Query Suggestions: search requests',
  querysuggestions_total_acl_operations: 'Query Suggestions: API key operations',
  querysuggestions_total_indexing_operations: 'Query Suggestions: indexing operations',
  querysuggestions_total_records_operations: 'Query Suggestions: record operations',
  querysuggestions_total_synonym_operations: 'Query Suggestions: synonym operations',
  querysuggestions_total_rules_operations: 'Query Suggestions: rule operations',
  querysuggestions_total_write_operations: 'Query Suggestions: write operations',
  querysuggestions_total_read_operations: 'Query Suggestions: read operations',
  querysuggestions_total_operations: 'Query Suggestions: all operations',
  avg_processing_time: 'Average processing time',
  '90p_processing_time': '90th percentile processing time',
  '99p_processing_time': '99th percentile processing time',
  queries_above_last_ms_processing_time: 'Queries taking 1 second or more',
  records: 'Records',
  data_size: 'Data size',
  file_size: 'File size',
  max_qps: 'Peak queries per second',
  region_max_qps: 'Peak queries per second by region',
  total_max_qps: 'Peak queries per second, all servers',
  used_search_capacity: 'Peak search capacity used',
  avg_used_search_capacity: 'Average search capacity used',
  region_used_search_capacity: 'Peak search capacity used by region',
  region_avg_used_search_capacity: 'Average search capacity used by region',
  total_used_search_capacity: 'Peak search capacity used, all servers',
  total_avg_used_search_capacity: 'Average search capacity used, all servers',
  degraded_queries_ssd_used_queries_impacted: 'Queries read from SSD',
  degraded_queries_ssd_used_seconds_impacted: 'Seconds with queries read from SSD',
  degraded_queries_max_capacity_queries_impacted: 'Queries slowed at full capacity',
  degraded_queries_max_capacity_seconds_impacted: 'Seconds at full search capacity',
  insights_operations: 'Event ingestion operations',
};

const words = (name: string) => {
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const defaultStrings: UsageChartStrings = {
  ...failureStrings,
  invalidStart: 'start-date must be a date such as 2026-01-31 or 2026-01-31T00:00:00.000Z.',
  invalidEnd: 'end-date must be a date such as 2026-01-31 or 2026-01-31T00:00:00.000Z.',
  order: 'start-date must be before end-date.',
  hourlyLimit: (days) =>
    `Hourly data covers at most 7 days, and this range spans ${days} days. Switch to daily data or shorten the range.`,
  dailyLimit: (days) =>
    `Daily data covers at most 365 days, and this range spans ${days} days. Shorten the range.`,
  invalidGranularity: 'granularity must be hourly or daily.',
  invalidPeriod: 'period must be last_day, day, month or year.',
  useDaily: 'Use daily data',
  useLastDays: (days) => `Show the last ${days} days`,
  chart: 'Usage statistics',
  loading: 'Loading usage statistics…',
  cursor: 'Chart cursor',
  resetZoom: 'Reset zoom',
  zoomSelection: (range) => `Selected ${range}: Enter zooms in, Escape cancels.`,
  legend: 'Series',
  tableView: 'Show as table',
  download: 'Download CSV',
  time: 'Time',
  timesIn: (zone) => `Times in ${zone}`,
  daysInUTC: 'Days in UTC',
  hourly: 'hourly',
  daily: 'daily',
  noValue: '–',
  metricNames,
  metric: words,
  keyed: (metric, key) => `${metric} (${key})`,
  summary: (range, granularity) => `Usage from ${range}, ${granularity}.`,
  seriesSummary: (label, min, max, last) => `${label}: min ${min}, max ${max}, last ${last}.`,
  point: (time, values) => `${time}: ${values}`,
  empty: (metrics) => `No data for ${metrics} in this range.`,
  anyMetric: 'any metric',
  wholeLegend: (count) => `Show all ${count} series`,
  more: (count) => `${count} more`,
  partial: (metrics) => `No data for ${metrics} in this range; the other metrics are shown.`,
  allHidden: 'Every series is hidden: turn one on in the legend.',
  noStatistic: 'Set the statistic attribute to the metrics to chart.',
  noClient: 'No API client: give this element a store, or place it inside a <search-provider>.',
  downloadSVG: 'Download SVG',
  downloadPNG: 'Download PNG',
  exportFailed: (format) =>
    `The ${format} image could not be made on this page (it may block generated images). Try another format.`,
  exportUnavailable: (format) =>
    `The ${format} export could not be loaded: check the connection, then try again.`,
  previous: (label) => `${label} (previous period)`,
  change: (label) => `${label} (change)`,
  previousPoint: (value, change) => `, previous period ${value} (${change})`,
  comparison: (range) => `Dashed lines: the previous period, ${range}, on the same time axis.`,
  previousLoading: 'Loading the previous period…',
  previousRefused: 'The previous period would start before 1970: it is not shown.',
  previousFailed: (problem) => `Previous period not shown: ${problem}`,
  metrics: (count, total) => `${count} ${total === 1 ? 'metric' : 'metrics'}`,
  openMetric: (name) => `Open ${name} as a detailed chart`,
  ruleName: (rule) => ({ sum: 'Total', peak: 'Peak', average: 'Average', last: 'Latest' })[rule],
  versus: (change) => `${change} vs. the previous period`,
  allMetrics: 'All metrics',
  wholeGrid: (count) => `Show all ${count} metrics`,
  unitName: (unit) =>
    ({ count: 'Count', ms: 'Duration', bytes: 'Size', percent: 'Percentage' })[unit],
};
