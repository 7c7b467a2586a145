/**
 * A client for the hydration test of a server loading state over a part the browser already
 * has: before the page's elements are defined, a chart of another tag (the same class) draws
 * data, so the chart's drawing module is loaded; then the page's `#chart`, which the server
 * rendered loading (no data there), gets data the server did not have (from the parent page),
 * and the usual client (`dev/ssr/client.ts`) defines the elements and hydrates them.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import type { UsageResult } from '../../../src/api/endpoints/usage.js';
import { UsageChart } from '../../../src/usage-chart/usage-chart.js';

const usage = (window.parent as Window & { __usage?: UsageResult }).__usage!;
customElements.define('preloaded-usage-chart', class extends UsageChart {});
const first = Object.assign(document.createElement('preloaded-usage-chart') as UsageChart, {
  statistic: 'search_operations',
  data: usage,
});
document.body.append(first);
await first.updateComplete;
document.documentElement.dataset['preloaded'] = String(
  !!first.shadowRoot!.querySelector('[part="legend"]'),
);
first.remove();
Object.assign(document.getElementById('chart')!, { data: usage });
await import('../../../dev/ssr/client.js');
