// <usage-chart> on every screen (issue #19): the loading, empty and error states keep the
// loaded chart's height, the skeleton is shaped like the chart with strokes that do not stretch,
// the text follows the user's font size, a phone keeps a readable time axis, nothing scrolls
// sideways at 320 px, the controls carry their icons, and axe passes in light and dark.
import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { setViewport } from '@web/test-runner-commands';
import type { UsageResult } from '../../../src/api/index.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/define.js';
import { injectFault, keys, makeStore } from '../../support/emulator.js';
import { skipIn, withPageScheme } from '../../support/engine.js';
import { dailyUsage } from '../../support/usage.js';

const t0 = Date.UTC(2025, 10, 2);

/** `days` daily points of each series, from November 2. */
const daily = (days: number, series: Record<string, (i: number) => unknown>) =>
  dailyUsage(days, series, t0);

const month = () => daily(30, { records: (i) => 1000 + ((i * 7919) % 13) * 250 });
const empty = (): UsageResult => ({ ...daily(30, {}), series: {} });

const $ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) =>
  el.shadowRoot!.querySelector<T>(sel);
const $$ = <T extends Element = Element>(el: UsageChart, sel: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(sel),
];
const box = (node: Element) => node.getBoundingClientRect();
const height = (el: Element) => box(el).height;

