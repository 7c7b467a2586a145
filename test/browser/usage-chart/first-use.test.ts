// What the user does on the plot (the crosshair, and on the service's data the zoom) loads when
// they first point at or focus it (plot-on-use.ts): a chart that is only looked at never loads
// it, and what the user does before it is there is not lost. The exports load on use too. (The zoom's own early drag is in
// zoom.test.ts, whose first drag comes before either part is there.)
import { expect, fixture, html } from '@open-wc/testing';
import type { UsageChart } from '../../../src/usage-chart/usage-chart.js';
import '../../../src/usage-chart/define.js';
import { dailyUsage } from '../../support/usage.js';
import { waitUntil } from '../../support/wait.js';

const t0 = Date.UTC(2026, 0, 1);
const $ = (el: UsageChart, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Whether the page has loaded a module of the chart (by its file name). */
const loaded = (name: string) =>
  performance
    .getEntriesByType('resource')
    .some((entry) => new URL(entry.name).pathname.endsWith(`/usage-chart/${name}.ts`));

async function chart(): Promise<UsageChart> {
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang="en-US"
      style="width: 640px"
      .data=${dailyUsage(10, { records: (i) => 100 + i }, t0)}
    ></usage-chart>`,
  );
  await el.updateComplete;
  return el;
}

describe('<usage-chart> parts loaded on first use', () => {
  // (First in this file: its page has loaded no part yet.)
  it('loads neither the crosshair, the zoom nor the exports for a chart only looked at', async () => {
    const el = await chart();
    expect($(el, '[part="plot"]'), 'the plot').to.exist;
    expect(loaded('usage-chart'), 'the element itself').to.equal(true);
    for (const part of ['crosshair-ui', 'zoom', 'csv', 'export', 'table']) {
      expect(loaded(part), part).to.equal(false);
    }
    // The CSV, once asked for: what is shown when asked.
    const csv = el.toCSV();
    el.data = dailyUsage(2, { records: () => 1 }, t0);
    expect((await csv).split('\r\n')).to.have.length(12);
    expect(loaded('csv')).to.equal(true);
  });

  it('keeps the keys pressed before the crosshair is there, and handles them in order', async () => {
    const el = await chart();
    const plot = $(el, '[part="plot"]')!;
    expect(loaded('crosshair-ui')).to.equal(false);
    // Focus (by hand when the test page is in the background: see drawing.test.ts), then three
    // keys at once, before the crosshair's module can have arrived.
    let focused = false;
    plot.addEventListener('focus', () => (focused = true), { once: true });
    plot.focus();
    if (!focused) plot.dispatchEvent(new FocusEvent('focus'));
    for (const key of ['ArrowLeft', 'ArrowLeft', 'Home', 'ArrowRight']) {
      plot.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    }
    // Focus shows the last point (9); left twice (7); Home (0); right (1).
    await waitUntil(() => $(el, '[part="tooltip"]'), 'the tooltip');
    await el.updateComplete;
    expect(plot.getAttribute('aria-valuenow')).to.equal('1');
    expect(text($(el, '[part="tooltip"]'))).to.contain('Jan 2, 2026');
    expect(text($(el, '[role="status"][aria-live="polite"]'))).to.contain('Jan 2, 2026');
    // A chart of `data` does not zoom: its zoom is never loaded.
    expect(loaded('crosshair-ui')).to.equal(true);
    expect(loaded('zoom')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('follows the pointer once there, and hides when it leaves', async () => {
    const el = await chart();
    const plot = $(el, '[part="plot"]')!;
    const box = plot.querySelector('svg')!.getBoundingClientRect();
    const at = (type: string, x: number) =>
      plot.dispatchEvent(
        new PointerEvent(type, {
          clientX: x,
          clientY: box.top + 20,
          bubbles: true,
          composed: true,
        }),
      );
    at('pointerover', box.right - 2);
    at('pointermove', box.right - 2);
    await waitUntil(() => $(el, '[part="tooltip"]'), 'the tooltip');
    expect(plot.getAttribute('aria-valuenow')).to.equal('9');
    plot.dispatchEvent(new PointerEvent('pointerleave'));
    await el.updateComplete;
    expect($(el, '[part="tooltip"]')).to.equal(null);
  });
});
