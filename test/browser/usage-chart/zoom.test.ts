// Zoom of <usage-chart> (issue #14): drag across the plot, or Shift+arrows then Enter, to ask
// for a sub-range at a finer granularity when the service allows it; the cancelable range event
// first; "Reset zoom" back to the attributes as they were. Against the emulator.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { nothing } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/define.js';
import { makeStore } from '../../support/emulator.js';
import { pressWith } from '../../support/engine.js';

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (t: number) => new Date(t).toISOString();
const start = today - 10 * DAY;

const $ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) =>
  el.shadowRoot!.querySelector<T>(sel);
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const points = (el: UsageChart) =>
  Number($(el, '[part="plot"]')!.getAttribute('aria-valuemax')) + 1;

/**
 * Waits until the chart has loaded and drawn its plot, and the page has been idle once: the zoom
 * loads then, before a user could drag.
 */
async function settled(el: UsageChart): Promise<void> {
  await el.updateComplete;
  await waitUntil(
    () => $(el, '[part="base"]')?.getAttribute('aria-busy') === 'false' && $(el, '[part=plot]'),
    'the chart did not load',
    { timeout: 8000 },
  );
  await el.updateComplete;
  await new Promise((resolve) =>
    'requestIdleCallback' in globalThis
      ? requestIdleCallback(resolve, { timeout: 1000 })
      : setTimeout(resolve),
  );
  await el.updateComplete;
}

/**
 * Ten daily points of `records` (or a `period`), then the chart ready for a zoom; with `dark`,
 * in a dark page.
 */
async function chart(attrs: { period?: string; dark?: boolean } = {}): Promise<UsageChart> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div style=${attrs.dark ? 'color-scheme: dark; background: #181b22; color: #e7e9ee' : ''}>
      <usage-chart
        lang="en-US"
        style="width: 640px"
        .store=${makeStore()}
        statistic="records"
        start-date=${attrs.period ? nothing : iso(start)}
        end-date=${attrs.period ? nothing : iso(today - 1)}
        period=${attrs.period ?? nothing}
      ></usage-chart>
    </div>`,
  );
  const el = wrapper.querySelector('usage-chart')!;
  await settled(el);
  return el;
}

/** The client x of each drawn point of the first line (its path's `M`/`L` coordinates). */
function xs(el: UsageChart): number[] {
  const path = $<SVGPathElement>(el, 'path.s')!;
  const left = path.ownerSVGElement!.getBoundingClientRect().left;
  return [...path.getAttribute('d')!.matchAll(/[ML]([\d.-]+) /g)].map((m) => left + Number(m[1]));
}

function drag(el: UsageChart, from: number, to: number): void {
  const plot = $(el, '[part="plot"]')!;
  const y = plot.getBoundingClientRect().top + 40;
  const at = (type: string, x: number) =>
    plot.dispatchEvent(
      new PointerEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, composed: true }),
    );
  at('pointerdown', from);
  at('pointermove', (from + to) / 2);
  at('pointermove', to);
  at('pointerup', to);
}

describe('<usage-chart> zoom', () => {
  it('zooms into a dragged sub-range, hourly, and resets to the range before', async () => {
    const el = await chart();
    expect(points(el)).to.equal(10);
    const events: CustomEvent[] = [];
    el.addEventListener('search-usage-range-change', (e) => events.push(e as CustomEvent));
    const x = xs(el);
    drag(el, x[2]!, x[5]!);
    await settled(el);
    // Four days: hourly data (the service allows at most 7 days of it).
    expect(events[0]!.detail).to.deep.equal({
      startDate: iso(start + 2 * DAY),
      endDate: iso(start + 6 * DAY - 1),
      granularity: 'hourly',
    });
    expect(events[0]!.cancelable).to.equal(true);
    expect(el.granularity).to.equal('hourly');
    await waitUntil(() => points(el) === 96, 'four days of hours drawn');
    const reset = $(el, '[part="zoom-reset"]')!;
    expect(text(reset)).to.equal('Reset zoom');
    await expect(el).to.be.accessible();

    reset.click();
    await settled(el);
    expect(events).to.have.length(2);
    expect(el.startDate).to.equal(iso(start));
    expect(el.granularity).to.equal(undefined);
    await waitUntil(() => points(el) === 10, 'the ten days again');
    expect($(el, '[part="zoom-reset"]')).to.equal(null);
  });

  it('selects with Shift+arrows on the focused plot, announces it, and zooms on Enter', async () => {
    const el = await chart();
    $(el, '[part="plot"]')!.focus();
    await sendKeys({ press: 'End' });
    await pressWith('Shift', 'ArrowLeft');
    await pressWith('Shift', 'ArrowLeft');
    await el.updateComplete;
    expect(text($(el, '[aria-live="polite"]'))).to.match(
      /^Selected .+: Enter zooms in, Escape cancels\.$/,
    );
    expect($(el, '.brush')!.hidden).to.equal(false);
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.startDate).to.equal(iso(start + 7 * DAY));
    expect(el.endDate).to.equal(iso(start + 10 * DAY - 1));
    expect(el.granularity).to.equal('hourly');
    expect(el.period).to.equal(undefined);
  });

  it('cancels a selection with Escape, and a drag shorter than a few pixels is a click', async () => {
    const el = await chart();
    const x = xs(el);
    drag(el, x[3]!, x[3]! + 2);
    await el.updateComplete;
    expect(el.startDate).to.equal(iso(start));
    $(el, '[part="plot"]')!.focus();
    await sendKeys({ press: 'End' });
    await pressWith('Shift', 'ArrowLeft');
    expect($(el, '.brush')!.hidden).to.equal(false);
    await sendKeys({ press: 'Escape' });
    expect($(el, '.brush')!.hidden).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.startDate).to.equal(iso(start));
  });

  it('is accessible zoomed in dark mode, the reset button included', async () => {
    const el = await chart({ dark: true });
    const x = xs(el);
    drag(el, x[6]!, x[8]!);
    await settled(el);
    await waitUntil(() => $(el, '[part="zoom-reset"]'), 'zoomed');
    $(el, '[part="zoom-reset"]')!.focus();
    await expect(el).to.be.accessible();
  });

  it('changes nothing when the page cancels the range event', async () => {
    const el = await chart();
    el.addEventListener('search-usage-range-change', (e) => e.preventDefault());
    const x = xs(el);
    drag(el, x[1]!, x[8]!);
    await el.updateComplete;
    expect(el.startDate).to.equal(iso(start));
    expect(el.granularity).to.equal(undefined);
    expect($(el, '[part="zoom-reset"]')).to.equal(null);
  });

  it('keeps daily data past 7 days, and restores a period on reset', async () => {
    const el = await chart({ period: 'month' });
    const x = xs(el);
    drag(el, x[5]!, x[20]!);
    await settled(el);
    expect(el.granularity).to.equal('daily');
    expect(el.period).to.equal(undefined);
    await waitUntil(() => points(el) === 16, 'sixteen days drawn');
    $(el, '[part="zoom-reset"]')!.click();
    await settled(el);
    expect(el.period).to.equal('month');
    expect(el.startDate).to.equal(undefined);
  });
});
