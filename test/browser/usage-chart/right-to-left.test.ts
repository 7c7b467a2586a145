// <usage-chart> right to left (issue #20): under `dir="rtl"` the time axis is mirrored (time runs
// right to left, the value axis and its labels on the right), no tick label runs into the plot,
// and the arrow keys move the crosshair as seen. Real emulator data; LTR counterparts alongside.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/define.js';
import { keys, makeStore } from '../../support/emulator.js';

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (t: number) => new Date(t).toISOString();

const $$ = <T extends Element = SVGElement>(el: UsageChart, sel: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(sel),
];
const box = (node: Element) => node.getBoundingClientRect();
const centre = (node: Element) => box(node).left + box(node).width / 2;

/** A chart of two metrics (a count and bytes: two panels) over the last 14 days, in `dir`. */
async function mount(dir: 'rtl' | 'ltr', lang = dir === 'rtl' ? 'ar' : 'en-US') {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div dir=${dir} lang=${lang}>
      <usage-chart
        style="width: 600px"
        .store=${makeStore({ apiKey: keys.usage })}
        statistic="records,data_size"
        start-date=${iso(today - 14 * DAY)}
        end-date=${iso(today - 1)}
      ></usage-chart>
    </div>`,
  );
  const el = wrapper.querySelector('usage-chart')!;
  await waitUntil(() => $$(el, 'path.s').length === 2, 'the chart did not draw', {
    timeout: 8000,
  });
  await el.updateComplete;
  return { wrapper, el };
}

/** The plotting area of each panel: the extent of its horizontal grid lines. */
function plots(el: UsageChart): DOMRect[] {
  return $$(el, '[part="panel"]').map((panel) => {
    const lines = [...panel.querySelectorAll('.grid line')]
      .map(box)
      // Horizontal lines (Firefox counts the stroke in the box's height; Chromium does not).
      .filter((r) => r.width > 10 * r.height);
    const left = Math.min(...lines.map((r) => r.left));
    const right = Math.max(...lines.map((r) => r.right));
    const top = Math.min(...lines.map((r) => r.top));
    const bottom = Math.max(...lines.map((r) => r.bottom));
    return new DOMRect(left, top, right - left, bottom - top);
  });
}

/** The value labels of each panel (the time labels have no `dy`). */
const valueLabels = (el: UsageChart) =>
  $$(el, '[part="panel"]').map((panel) => [...panel.querySelectorAll('text[dy]')]);
/** The time labels, earliest first. */
const timeLabels = (el: UsageChart) => $$(el, 'text:not([dy])');

async function key(el: UsageChart, k: string) {
  const plot = el.shadowRoot!.querySelector('[part="plot"]')!;
  plot.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
  await el.updateComplete;
  const cross = el.shadowRoot!.querySelector('line.cross');
  return {
    index: Number(plot.getAttribute('aria-valuenow')),
    x: cross ? centre(cross) : NaN,
  };
}

describe('<usage-chart> right to left', function () {
  this.timeout(20_000);

  for (const dir of ['rtl', 'ltr'] as const) {
    describe(dir, () => {
      it('is accessible', async () => {
        const { el } = await mount(dir);
        await expect(el).to.be.accessible();
      });

      it('puts the value labels beside the plot, never over it, inside the element', async () => {
        const { el } = await mount(dir);
        const host = box(el);
        const areas = plots(el);
        const labels = valueLabels(el);
        expect(areas).to.have.length(2);
        labels.forEach((list, i) => {
          const plot = areas[i]!;
          expect(plot.width).to.be.greaterThan(300);
          expect(list.length).to.be.greaterThan(2);
          for (const label of list) {
            const r = box(label);
            const at = `"${label.textContent}" at ${r.left}–${r.right}, plot ${plot.left}–${plot.right}`;
            if (dir === 'rtl') {
              expect(r.left, at).to.be.at.least(plot.right + 2);
              expect(r.right, at).to.be.at.most(host.right + 0.5);
            } else {
              expect(r.right, at).to.be.at.most(plot.left - 2);
              expect(r.left, at).to.be.at.least(host.left - 0.5);
            }
          }
        });
        // The value axis is on the side the text starts from.
        const side = areas[0]!.left - host.left < host.right - areas[0]!.right ? 'rtl' : 'ltr';
        expect(side).to.equal(dir);
      });

      it(`runs time ${dir === 'rtl' ? 'from right to left' : 'from left to right'}`, async () => {
        const { el } = await mount(dir);
        const ticks = timeLabels(el);
        expect(ticks.length).to.be.greaterThan(1);
        const [first, last] = [centre(ticks[0]!), centre(ticks[ticks.length - 1]!)];
        if (dir === 'rtl') expect(first).to.be.greaterThan(last);
        else expect(first).to.be.lessThan(last);
        // Each line starts (its first point, the earliest) on the start side.
        const path = $$<SVGPathElement>(el, 'path.s')[0]!;
        const d = path.getAttribute('d')!;
        const xs = [...d.matchAll(/[ML]([\d.]+) /g)].map((m) => Number(m[1]));
        if (dir === 'rtl') expect(xs[0]).to.be.greaterThan(xs[xs.length - 1]!);
        else expect(xs[0]).to.be.lessThan(xs[xs.length - 1]!);
      });

      it('moves the crosshair the way the arrow points', async () => {
        const { el } = await mount(dir);
        expect((await key(el, 'Home')).index).to.equal(0);
        for (let i = 0; i < 5; i++) await key(el, 'ArrowUp');
        const middle = await key(el, 'ArrowUp');
        expect(middle.index).to.equal(6);
        // ArrowLeft goes left on screen: the later point in right-to-left, the earlier in LTR.
        const left = await key(el, 'ArrowLeft');
        expect(left.index).to.equal(dir === 'rtl' ? 7 : 5);
        expect(left.x).to.be.lessThan(middle.x - 10);
        const right = await key(el, 'ArrowRight');
        expect(right.index).to.equal(6);
        expect(right.x).to.be.closeTo(middle.x, 0.5);
        const again = await key(el, 'ArrowRight');
        expect(again.index).to.equal(dir === 'rtl' ? 5 : 7);
        expect(again.x).to.be.greaterThan(middle.x + 10);
        // The pointer finds the point under it in both directions.
        const plot = el.shadowRoot!.querySelector<HTMLElement>('[part="plot"]')!;
        const target = box($$(el, 'line.cross')[0]!);
        plot.dispatchEvent(
          new PointerEvent('pointermove', { clientX: target.left, clientY: target.top + 20 }),
        );
        await el.updateComplete;
        expect(Number(plot.getAttribute('aria-valuenow'))).to.equal(again.index);
      });
    });
  }

  it('mirrors when an ancestor’s dir changes', async () => {
    const { wrapper, el } = await mount('ltr');
    const before = centre(timeLabels(el)[0]!);
    wrapper.dir = 'rtl';
    await waitUntil(() => centre(timeLabels(el)[0]!) !== before, 'the chart did not mirror');
    const ticks = timeLabels(el);
    expect(centre(ticks[0]!)).to.be.greaterThan(centre(ticks[ticks.length - 1]!));
    const plot = plots(el)[0]!;
    for (const label of valueLabels(el)[0]!) expect(box(label).left).to.be.at.least(plot.right);
  });
});
