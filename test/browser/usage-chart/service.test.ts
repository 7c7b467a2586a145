import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/index.js';
import { SearchProvider } from '../../../src/provider/index.js';
import { injectFault, keys, makeClient, makeStore, requestLog } from '../../support/emulator.js';
import { needsGc } from '../../support/engine.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (t: number) => new Date(t).toISOString();

const $ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) =>
  el.shadowRoot!.querySelector<T>(sel);
const $$ = (el: UsageChart, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const legend = (el: UsageChart) => $$(el, '[part~="legend-item"]').map(text);
const points = (el: UsageChart) =>
  Number($(el, '[part="plot"]')!.getAttribute('aria-valuemax')) + 1;

/** Waits until the chart leaves its loading state (chart, empty, partial or error shown). */
async function settled(el: UsageChart): Promise<void> {
  await el.updateComplete; // a click or attribute change starts loading in the next update
  await waitUntil(
    () => $(el, '[part="base"]')?.getAttribute('aria-busy') === 'false',
    'the chart did not finish loading',
    { timeout: 8000 },
  );
  await el.updateComplete;
}

type Store = ReturnType<typeof makeStore>;

async function mount(store: Store, attrs: Partial<Record<string, string>>): Promise<UsageChart> {
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang="en-US"
      style="width: 600px"
      .store=${store}
      statistic=${attrs.statistic ?? 'records'}
      index=${ifDefined(attrs.index)}
      start-date=${ifDefined(attrs.start)}
      end-date=${ifDefined(attrs.end)}
      granularity=${ifDefined(attrs.granularity)}
      period=${ifDefined(attrs.period)}
    ></usage-chart>`,
  );
  return el;
}

/** The ten full days before today (the end is inclusive: the last millisecond of yesterday). */
const lastTenDays = { start: iso(today - 10 * DAY), end: iso(today - 1) };

describe('<usage-chart> against the emulator', () => {
  it('shows a skeleton while loading, then an integer metric at the application level', async () => {
    const store = makeStore({ apiKey: keys.usage });
    await injectFault(store.client!.appId, { route: 'usage', latency: 400 });
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    expect($(el, '[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
    expect($(el, '[part="skeleton"]')).to.exist;
    expect(text($(el, '[role="status"]'))).to.equal('Loading usage statistics…');
    await expect(el).to.be.accessible();
    await settled(el);
    expect(legend(el)).to.deep.equal(['Records']);
    expect(points(el)).to.equal(10);
    expect(el.result!.granularity).to.equal('daily');
    expect(text($(el, '[part="summary"]'))).to.match(
      /Records: min [\d,]+, max [\d,]+, last [\d,]+\./,
    );
    await expect(el).to.be.accessible();
    const log = await requestLog(store.client!.appId);
    expect(log).to.have.length(1);
    expect(log[0]!.url).to.match(/^\/1\/usage\/records\?/);
    expect(log[0]!.url).not.to.contain(keys.usage);
    expect(el.shadowRoot!.innerHTML).not.to.contain(keys.usage);
  });

  it('splits per-server objects into one series per server', async () => {
    const el = await mount(makeStore(), { statistic: 'max_qps', ...lastTenDays });
    await settled(el);
    expect(legend(el)).to.deep.equal([
      'Peak queries per second (server-1)',
      'Peak queries per second (server-2)',
      'Peak queries per second (server-3)',
    ]);
    expect($$(el, 'path.s')).to.have.length(3);
    await expect(el).to.be.accessible();
  });

  it('splits per-region objects into one series per region, as percentages', async () => {
    const el = await mount(makeStore(), {
      statistic: 'region_used_search_capacity',
      ...lastTenDays,
    });
    await settled(el);
    expect(legend(el)).to.deep.equal([
      'Region used search capacity (de)',
      'Region used search capacity (us)',
    ]);
    expect($$(el, 'svg text').some((t) => text(t).endsWith('%'))).to.equal(true);
  });

  it('charts index-level metrics and groups', async () => {
    const store = makeStore();
    const el = await mount(store, {
      statistic: 'search_operations,data_size',
      index: 'products',
      ...lastTenDays,
    });
    await settled(el);
    expect(legend(el)).to.deep.equal(['Single queries', 'Queries in batches', 'Data size']);
    expect($$(el, '[part="panel"]')).to.have.length(2);
    const [log] = await requestLog(store.client!.appId);
    expect(log!.url).to.match(/^\/1\/usage\/search_operations,data_size\/products\?/);
  });

  it('derives billed search requests from the two request totals', async () => {
    const store = makeStore();
    const el = await mount(store, { statistic: 'billed_search_requests', ...lastTenDays });
    await settled(el);
    expect(legend(el)).to.deep.equal(['Billed search requests']);
    const direct = await makeClient().getUsage({
      statistic: ['total_search_requests', 'querysuggestions_total_search_requests'],
      startDate: lastTenDays.start,
      endDate: lastTenDays.end,
    });
    const total = direct.series.total_search_requests![0]!;
    const qs = direct.series.querysuggestions_total_search_requests![0]!;
    const row = el.toCSV().split('\r\n')[1]!;
    expect(row).to.equal(`${iso(total.t).slice(0, 10)},${(total.v as number) - (qs.v as number)}`);
  });

  it('draws hourly data on an hour axis', async () => {
    const end = Math.floor(Date.now() / HOUR) * HOUR;
    const el = await mount(makeStore(), {
      statistic: 'queries_operations',
      start: iso(end - 2 * DAY),
      end: iso(end - 1),
      granularity: 'hourly',
    });
    await settled(el);
    expect(points(el)).to.equal(48);
    expect($(el, '[part="plot"]')!.getAttribute('aria-valuetext')).to.contain('UTC');
    await expect(el).to.be.accessible();
  });

  for (const [period, count, granularity] of [
    ['last_day', 1, 'daily'],
    ['day', 24, 'hourly'],
    ['month', 30, 'daily'],
    ['year', 365, 'daily'],
  ] as const) {
    it(`maps period="${period}" to ${count} ${granularity} point(s)`, async () => {
      const store = makeStore();
      const el = await mount(store, { statistic: 'total_search_operations', period });
      await settled(el);
      expect(el.result!.granularity).to.equal(granularity);
      expect(points(el)).to.equal(count);
      const [log] = await requestLog(store.client!.appId);
      expect(log!.url).to.contain(`granularity=${granularity}`);
      await expect(el).to.be.accessible();
    });
  }

  it('says which metrics had no data when the response is empty', async () => {
    // The faq index is 90 days old: nothing before.
    const el = await mount(makeStore(), {
      statistic: 'records,queries_operations',
      index: 'faq',
      start: iso(today - 200 * DAY),
      end: iso(today - 150 * DAY),
    });
    await settled(el);
    expect(text($(el, '[part~="empty"]'))).to.equal(
      'No data for Records and Single queries in this range.',
    );
    expect($(el, '[part="plot"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('charts partial data and lists the metrics without data', async () => {
    const el = await mount(makeStore(), {
      statistic: 'avg_processing_time,queries_above_last_ms_processing_time',
      ...lastTenDays,
    });
    await settled(el);
    expect(legend(el)).to.deep.equal(['Average processing time']);
    expect(text($(el, '[part~="partial"]'))).to.equal(
      'No data for Queries taking 1 second or more in this range; the other metrics are shown.',
    );
    await expect(el).to.be.accessible();
  });

  it("shows the service's 422 message for an unknown metric, with a retry", async () => {
    const el = await mount(makeStore(), { statistic: 'no_such_metric', ...lastTenDays });
    await settled(el);
    expect(text($(el, '[part~="error"]'))).to.contain('Metric not found');
    expect($(el, '[part="retry"]')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('shows a 422 about the range from the service', async () => {
    const store = makeStore();
    const message = 'The time range is too large: at most 365 days with daily granularity.';
    await injectFault(store.client!.appId, {
      route: 'usage',
      status: 422,
      body: { status: 422, message },
    });
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    await settled(el);
    expect(text($(el, '[part~="error"]'))).to.contain(message);
  });

  it("shows the message of a 403 in the usage description's nested error shape", async () => {
    const store = makeStore();
    const message = 'This key cannot read usage statistics';
    await injectFault(store.client!.appId, {
      route: 'usage',
      status: 403,
      body: { error: { code: 'forbidden', message, errors: [] } },
    });
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    await settled(el);
    expect(text($(el, '[part~="error"]'))).to.contain(message);
  });

  it('never names a series after a comma list answered with the {statistics} envelope', async () => {
    const store = makeStore();
    const statistics = [
      { t: today - 2 * DAY, v: 3 },
      { t: today - DAY, v: 4 },
    ];
    await injectFault(store.client!.appId, {
      route: 'usage',
      status: 200,
      body: { statistics },
      times: 0,
    });
    const el = await mount(store, { statistic: 'records,data_size', ...lastTenDays });
    await settled(el);
    expect(legend(el)).to.deep.equal(['Records', 'Data size']);
    expect($(el, '[part~="partial"]')).to.equal(null);
  });

  it('shows 401 for an invalid key, and never the key', async () => {
    const el = await mount(makeStore({ apiKey: keys.invalid }), {
      statistic: 'records',
      ...lastTenDays,
    });
    await settled(el);
    expect(text($(el, '[part~="error"]'))).to.contain('Invalid credentials');
    expect(el.shadowRoot!.innerHTML).not.to.contain(keys.invalid);
    await expect(el).to.be.accessible();
  });

  it('shows 429 and loads on retry', async () => {
    const store = makeStore();
    await injectFault(store.client!.appId, {
      route: 'usage',
      status: 429,
      body: { status: 429, message: 'Too many requests: slow down.' },
    });
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    await settled(el);
    expect(text($(el, '[part~="error"]'))).to.contain('Too many requests: slow down.');
    $(el, '[part="retry"]')!.click();
    await settled(el);
    expect(legend(el)).to.deep.equal(['Records']);
    expect(await requestLog(store.client!.appId)).to.have.length(2);
  });

  it('shows a timeout when the service is slower than the client waits', async () => {
    const store = makeStore({ timeouts: { connect: 150, read: 150 }, retries: 0 });
    await injectFault(store.client!.appId, { route: 'usage', latency: 2000 });
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    await settled(el);
    expect(text($(el, '[part~="error"]'))).to.match(/timed out/i);
    await expect(el).to.be.accessible();
  });

  it('reports a malformed response', async () => {
    const store = makeStore();
    await injectFault(store.client!.appId, { route: 'usage', malformed: true, times: 0 });
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    await settled(el);
    expect($(el, '[part~="error"]')).to.exist;
    expect($(el, '[part="plot"]')).to.equal(null);
    expect(text($(el, '[part~="error"]'))).to.match(/JSON|malformed|invalid/i);
  });

  it('reports a response of the wrong shape, naming where', async () => {
    const store = makeStore();
    await injectFault(store.client!.appId, { route: 'usage', wrongShape: true });
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    await settled(el);
    expect(text($(el, '[part~="error"]'))).to.contain('records');
    await expect(el).to.be.accessible();
  });

  it('only ever shows the last request after rapid attribute changes', async () => {
    const store = makeStore();
    const appId = store.client!.appId;
    // The first two answers are slow: if they were shown, they would land last.
    await injectFault(appId, { route: 'usage', latency: 900, times: 2 });
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    const seen = new Set<string>();
    const observer = new MutationObserver(() => legend(el).forEach((l) => seen.add(l)));
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    await el.updateComplete;
    el.statistic = 'data_size';
    await el.updateComplete;
    el.statistic = 'file_size';
    await settled(el);
    expect(legend(el)).to.deep.equal(['File size']);
    await new Promise((r) => setTimeout(r, 1200)); // past the slow answers
    await el.updateComplete;
    observer.disconnect();
    expect(legend(el)).to.deep.equal(['File size']);
    expect([...seen]).to.deep.equal(['File size']);
    expect(el.result!.series).to.have.keys(['file_size']);
  });

  it('checks the range before any request and applies a proposed fix', async () => {
    const store = makeStore();
    const el = await mount(store, {
      statistic: 'records',
      start: iso(today - 30 * DAY),
      end: iso(today),
      granularity: 'hourly',
    });
    await el.updateComplete;
    expect(text($(el, '[part~="range-error"] p'))).to.equal(
      'Hourly data covers at most 7 days, and this range spans 30 days. Switch to daily data or shorten the range.',
    );
    expect($$(el, '[part="proposal"]').map(text)).to.deep.equal([
      'Use daily data',
      'Show the last 7 days',
    ]);
    await expect(el).to.be.accessible();
    expect(await requestLog(store.client!.appId)).to.have.length(0);

    const events: CustomEvent[] = [];
    el.addEventListener('search-usage-range-change', (e) => events.push(e as CustomEvent));
    $$(el, '[part="proposal"]')[0]!.click();
    await settled(el);
    expect(events[0]!.detail).to.deep.equal({
      startDate: iso(today - 30 * DAY),
      endDate: iso(today),
      granularity: 'daily',
    });
    expect(el.granularity).to.equal('daily');
    expect(points(el)).to.equal(30);
  });

  it('proposes a shorter range past 365 daily days, and a cancelled proposal changes nothing', async () => {
    const el = await mount(makeStore(), {
      statistic: 'records',
      start: iso(today - 400 * DAY),
      end: iso(today),
    });
    await el.updateComplete;
    expect(text($(el, '[part~="range-error"] p'))).to.contain('Daily data covers at most 365 days');
    el.addEventListener('search-usage-range-change', (e) => e.preventDefault());
    $(el, '[part="proposal"]')!.click();
    await el.updateComplete;
    expect(el.startDate).to.equal(iso(today - 400 * DAY));
  });

  it('takes its store from a <search-provider>, and shares one request with a twin', async () => {
    const store = makeStore();
    const wrapper = await fixture<HTMLElement>(
      html`<search-provider .store=${store}>
        <usage-chart
          statistic="records"
          start-date=${lastTenDays.start}
          end-date=${lastTenDays.end}
        ></usage-chart>
        <usage-chart
          statistic="records"
          start-date=${lastTenDays.start}
          end-date=${lastTenDays.end}
        ></usage-chart>
      </search-provider>`,
    );
    const [a, b] = [...wrapper.querySelectorAll('usage-chart')];
    await settled(a!);
    await settled(b!);
    expect(legend(a!)).to.deep.equal(['Records']);
    expect(legend(b!)).to.deep.equal(['Records']);
    expect(await requestLog(store.client!.appId)).to.have.length(1);
  });

  it('receives the store from a provider defined after it, across a garbage collection', async function () {
    const gc = (window as { gc?: () => void }).gc;
    needsGc(this);
    const store = makeStore();
    const tag = `late-provider-${Math.random().toString(36).slice(2)}`;
    const container = fixtureSync<HTMLElement>(html`<div></div>`);
    const provider = Object.assign(document.createElement(tag), { store });
    const el = Object.assign(document.createElement('usage-chart'), {
      statistic: 'records',
      startDate: lastTenDays.start,
      endDate: lastTenDays.end,
    });
    provider.append(el);
    container.append(provider);
    await el.updateComplete;
    expect(text($(el, '[part="no-client"]'))).to.contain('No API client');
    await new Promise((r) => setTimeout(r, 10));
    gc!();
    customElements.define(tag, class extends SearchProvider {});
    await settled(el);
    expect(legend(el)).to.deep.equal(['Records']);
    expect(await requestLog(store.client!.appId)).to.have.length(1);
  });

  it('reload() asks the service again, past the store’s cached answer', async () => {
    const store = makeStore();
    const el = await mount(store, { statistic: 'records', ...lastTenDays });
    await settled(el);
    expect(await requestLog(store.client!.appId)).to.have.length(1);
    await el.reload();
    await settled(el);
    expect(legend(el)).to.deep.equal(['Records']);
    expect(await requestLog(store.client!.appId)).to.have.length(2);
  });

  it('renders `data` once, without a request and without running its loader', async () => {
    const store = makeStore();
    const day = (i: number) => ({ t: today - (10 - i) * DAY, v: i });
    const data = {
      series: { records: Array.from({ length: 10 }, (_, i) => day(i)) },
      startDate: iso(today - 10 * DAY),
      endDate: iso(today - DAY),
      granularity: 'daily' as const,
    };
    // At the width the chart is first drawn at, measuring the plot changes nothing.
    const container = fixtureSync<HTMLElement>(html`<div style="width: 640px"></div>`);
    const el = Object.assign(document.createElement('usage-chart'), {
      store,
      data,
      statistic: 'records',
    });
    let updates = 0;
    const updated = el['updated'].bind(el);
    el['updated'] = (changed: Parameters<typeof updated>[0]) => {
      updates += 1;
      updated(changed);
    };
    container.append(el);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 200)); // past the resize observer's first report
    await el.updateComplete;
    expect(legend(el)).to.deep.equal(['Records']);
    expect(updates).to.equal(1);
    expect(await requestLog(store.client!.appId)).to.have.length(0);
  });

  it('says a client is missing without a store', async () => {
    const el = await fixture<UsageChart>(html`<usage-chart statistic="records"></usage-chart>`);
    expect(text($(el, '[part="no-client"]'))).to.contain('No API client');
    await expect(el).to.be.accessible();
  });
});
