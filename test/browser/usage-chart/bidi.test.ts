// <usage-chart> with direction controls in a series name from the service (a server key of
// `max_qps`; issue #20, item 4): the legend, the table's column header and the tooltip draw it
// in an isolate with the controls shown as markers; the summary names them.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { injectFault, makeStore, uniqueAppId } from '../../support/emulator.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/define.js';
import {
  expectIsolatedHostile,
  expectNoControls,
  HOSTILE,
  HOSTILE_TEXT,
} from '../../support/bidi.js';

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (t: number) => new Date(t).toISOString();
const start = today - 10 * DAY;

async function load(view: 'chart' | 'table'): Promise<UsageChart> {
  const store = makeStore({ appId: uniqueAppId() });
  await injectFault(store.client!.appId, {
    route: 'usage',
    status: 200,
    times: 0,
    body: {
      max_qps: Array.from({ length: 10 }, (_, i) => ({
        t: start + i * DAY,
        v: { [HOSTILE]: 10 + i, 'server-2': 5 },
      })),
    },
  });
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang="en-US"
      style="width: 900px"
      view=${view}
      .store=${store}
      statistic="max_qps"
      start-date=${iso(start)}
      end-date=${iso(today - 1)}
    ></usage-chart>`,
  );
  await waitUntil(
    () => el.shadowRoot!.querySelector('[part="base"]')?.getAttribute('aria-busy') === 'false',
    'the chart did not load',
    { timeout: 8000 },
  );
  await el.updateComplete;
  return el;
}

const legendItem = (el: UsageChart) =>
  [...el.shadowRoot!.querySelectorAll('[part~="legend-item"]')].find((b) =>
    b.textContent!.includes('invoice'),
  )!;

describe('<usage-chart> with direction controls in a series name', function () {
  this.timeout(20_000);

  it('shows the controls in the legend and the tooltip as markers, in order', async () => {
    const el = await load('chart');
    const root = el.shadowRoot!;
    expect(root.querySelector('[part~="error"]')).to.equal(null);
    const item = legendItem(el);
    expectIsolatedHostile(item.querySelector('bdi'));
    expect(item.getAttribute('title')).to.contain(HOSTILE_TEXT);
    expect(root.querySelector('[part="summary"]')!.textContent).to.contain(HOSTILE_TEXT);
    // The tooltip at the cursor.
    const plot = root.querySelector<HTMLElement>('[part="plot"]')!;
    plot.focus();
    plot.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await el.updateComplete;
    const tooltip = root.querySelector('[part="tooltip"]');
    expect(tooltip, 'the tooltip').to.exist;
    expect(tooltip!.querySelector('bdi')!.textContent).to.contain('RLO');
    expectNoControls(root);
    await expect(el).to.be.accessible();
    // The CSV is data: it keeps the name as the service sent it.
    expect(el.toCSV()).to.contain(HOSTILE);
  });

  it('shows the controls in the table header as markers, in order', async () => {
    const el = await load('table');
    const root = el.shadowRoot!;
    const header = [...root.querySelectorAll('thead th')].find((th) =>
      th.textContent!.includes('invoice'),
    );
    expectIsolatedHostile(header?.querySelector('bdi'));
    expectNoControls(root);
    await expect(el).to.be.accessible();
  });
});
