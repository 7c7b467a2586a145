// <usage-chart> with many metrics (issue #14): small multiples, one compact chart per metric
// with its name, unit, the figure of the range and the rule behind it; one shared time axis and
// crosshair (pointer and keyboard); a cell opens as the detailed chart, and back; the `layout`
// and `grid-threshold` attributes; accessible in light and dark; against the emulator's `*`.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsageResult } from '../../../src/api/index.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/define.js';
import { makeStore } from '../../support/emulator.js';
import { dailyUsage } from '../../support/usage.js';

const t0 = Date.UTC(2026, 0, 1);

/** `days` daily points of each series, from January 1. */
const daily = (days: number, series: Record<string, (i: number) => unknown>) =>
  dailyUsage(days, series, t0);

/** Fourteen metrics of every rule; `max_qps` per server. */
const many = () =>
  daily(10, {
    queries_operations: (i) => 100 + i,
    multi_queries_operations: (i) => i,
    browse_operations: () => 1,
    records: (i) => 1000 + i * 10,
    data_size: (i) => 1e6 * (i + 1),
    avg_processing_time: (i) => 10 + (i % 2) * 10,
    used_search_capacity: () => 25,
    max_qps: (i) => ({ 'server-1': i, 'server-2': 20 - i }),
    get_settings_operations: () => 2,
    set_settings_operations: () => 3,
    list_indices_operations: () => 4,
    wait_task_operations: () => 5,
    batch_operations: () => 6,
    get_record_operations: () => 7,
  });

const $ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) =>
  el.shadowRoot!.querySelector<T>(sel);
