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
 * The English names the words of an id cannot give (see `words`). Translations name every
 * metric; a page overrides one name through `strings.metricNames` (merged name by name).
 */
const metricNames: Readonly<Record<string, string>> = {
  queries_operations: 'Single queries',
  multi_queries_operations: 'Queries in batches',
  queries_above_last_ms_processing_time: 'Queries taking 1 second or more',
  degraded_queries_ssd_used_queries_impacted: 'Queries read from SSD',
  degraded_queries_ssd_used_seconds_impacted: 'Seconds with queries read from SSD',
  degraded_queries_max_capacity_queries_impacted: 'Queries slowed at full capacity',
  degraded_queries_max_capacity_seconds_impacted: 'Seconds at full search capacity',
};

/** The English of the short words of the service's ids (`acl`, `qps`, `avg`, …). */
const short: Readonly<Record<string, string>> = {
  acl: 'API key',
  api: 'API',
  avg: 'average',
  max: 'peak',
  qps: 'queries per second',
  '90p': '90th percentile',
  '99p': '99th percentile',
  querysuggestions: 'Query Suggestions:',
};

/**
 * An id in English words (`max_qps`: "Peak queries per second", `total_acl_operations`: "Total
 * API key operations"): the English name of every metric `metricNames` does not name, and of
 * those the service adds later.
 */
const words = (name: string) => {
  const text = name
    .split('_')
    .map((word) => (Object.hasOwn(short, word) ? short[word] : word))
    .join(' ');
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
