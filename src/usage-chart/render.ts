import type { UsageResult } from '../api/index.js';
import type { UsageChartStrings } from './strings.js';
import type { UsageChart } from './usage-chart.js';
import './define.js';

/**
 * Renders `data` in a new `<usage-chart>` appended to `container`, and resolves once the chart
 * is drawn: the element's first update (SVG paths and axes) has completed. No request is sent.
 * For benchmarks and previews: time `await renderUsageChart(...)` from the call.
 */
export async function renderUsageChart(
  container: Element,
  data: UsageResult,
  options: { statistic?: string; lang?: string; strings?: Partial<UsageChartStrings> } = {},
): Promise<UsageChart> {
  const el = document.createElement('usage-chart');
  if (options.lang) el.lang = options.lang;
  if (options.statistic) el.statistic = options.statistic;
  if (options.strings) el.strings = options.strings;
  el.data = data;
  container.append(el);
  await el.updateComplete;
  return el;
}
