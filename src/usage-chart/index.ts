/**
 * `@search-ui/elements/usage-chart`: registers `<usage-chart>` and exports its class, its
 * strings and the details of its events.
 */
import './define.js';

export { UsageChart } from './usage-chart.js';
export type { SeriesToggleDetail, RangeChangeDetail } from './events.js';
export type { UsageChartStrings } from './strings.js';
export { defaultStrings as usageChartStrings } from './strings.js';
