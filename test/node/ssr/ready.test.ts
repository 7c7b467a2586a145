// What draws a result (the chart's drawing, the composition's content) loads on demand, on the
// server too: `ready()` from `@search-ui/elements/ssr` resolves once it is there. A render
// before it shows the loading state where the result would be drawn (nothing thrown, nothing
// half drawn); the same render after it draws the result. (A file of its own: every other
// server test awaits `ready()` before its first render.)
import '@lit-labs/ssr/lib/install-global-dom-shim.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { UsageResult } from '../../../src/api/endpoints/usage.js';

const { render } = await import('@lit-labs/ssr');
const { collectResult } = await import('@lit-labs/ssr/lib/render-result.js');
const { html } = await import('lit');
const { ready } = await import('../../../src/pagination/ssr.js');

const usage = {
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-01-02T23:59:59.999Z',
  granularity: 'daily',
  series: {
    records: [
      { t: Date.UTC(2026, 0, 1), v: 1_200_000 },
      { t: Date.UTC(2026, 0, 2), v: 1_300_000 },
    ],
  },
} as unknown as UsageResult;
const composition = {
  objectID: 'spring-sale',
  name: 'Spring sale',
  behavior: { injection: { main: { source: { search: { index: 'products' } } } } },
};

const chart = () =>
  collectResult(render(html`<usage-chart statistic="records" .data=${usage}></usage-chart>`));
const view = () =>
  collectResult(render(html`<composition-view .composition=${composition}></composition-view>`));

describe('ready() before a server render', () => {
  it('renders the loading state before it, and the results once it resolved', async () => {
    // Each part starts loading when its entry is imported, and reading its files takes longer
    // than the microtasks between the import and a render right after it.
    await import('../../../src/usage-chart/define.js');
    const chartBefore = await chart();
    await import('../../../src/composition-view/define.js');
    const viewBefore = await view();
    for (const before of [chartBefore, viewBefore]) assert.match(before, /part="loading"/);
    assert.doesNotMatch(chartBefore, /part="legend"/);
    assert.doesNotMatch(viewBefore, /part="header"/);

    await ready();
    const [chartAfter, viewAfter] = [await chart(), await view()];
    assert.doesNotMatch(chartAfter + viewAfter, /part="loading"/);
    assert.match(chartAfter, /<svg part="panel"/);
    assert.match(viewAfter, /part="header"/);
    assert.match(viewAfter, /Spring sale/);
  });
});
