import './define.js';

export { UsageChart } from './usage-chart.js';
export type { SeriesToggleDetail, RangeChangeDetail } from './usage-chart.js';
export { renderUsageChart } from './render.js';
export type { UsageChartStrings } from './strings.js';
export { defaultStrings as usageChartStrings } from './strings.js';
export {
  GROUPS as USAGE_METRIC_GROUPS,
  BILLED,
  unitOf,
  isObjectValued,
  parseStatistic,
} from './metrics.js';
export type { Unit, StatisticRequest } from './metrics.js';
export { buildSeries } from './series.js';
export type { Series, SeriesSet, Point } from './series.js';
export { checkRange, planRequest } from './range.js';
export type { RangeProblem, RangeProposal } from './range.js';