/** A chart of `data`, `width` wide (CSS), measured and drawn at that width. */
async function chart(data: UsageResult | undefined, width = '640px', store?: unknown) {
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang="en-US"
      style="width: ${width}"
      statistic="records"
      .store=${store}
      .data=${data}
    ></usage-chart>`,
  );
  await el.updateComplete;
  await el.updateComplete;
  return el;
}

/** Waits until the loaded chart is drawn at the plot's measured width. */
async function drawn(el: UsageChart) {
  await waitUntil(() => {
    const plot = $(el, '[part="plot"]');
    const panel = $(el, '[part="panel"]');
    return plot && panel && Number(panel.getAttribute('width')) === Math.round(box(plot).width);
  }, 'the chart was not drawn at its width');
  await el.updateComplete;
}

/** Time labels (the value labels have a `dy`), which must not touch and must stay inside. */
function expectReadableTimeAxis(el: UsageChart, min: number) {
  const labels = $$(el, 'text:not([dy])').map(box);
  expect(labels.length, 'time labels').to.be.at.least(min);
  const host = box(el);
  labels.forEach((r, i) => {
    expect(r.left).to.be.at.least(host.left - 0.5);
    expect(r.right).to.be.at.most(host.right + 0.5);
    if (i)
      expect(r.left, `label ${i} overlaps the one before`).to.be.at.least(labels[i - 1]!.right);
  });
}

describe('<usage-chart> design', function () {
  this.timeout(30_000);

  it('keeps the loaded height when empty: no collapse, no layout shift', async () => {
    const loaded = await chart(month());
    await drawn(loaded);
    const none = await chart(empty());
    expect($(none, '[part~="empty"]')).to.exist;
    expect(height(none)).to.be.closeTo(height(loaded), 1);
    expect(height(loaded)).to.be.greaterThan(250);
  });

  it('loads and fails at the loaded height too, with a skeleton shaped like the chart', async () => {
    const store = makeStore({ apiKey: keys.usage });
    await injectFault(store.client!.appId, { route: 'usage', latency: 1500 });
    const loading = await chart(undefined, '640px', store);
    const skeleton = $(loading, '[part="skeleton"]')!;
    expect(skeleton).to.exist;
    // The toolbar's and the legend's rows, and the plot's axes, gridlines and line.
    expect(skeleton.querySelectorAll('.bar')).to.have.length(2);
    const frame = skeleton.querySelector('svg')!;
    expect(frame.getAttribute('preserveAspectRatio')).to.equal('none');
    const paths = [...frame.querySelectorAll('path')];
    expect(paths.length).to.be.at.least(2);
    // The SVG stretches to the plot's box, its strokes do not: the line is as thick as drawn.
    for (const path of paths)
      expect(getComputedStyle(path).vectorEffect).to.equal('non-scaling-stroke');
    const line = box(paths[paths.length - 1]!);
    expect(line.width).to.be.greaterThan(500);
    const loadingHeight = height(loading);
    await waitUntil(() => $(loading, '[part="plot"]'), 'the chart did not load', { timeout: 8000 });
    await drawn(loading);
    expect(height(loading)).to.be.closeTo(loadingHeight, 1);

    const failing = makeStore({ apiKey: keys.usage });
    await injectFault(failing.client!.appId, { route: 'usage', status: 500, times: 0 });
    const error = await chart(undefined, '640px', failing);
    await waitUntil(() => $(error, '[part~="error"]'), 'no error shown', { timeout: 8000 });
    expect(height(error)).to.be.closeTo(loadingHeight, 1);
  });

  it('keeps at least four readable time ticks over 30 days on a phone', async () => {
    // 390 px wide, less the page's margins.
    const el = await chart(month(), '358px');
    await drawn(el);
    expectReadableTimeAxis(el, 4);
    const narrow = await chart(month(), '288px');
    await drawn(narrow);
    expectReadableTimeAxis(narrow, 3);
  });

  it('follows the user’s font size: text, margins and ticks', async () => {
    const el = await chart(month(), '640px');
    await drawn(el);
    const text = () => $$(el, 'svg text')[0]!;
    const plotLeft = () => box($(el, '.grid line')!).left - box(el).left;
    const before = parseFloat(getComputedStyle(text()).fontSize);
    const marginBefore = plotLeft();
    expect(before).to.be.closeTo(12, 0.5); // 0.75em of the page's 16 px
    document.documentElement.style.fontSize = '24px';
    try {
      await waitUntil(
        () => parseFloat(getComputedStyle(text()).fontSize) > before && plotLeft() > marginBefore,
        'the chart did not follow the root font size',
      );
      await drawn(el);
      expect(parseFloat(getComputedStyle(text()).fontSize)).to.be.closeTo(18, 0.5);
      expectReadableTimeAxis(el, 3);
      // The value labels still end before the plot.
      const left = box($(el, '.grid line')!).left;
      for (const label of $$(el, 'text[dy]')) expect(box(label).right).to.be.at.most(left);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('draws at the plot’s width at once, before any frame (pointer and tooltip line up)', async () => {
    const wrapper = fixtureSync<HTMLDivElement>(
      html`<div dir="rtl">
        <usage-chart lang="en-US" style="width: 500px" .data=${month()}></usage-chart>
      </div>`,
    );
    const el = wrapper.querySelector('usage-chart')!;
    await el.updateComplete;
    await el.updateComplete;
    // No frame has run: the observer has not reported, yet the plot was measured.
    expect(Number($(el, '[part="panel"]')!.getAttribute('width'))).to.equal(500);
    const plot = $(el, '[part="plot"]')!;
    const panel = box($(el, '[part="panel"]')!);
    plot.dispatchEvent(
      new PointerEvent('pointermove', { clientX: panel.right - 20, clientY: panel.top + 50 }),
    );
    await el.updateComplete;
    // Right to left: the right is the earliest point.
    expect(plot.getAttribute('aria-valuenow')).to.equal('0');
  });

  it('makes no page scroll sideways at 320 px, long names cut and whole in the title', async function () {
    skipIn(this, ['webkit'], 'WebDriver cannot set the viewport');
    await setViewport({ width: 320, height: 800 });
    try {
      const long = 'agent_ffbd64f0a1b2c3d4e5f6a7b8c9d0e1f2_server_with_a_very_long_name';
      const el = await chart(daily(30, { max_qps: (i) => ({ [long]: i, 'server-2': 3 }) }), 'auto');
      await drawn(el);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      const item = $(el, '[part~="legend-item"]')!;
      expect(box(item).right).to.be.at.most(box(el).right + 0.5);
      expect(item.title).to.contain(long);
      expect(item.textContent).to.contain(long); // whole for assistive technology
      // The tooltip stays inside too, wherever the crosshair is.
      const plot = $(el, '[part="plot"]')!;
      for (const key of ['Home', 'End']) {
        plot.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        await el.updateComplete;
        const tip = box($(el, '[part="tooltip"]')!);
        expect(tip.left, key).to.be.at.least(0);
        expect(tip.right, key).to.be.at.most(320);
      }
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      await expect(el).to.be.accessible();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows icons on the download button and the view toggle, which says the view', async () => {
    const el = await chart(month());
    const toggle = $(el, '[part="view-toggle"]')!;
    const download = $(el, '[part="download"]')!;
    expect(download.querySelector('svg.icon[aria-hidden="true"]')).to.exist;
    const icon = () => toggle.querySelector('svg.icon')!.innerHTML;
    const chartIcon = icon();
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(icon()).not.to.equal(chartIcon);
    expect(toggle.textContent!.trim()).to.equal('Show as table');
    const pressed = getComputedStyle(toggle).backgroundColor;
    toggle.click();
    await el.updateComplete;
    expect(getComputedStyle(toggle).backgroundColor).not.to.equal(pressed);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`is accessible in ${scheme}: loaded, table, empty, loading and error`, async function () {
      const dark = scheme === 'dark';
      // A page in dark mode is dark (the chart paints no background of its own).
      await withPageScheme(
        dark ? 'dark' : '',
        async () => {
          const loaded = await chart(daily(30, { records: (i) => i, data_size: (i) => i * 1e6 }));
          await drawn(loaded);
          $(loaded, '[part~="legend-item"]')!.click(); // a hidden series, struck through
          await loaded.updateComplete;
          await expect(loaded).to.be.accessible();
          $(loaded, '[part="view-toggle"]')!.click();
          await loaded.updateComplete;
          await expect(loaded).to.be.accessible();
          await expect(await chart(empty())).to.be.accessible();
          const slow = makeStore({ apiKey: keys.usage });
          await injectFault(slow.client!.appId, { route: 'usage', latency: 3000 });
          await expect(await chart(undefined, '640px', slow)).to.be.accessible();
          const failing = makeStore({ apiKey: keys.usage });
          await injectFault(failing.client!.appId, { route: 'usage', status: 429 });
          const error = await chart(undefined, '640px', failing);
          await waitUntil(() => $(error, '[part~="error"]'), 'no error shown', { timeout: 8000 });
          await expect(error).to.be.accessible();
        },
        { background: dark ? '#181b22' : '' },
      );
    });
  }
});