const $$ = (el: UsageChart, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const text = (el: Element | null | undefined) =>
  (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const cells = (el: UsageChart) => $$(el, '[part="cell"]');
const cell = (el: UsageChart, name: string) =>
  cells(el).find((c) => text(c.querySelector('[part="cell-open"]')) === name)!;

/** A chart of `data` that has drawn its grid (the grid's module loads on demand). */
async function gridOf(data: UsageResult, attrs: { layout?: string; threshold?: string } = {}) {
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang="en-US"
      style="width: 900px"
      layout=${attrs.layout ?? 'auto'}
      grid-threshold=${attrs.threshold ?? '12'}
      .data=${data}
    ></usage-chart>`,
  );
  await waitUntil(() => $(el, '[part="grid"]'), 'no grid drawn', { timeout: 8000 });
  // The lines of cells near the viewport are drawn once the cells are laid out (a test's
  // earlier fixtures may have pushed this one down the page).
  el.scrollIntoView();
  await waitUntil(() => $(el, '.cell path.s'), 'no line drawn');
  await el.updateComplete;
  return el;
}

describe('<usage-chart> small multiples', () => {
  it('shows one compact chart per metric past the threshold, each with its figure and rule', async () => {
    const el = await gridOf(many());
    await expect(el).to.be.accessible();
    expect($(el, '[part="legend"]'), 'no legend: each cell is named').to.equal(null);
    expect(cells(el)).to.have.length(14);
    expect(text(cells(el)[0]!.querySelector('[part="cell-open"]'))).to.equal('Single queries');
    const figure = (name: string) => text(cell(el, name).querySelector('.figure'));
    // Counts: the total; sizes: the last value; the max_* metrics: the peak of every server;
    // times and percentages: the average. The rule and the unit are shown beside the figure.
    expect(figure('Single queries')).to.match(/^1,045 Total · /);
    expect(figure('Records')).to.match(/^1,090 Latest · /);
    expect(figure('Peak queries per second')).to.match(/^20 Peak · /);
    expect(figure('Average processing time')).to.match(/^15 ms Average · /);
    expect(figure('Used search capacity')).to.match(/^25% Average · /);
    // Both servers of max_qps in one cell.
    expect(cell(el, 'Peak queries per second').querySelectorAll('path.s')).to.have.length(2);
  });

  it('moves one crosshair in every cell with the keyboard on the shared time axis', async () => {
    const el = await gridOf(many());
    const axis = $(el, '[part="time-axis"]')!;
    expect(axis.getAttribute('role')).to.equal('slider');
    axis.focus();
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(axis.getAttribute('aria-valuenow')).to.equal('0');
    expect(axis.getAttribute('aria-valuetext')).to.equal('Jan 1, 2026');
    expect($$(el, '.cell .cross')).to.have.length(14);
    expect(text(cell(el, 'Records').querySelector('[part="change"]'))).to.equal(
      'Jan 1, 2026: 1,000',
    );
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(axis.getAttribute('aria-valuetext')).to.equal('Jan 2, 2026');
    const live = $(el, '[aria-live="polite"]')!;
    expect(text(live)).to.contain('Jan 2, 2026: Single queries: 101; ');
    expect(text(live)).to.contain('Records: 1,010');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect($$(el, '.cell .cross')).to.have.length(0);
  });

  it('follows the pointer over any cell, in every cell', async () => {
    const el = await gridOf(many());
    const plot = cell(el, 'Records').querySelector('svg')!.getBoundingClientRect();
    const at = (f: number) =>
      new PointerEvent('pointermove', {
        bubbles: true,
        composed: true,
        clientX: plot.left + f * plot.width,
        clientY: plot.top + plot.height / 2,
      });
    cell(el, 'Records').querySelector('svg')!.dispatchEvent(at(1));
    await el.updateComplete;
    expect($$(el, '.cell .cross')).to.have.length(14);
    expect(text($(el, '[part="time-axis"] strong'))).to.equal('Jan 10, 2026');
    cell(el, 'Single queries').querySelector('svg')!.dispatchEvent(at(0));
    await el.updateComplete;
    expect(text($(el, '[part="time-axis"] strong'))).to.equal('Jan 1, 2026');
  });

  it('opens a metric as the detailed chart, and goes back to the grid with the keyboard', async () => {
    const el = await gridOf(many());
    const open = cell(el, 'Peak queries per second').querySelector<HTMLElement>(
      '[part="cell-open"]',
    )!;
    open.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect($(el, '[part="grid"]')).to.equal(null);
    expect($(el, '[part="plot"]')).to.exist;
    expect($$(el, '[part~="legend-item"]').map(text)).to.deep.equal([
      'Peak queries per second (server-1)',
      'Peak queries per second (server-2)',
    ]);
    await expect(el).to.be.accessible();
    const back = $(el, '[part="back"]')!;
    expect(text(back)).to.equal('All metrics');
    back.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => $(el, '[part="grid"]'), 'the grid is back');
    await el.updateComplete;
    // Focus returns to the cell that was opened.
    expect(el.shadowRoot!.activeElement).to.equal(
      cell(el, 'Peak queries per second').querySelector('[part="cell-open"]'),
    );
  });

  it('draws the lines of cells near the viewport first, the others when scrolled to', async () => {
    const series: Record<string, (i: number) => unknown> = {};
    for (let i = 0; i < 60; i += 1) series[`metric_${i}_operations`] = (d) => d + i;
    const el = await gridOf(daily(10, series));
    const drawn = () => cells(el).filter((c) => c.querySelector('path.s')).length;
    expect(drawn(), 'the first cells').to.be.greaterThan(0);
    expect(drawn(), 'not the cells screens below').to.be.lessThan(60);
    cells(el)[59]!.scrollIntoView();
    await waitUntil(() => cells(el)[59]!.querySelector('path.s'), 'the last cell is drawn');
    window.scrollTo(0, 0);
  });

  it('exports one image of every series from the grid', async () => {
    const el = await gridOf(many());
    const button = $<HTMLButtonElement>(el, '[part="download-svg"]')!;
    expect(button.disabled).to.equal(false);
    const svg = new DOMParser().parseFromString(await el.toSVG(), 'image/svg+xml');
    expect(svg.querySelector('parsererror')).to.equal(null);
    // Fourteen metrics, max_qps per server: fifteen lines.
    expect(svg.querySelectorAll('[data-series] path')).to.have.length(15);
    expect(svg.documentElement.textContent).to.contain('Peak queries per second (server-2)');
  });

  it('follows the layout and grid-threshold attributes', async () => {
    const single = await fixture<UsageChart>(
      html`<usage-chart layout="single" .data=${many()}></usage-chart>`,
    );
    await single.updateComplete;
    expect($(single, '[part="grid"]')).to.equal(null);
    expect($(single, '[part="plot"]')).to.exist;
    const two = daily(5, { records: (i) => i, data_size: (i) => i });
    expect(cells(await gridOf(two, { layout: 'grid' }))).to.have.length(2);
    expect(cells(await gridOf(two, { threshold: '1' }))).to.have.length(2);
    const few = await fixture<UsageChart>(html`<usage-chart .data=${two}></usage-chart>`);
    await few.updateComplete;
    expect($(few, '[part="grid"]'), 'two metrics: one chart').to.equal(null);
  });

  it('is accessible in dark mode, cells and crosshair included', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="color-scheme: dark; background: #181b22; color: #e7e9ee">
        <usage-chart lang="en-US" .data=${many()}></usage-chart>
      </div>`,
    );
    const el = wrapper.querySelector('usage-chart')!;
    await waitUntil(() => $(el, '[part="grid"]'), 'no grid drawn', { timeout: 8000 });
    $(el, '[part="time-axis"]')!.focus();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('draws every metric of the emulator answer for statistic="*" as a grid', async () => {
    const el = await fixture<UsageChart>(
      html`<usage-chart
        lang="en-US"
        .store=${makeStore()}
        statistic="*"
        period="month"
      ></usage-chart>`,
    );
    await waitUntil(() => $(el, '[part="grid"]'), 'no grid drawn', { timeout: 10000 });
    await el.updateComplete;
    const metrics = Object.keys(el.result!.series);
    expect(metrics.length).to.be.greaterThan(12);
    // One cell per metric, the derived billed requests included.
    expect(cells(el).length).to.equal(metrics.length + 1);
    await expect(el).to.be.accessible();
  });
});
