// What the user does first on the plot works at once: the first keys move the crosshair, in
// order, and the first pointer move shows the tooltip, in the update that follows them (nothing
// is loaded first, nothing is kept for later). The zoom's first drag is in zoom.test.ts.
import { expect, fixture, html } from '@open-wc/testing';
import type { UsageChart } from '../../../src/usage-chart/usage-chart.js';
import '../../../src/usage-chart/define.js';
import { dailyUsage } from '../../support/usage.js';

const t0 = Date.UTC(2026, 0, 1);
const $ = (el: UsageChart, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

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

describe("<usage-chart> the user's first input on the plot", () => {
  it('handles the first keys at once, in order', async () => {
    const el = await chart();
    const plot = $(el, '[part="plot"]')!;
    expect($(el, '[part="tooltip"]'), 'no crosshair before any input').to.equal(null);
    // Focus (by hand when the test page is in the background: see drawing.test.ts), then four
    // keys at once, in the same task as the focus.
    let focused = false;
    plot.addEventListener('focus', () => (focused = true), { once: true });
    plot.focus();
    if (!focused) plot.dispatchEvent(new FocusEvent('focus'));
    for (const key of ['ArrowLeft', 'ArrowLeft', 'Home', 'ArrowRight']) {
      plot.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    }
    // Focus shows the last point (9); left twice (7); Home (0); right (1): in the next update.
    await el.updateComplete;
    expect(plot.getAttribute('aria-valuenow')).to.equal('1');
    expect(text($(el, '[part="tooltip"]'))).to.contain('Jan 2, 2026');
    expect(text($(el, '[role="status"][aria-live="polite"]'))).to.contain('Jan 2, 2026');
    await expect(el).to.be.accessible();
  });

  it('follows the first pointer move at once, and hides when it leaves', async () => {
    const el = await chart();
    const plot = $(el, '[part="plot"]')!;
    const box = plot.querySelector('svg')!.getBoundingClientRect();
    plot.dispatchEvent(
      new PointerEvent('pointermove', {
        clientX: box.right - 2,
        clientY: box.top + 20,
        bubbles: true,
        composed: true,
      }),
    );
    await el.updateComplete;
    expect(plot.getAttribute('aria-valuenow')).to.equal('9');
    expect(text($(el, '[part="tooltip"]'))).to.contain('Jan 10, 2026');
    plot.dispatchEvent(new PointerEvent('pointerleave'));
    await el.updateComplete;
    expect($(el, '[part="tooltip"]')).to.equal(null);
  });
});
