// `<usage-chart compare>` against the emulator (real HTTP): the previous period in one more
// request, drawn as a muted dashed line under each series, read out with the change by the
// crosshair (pointer and keyboard), in the table and the CSV; its loading status, its failure
// (the chart stays, with a retry), a range the service would refuse; off again; axe in light and
// dark.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { getUsage, type UsageResult } from '../../../src/api/index.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/define.js';
import { injectFault, makeClient, makeStore, requestLog } from '../../support/emulator.js';
import { withPageScheme } from '../../support/engine.js';

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (t: number) => new Date(t).toISOString();
/** The ten full days before today, and the ten before those. */
const range = { start: iso(today - 10 * DAY), end: iso(today - 1) };
const before = { startDate: iso(today - 20 * DAY), endDate: iso(today - 10 * DAY - 1) };

const $ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) =>
  el.shadowRoot!.querySelector<T>(sel);
const $$ = (el: UsageChart, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const dashed = (el: UsageChart) => $$(el, 'g.p path.s');
const percent = (ratio: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(ratio);
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

type Store = ReturnType<typeof makeStore>;

async function mount(store: Store | undefined, compare = true, statistic = 'records') {
  return fixture<UsageChart>(
    html`<usage-chart
      lang="en-US"
      style="width: 600px"
      .store=${store}
      statistic=${statistic}
      start-date=${range.start}
      end-date=${range.end}
      ?compare=${compare}
    ></usage-chart>`,
  );
}

/** Waits until the shown period is drawn. */
async function shown(el: UsageChart): Promise<void> {
  await waitUntil(() => $(el, '[part="plot"]'), 'the chart was not drawn', { timeout: 8000 });
  await el.updateComplete;
}

/** Waits until the previous period is drawn too. */
async function compared(el: UsageChart, lines = 1): Promise<void> {
  await waitUntil(() => dashed(el).length === lines, 'the previous period was not drawn', {
    timeout: 8000,
  });
  await el.updateComplete;
}

/** The previous period's records as the service answers them (another app: its own log). */
async function previousRecords(): Promise<number[]> {
  const result = await getUsage(makeClient(), { statistic: 'records', ...before });
  return result.series['records']!.map((p) => p.v as number);
}

describe('<usage-chart compare> against the emulator', () => {
  it('asks for the range just before with exactly one more request, and draws it dashed', async () => {
    const store = makeStore();
    const el = await mount(store);
    await shown(el);
    await compared(el);
    const log = await requestLog(store.client!.appId);
    expect(log).to.have.length(2);
    const [first, second] = log.map((r) => new URL(r.url, 'http://x'));
    expect(first!.searchParams.get('startDate')).to.equal(range.start);
    expect(second!.pathname).to.equal('/1/usage/records');
    expect(second!.searchParams.get('startDate')).to.equal(before.startDate);
    expect(second!.searchParams.get('endDate')).to.equal(before.endDate);
    expect(second!.searchParams.get('granularity')).to.equal('daily');
    // Muted and dashed, in the series' colour, on the same time axis (ten points across).
    const line = dashed(el)[0]!;
    const solid = $(el, 'g:not(.p) > path.s')!;
    expect(getComputedStyle(line).strokeDasharray).not.to.equal('none');
    expect(getComputedStyle(solid).strokeDasharray).to.equal('none');
    expect(getComputedStyle(line).stroke).to.equal(getComputedStyle(solid).stroke);
    expect(Number(getComputedStyle(line.parentElement!).opacity)).to.be.below(1);
    const xs = (d: string) => [...d.matchAll(/[ML]([\d.]+)/g)].map((m) => Number(m[1]));
    expect(xs(line.getAttribute('d')!)).to.deep.equal(xs(solid.getAttribute('d')!));
    expect(text($(el, '[part="summary"]'))).to.match(
      /Dashed lines: the previous period, .+, on the same time axis\.$/,
    );
    expect($(el, '[part~="previous"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('reads out the previous value and the change at the crosshair, by keyboard and pointer', async () => {
    const el = await mount(makeStore());
    await compared(el);
    const prev = await previousRecords();
    const now = el.result!.series['records']!.map((p) => p.v as number);
    const change = (i: number) => (prev[i] ? percent((now[i]! - prev[i]!) / prev[i]!) : '—');
    const plot = $(el, '[part="plot"]')!;
    plot.focus();
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    const expected = `Records: ${count(now[0]!)}, previous period ${count(prev[0]!)} (${change(0)})`;
    expect(text($(el, '[aria-live="polite"]'))).to.contain(expected);
    expect(text($(el, '[part="tooltip"]'))).to.contain(expected);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(text($(el, '[aria-live="polite"]'))).to.contain(
      `, previous period ${count(prev[1]!)} (${change(1)})`,
    );
    // The pointer over the last point reads out the last pair.
    const box = $(el, '[part="panel"]')!.getBoundingClientRect();
    plot.dispatchEvent(
      new PointerEvent('pointermove', { clientX: box.right - 2, clientY: box.top + 20 }),
    );
    await el.updateComplete;
    expect(text($(el, '[part="tooltip"]'))).to.contain(
      `previous period ${count(prev[9]!)} (${change(9)})`,
    );
  });

  it('adds the previous value and the change to the table and the CSV, and drops them when off', async () => {
    const el = await mount(makeStore());
    await compared(el);
    const prev = await previousRecords();
    const now = el.result!.series['records']!.map((p) => p.v as number);
    el.view = 'table';
    await el.updateComplete;
    expect($$(el, 'thead th').map(text)).to.deep.equal([
      'Time',
      'Records',
      'Records (previous period)',
      'Records (change)',
    ]);
    const first = $$(el, 'tbody tr')[0]!;
    expect([...first.querySelectorAll('td')].map(text)).to.deep.equal([
      count(now[0]!),
      count(prev[0]!),
      prev[0] ? percent((now[0]! - prev[0]!) / prev[0]!) : '—',
    ]);
    await expect(el).to.be.accessible();
    const csv = el.toCSV().split('\r\n');
    expect(csv[0]).to.equal('Days in UTC,Records,Records (previous period),Records (change)');
    const [, value, previous, ratio] = csv[1]!.split(',');
    expect([Number(value), Number(previous)]).to.deep.equal([now[0], prev[0]]);
    expect(ratio).to.equal(prev[0] ? String(+((now[0]! - prev[0]!) / prev[0]!).toFixed(4)) : '');

    el.compare = false;
    await el.updateComplete;
    expect($$(el, 'thead th').map(text)).to.deep.equal(['Time', 'Records']);
    expect(el.toCSV().split('\r\n')[0]).to.equal('Days in UTC,Records');
    el.view = 'chart';
    await el.updateComplete;
    expect(dashed(el)).to.have.length(0);
    expect(text($(el, '[part="summary"]'))).not.to.contain('previous period');
  });

  it('shows the chart at once, with a polite status while the previous period loads', async () => {
    const store = makeStore();
    const el = await mount(store, false);
    await shown(el);
    await injectFault(store.client!.appId, { route: 'usage', latency: 1500 });
    el.compare = true;
    await waitUntil(() => $(el, '[part~="previous"]'), 'no loading status', { timeout: 8000 });
    const status = $(el, '[part~="previous"]')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(text(status)).to.equal('Loading the previous period…');
    expect($(el, '[part="plot"]')).to.exist;
    expect($(el, '[part="base"]')!.getAttribute('aria-busy')).to.equal('false');
    await compared(el);
    expect($(el, '[part~="previous"]')).to.equal(null);
  });

  it('names a failed previous period under the chart, which stays, and retries by keyboard', async () => {
    const store = makeStore({ retries: 0 });
    const el = await mount(store, false);
    await shown(el);
    await injectFault(store.client!.appId, {
      route: 'usage',
      status: 503,
      body: { status: 503, message: 'The usage service is resting.' },
    });
    el.compare = true;
    await waitUntil(() => $(el, '[part~="error"]'), 'no error shown', { timeout: 8000 });
    const error = $(el, '[part~="error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(text(error)).to.contain('Previous period not shown: Something went wrong');
    expect(text(error)).to.contain('The usage service is resting.');
    expect($(el, '[part="plot"]')).to.exist;
    expect(dashed(el)).to.have.length(0);
    await expect(el).to.be.accessible();
    $(el, '[part="retry"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await compared(el);
    expect($(el, '[part~="error"]')).to.equal(null);
    expect(await requestLog(store.client!.appId)).to.have.length(3);
  });

  it('does not ask for a previous period the service would refuse (before 1970)', async () => {
    const store = makeStore();
    const el = await fixture<UsageChart>(
      html`<usage-chart
        lang="en-US"
        .store=${store}
        statistic="records"
        start-date="1970-01-05"
        end-date="1970-01-15"
        compare
      ></usage-chart>`,
    );
    await waitUntil(() => $(el, '[part~="previous"]'), 'no message', { timeout: 8000 });
    expect(text($(el, '[part~="previous"]'))).to.equal(
      'The previous period would start before 1970: it is not shown.',
    );
    expect(await requestLog(store.client!.appId)).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('draws a `previous` result given with `data`, without any request', async () => {
    const points = (from: number, f: (i: number) => number) =>
      Array.from({ length: 5 }, (_, i) => ({ t: from + i * DAY, v: f(i) }));
    const result = (from: number, f: (i: number) => number): UsageResult => ({
      startDate: iso(from),
      endDate: iso(from + 5 * DAY - 1),
      granularity: 'daily',
      series: { records: points(from, f), data_size: points(from, (i) => f(i) * 1e6) },
    });
    const el = await fixture<UsageChart>(
      html`<usage-chart
        lang="en-US"
        style="width: 600px"
        compare
        .data=${result(today - 5 * DAY, (i) => 100 + i)}
        .previous=${result(today - 10 * DAY, (i) => (i ? 50 : 0))}
      ></usage-chart>`,
    );
    await compared(el, 2);
    el.view = 'table';
    await el.updateComplete;
    const rows = $$(el, 'tbody tr').map((r) => [...r.querySelectorAll('td')].map(text));
    expect(rows[0]!.slice(0, 3)).to.deep.equal(['100', '0', '—']);
    expect(rows[1]!.slice(0, 3)).to.deep.equal(['101', '50', '+102%']);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`is accessible in ${scheme}: compared, as a table, and failed`, async function () {
      const dark = scheme === 'dark';
      await withPageScheme(
        dark ? 'dark' : '',
        async () => {
          const el = await mount(makeStore(), true, 'records,max_qps');
          await compared(el, 4);
          plotFocus(el);
          await sendKeys({ press: 'End' });
          await el.updateComplete;
          await expect(el).to.be.accessible();
          el.view = 'table';
          await el.updateComplete;
          await expect(el).to.be.accessible();
          const store = makeStore({ retries: 0 });
          const failing = await mount(store, false);
          await shown(failing);
          await injectFault(store.client!.appId, { route: 'usage', status: 429 });
          failing.compare = true;
          await waitUntil(() => $(failing, '[part~="error"]'), 'no error', { timeout: 8000 });
          await expect(failing).to.be.accessible();
        },
        { background: dark ? '#181b22' : '' },
      );
    });
  }
});

function plotFocus(el: UsageChart): void {
  $(el, '[part="plot"]')!.focus();
}
