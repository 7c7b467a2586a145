import { translationsSettled } from '../../../src/internal/translations.js';
import { expect, fixture, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { setPageScheme } from '../../support/engine.js';
import type { UsageResult } from '../../../src/api/index.js';
import type { UsageChart } from '../../../src/usage-chart/usage-chart.js';
import '../../../src/usage-chart/define.js';
import { dailyUsage } from '../../support/usage.js';

const H = 3_600_000;
const t0 = Date.UTC(2026, 0, 1);

const daily = (
  days: number,
  series: Record<string, (i: number) => number | Record<string, number>>,
) => dailyUsage(days, series, t0);

const shadow = (el: UsageChart) => el.shadowRoot!;
const $ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) =>
  shadow(el).querySelector<T>(sel);
const $$ = <T extends Element = HTMLElement>(el: UsageChart, sel: string) => [
  ...shadow(el).querySelectorAll<T>(sel),
];
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function chart(data: UsageResult, statistic = '', lang = 'en-US'): Promise<UsageChart> {
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang=${lang}
      statistic=${statistic}
      .data=${data}
      style="width: 640px"
    ></usage-chart>`,
  );
  await el.updateComplete;
  return el;
}

/** Focus, also when the test page is not the focused tab (files run in parallel): a page in
 * the background moves focus without firing `focus`, so the event is sent by hand then. */
async function focus(el: HTMLElement): Promise<void> {
  let fired = false;
  el.addEventListener('focus', () => (fired = true), { once: true });
  el.focus();
  if (!fired) el.dispatchEvent(new FocusEvent('focus'));
  await ((el.getRootNode() as ShadowRoot).host as UsageChart).updateComplete;
}

async function key(el: Element, k: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
  await ((el.getRootNode() as ShadowRoot).host as UsageChart).updateComplete;
}

describe('<usage-chart> with data', () => {
  it('is accessible and draws one path per series with axes, legend and summary', async () => {
    const el = await chart(
      daily(31, { records: (i) => 1000 + i * 10, queries_operations: (i) => 500 * i }),
    );
    await expect(el).to.be.accessible();
    expect($$(el, 'path.s')).to.have.length(2);
    expect($$(el, '[part~="legend-item"]').map(text)).to.deep.equal(['Records', 'Single queries']);
    const labels = $$(el, 'svg text').map(text);
    expect(labels).to.include('Jan 4');
    expect(labels.some((l) => /^\d+(\.\d)?K$/.test(l))).to.equal(true);
    const summary = text($(el, '[part="summary"]'));
    expect(summary).to.contain('Usage from Jan 1 – 31, 2026, daily.');
    expect(summary).to.contain('Records: min 1,000, max 1,300, last 1,300.');
    const plot = $(el, '[part="plot"]')!;
    expect(plot.getAttribute('role')).to.equal('slider');
    expect(plot.getAttribute('aria-describedby')).to.equal('summary');
  });

  it('charts each unit family on its own axis: counts, ms, bytes and percentages', async () => {
    const el = await chart(
      daily(7, {
        records: () => 1200,
        avg_processing_time: (i) => 3 + i,
        data_size: (i) => 2.5e9 + i * 1e8,
        total_used_search_capacity: (i) => 40 + i,
      }),
    );
    expect($$(el, '[part="panel"]')).to.have.length(4);
    const labels = $$(el, 'svg text').map(text);
    expect(labels.some((l) => l.endsWith('ms'))).to.equal(true);
    expect(labels.some((l) => l.endsWith('GB'))).to.equal(true);
    expect(labels.some((l) => l.endsWith('%'))).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('splits per-server and per-region objects into one series per key', async () => {
    const el = await chart(
      daily(3, {
        max_qps: (i) => ({ 'server-1': 10 + i, 'server-2': 20 + i }),
        region_max_qps: (i) => ({ us: 30 + i, de: 5 }),
      }),
    );
    expect($$(el, '[part~="legend-item"]').map(text)).to.deep.equal([
      'Peak queries per second (server-1)',
      'Peak queries per second (server-2)',
      'Region peak queries per second (de)',
      'Region peak queries per second (us)',
    ]);
    expect($$(el, 'path.s')).to.have.length(4);
  });

  it('shows billed search requests derived from the two request totals', async () => {
    const el = await chart(
      daily(2, {
        total_search_requests: () => 100,
        querysuggestions_total_search_requests: () => 8,
      }),
      'billed_search_requests',
    );
    expect($$(el, '[part~="legend-item"]').map(text)).to.deep.equal(['Billed search requests']);
    expect(el.toCSV()).to.contain('2026-01-01,92');
  });

  it('moves a crosshair tooltip with the arrow keys, Home and End, and announces it', async () => {
    const el = await chart(
      daily(5, { records: (i) => (i + 1) * 100, data_size: (i) => (i + 1) * 1e6 }),
    );
    const plot = $(el, '[part="plot"]')!;
    await focus(plot);
    expect(text($(el, '[part="tooltip"]'))).to.contain('Jan 5, 2026');
    await key(plot, 'Home');
    const tip = text($(el, '[part="tooltip"]'));
    expect(tip).to.contain('Jan 1, 2026');
    expect(tip).to.contain('Records: 100');
    expect(tip).to.contain('Data size: 1 MB');
    expect(plot.getAttribute('aria-valuenow')).to.equal('0');
    expect(plot.getAttribute('aria-valuetext')).to.equal('Jan 1, 2026');
    await key(plot, 'ArrowRight');
    await key(plot, 'ArrowRight');
    expect(plot.getAttribute('aria-valuenow')).to.equal('2');
    expect(text($(el, '[role="status"][aria-live="polite"]'))).to.equal(
      'Jan 3, 2026: Records: 300; Data size: 3 MB',
    );
    expect($$(el, 'line.cross')).to.have.length(2);
    await key(plot, 'End');
    expect(plot.getAttribute('aria-valuenow')).to.equal('4');
    await key(plot, 'ArrowRight');
    expect(plot.getAttribute('aria-valuenow')).to.equal('4');
    await key(plot, 'ArrowLeft');
    expect(plot.getAttribute('aria-valuenow')).to.equal('3');
    await expect(el).to.be.accessible();
    await key(plot, 'Escape');
    expect($(el, '[part="tooltip"]')).to.equal(null);
  });

  it('follows the pointer with the crosshair', async () => {
    const el = await chart(daily(11, { records: (i) => i }));
    const plot = $(el, '[part="plot"]')!;
    const rect = plot.getBoundingClientRect();
    plot.dispatchEvent(
      new PointerEvent('pointermove', { clientX: rect.right - 2, clientY: rect.top + 50 }),
    );
    await el.updateComplete;
    expect(text($(el, '[part="tooltip"]'))).to.contain('Jan 11, 2026');
    expect($(el, '[part="tooltip"]')!.classList.contains('flip')).to.equal(true);
    plot.dispatchEvent(new PointerEvent('pointerleave'));
    await el.updateComplete;
    expect($(el, '[part="tooltip"]')).to.equal(null);
  });

  it('toggles series from the legend with the keyboard and emits a cancelable event', async () => {
    const el = await chart(daily(3, { records: () => 1, data_size: () => 2 }));
    const [records] = $$<HTMLButtonElement>(el, '[part~="legend-item"]');
    expect(records!.getAttribute('aria-pressed')).to.equal('true');
    records!.focus();
    setTimeout(() => records!.click()); // Enter or Space on a native button
    const ev = await oneEvent(el, 'search-series-toggle');
    expect(ev.detail).to.deep.equal({ id: 'records', metric: 'records', visible: false });
    expect(ev.cancelable && ev.bubbles && ev.composed).to.equal(true);
    await el.updateComplete;
    expect(records!.getAttribute('aria-pressed')).to.equal('false');
    expect($$(el, 'path.s')).to.have.length(1);
    expect(el.toCSV().split('\r\n')[0]).to.equal('Days in UTC,Data size');

    el.addEventListener('search-series-toggle', (e) => e.preventDefault(), { once: true });
    records!.click();
    await el.updateComplete;
    expect(records!.getAttribute('aria-pressed')).to.equal('false');
    records!.click();
    await el.updateComplete;
    expect(records!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('says so when every series is hidden', async () => {
    const el = await chart(daily(2, { records: () => 1 }));
    $(el, '[part~="legend-item"]')!.click();
    await el.updateComplete;
    expect(text($(el, '[part="message"]'))).to.contain('Every series is hidden');
    await expect(el).to.be.accessible();
  });

  it('switches to a real data table and back', async () => {
    const el = await chart(
      daily(3, { records: (i) => 1000 * (i + 1), avg_processing_time: () => 4.25 }),
    );
    const toggle = $(el, '[part="view-toggle"]')!;
    toggle.click();
    await el.updateComplete;
    expect(el.view).to.equal('table');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    const table = $(el, 'table[part="table"]')!;
    expect([...table.querySelectorAll('thead th')].map(text)).to.deep.equal([
      'Time',
      'Records',
      'Average processing time',
    ]);
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => [...r.children].map(text));
    expect(rows).to.deep.equal([
      ['Jan 1, 2026', '1,000', '4.3 ms'],
      ['Jan 2, 2026', '2,000', '4.3 ms'],
      ['Jan 3, 2026', '3,000', '4.3 ms'],
    ]);
    expect($(el, '[part="plot"]')).to.equal(null);
    await expect(el).to.be.accessible();
    toggle.click();
    await el.updateComplete;
    expect($(el, '[part="plot"]')).to.exist;
  });

  it('downloads the shown data as CSV through a temporary link', async () => {
    const el = await chart(daily(2, { records: (i) => i + 1 }));
    const original = HTMLAnchorElement.prototype.click;
    const clicked: HTMLAnchorElement[] = [];
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this); // the download is not started in a test
    };
    try {
      // (Saved in the click itself: nothing to wait for.)
      $(el, '[part="download"]')!.click();
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    const link = clicked[0];
    expect(clicked).to.have.length(1);
    expect(link!.download).to.equal('usage-2026-01-01-2026-01-02.csv');
    expect(link!.href).to.match(/^blob:/);
    const csv = await (await fetch(link!.href)).text();
    expect(csv).to.equal('Days in UTC,Records\r\n2026-01-01,1\r\n2026-01-02,2\r\n');
  });

  it('lists the metrics asked for that have no data, and charts the rest', async () => {
    const el = await chart(daily(2, { records: () => 1 }), 'records,file_size,avg_processing_time');
    expect(text($(el, '[part~="partial"]'))).to.equal(
      'No data for File size and Average processing time in this range; the other metrics are shown.',
    );
    expect($$(el, 'path.s')).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('says which metrics had no data for an empty result', async () => {
    const el = await chart({ ...daily(1, {}), series: {} }, 'records,data_size');
    expect(text($(el, '[part~="empty"]'))).to.equal(
      'No data for Records and Data size in this range.',
    );
    expect($(el, '[part="plot"]')).to.equal(null);
    await expect(el).to.be.accessible();
    const any = await chart({ ...daily(1, {}), series: {} }, '*');
    expect(text($(any, '[part~="empty"]'))).to.equal('No data for any metric in this range.');
  });

  it('draws hourly data on an hour axis in UTC', async () => {
    const data: UsageResult = {
      series: {
        queries_operations: Array.from({ length: 24 }, (_, i) => ({ t: t0 + i * H, v: i * 10 })),
      },
      startDate: new Date(t0).toISOString(),
      endDate: new Date(t0 + 23 * H).toISOString(),
      granularity: 'hourly',
    };
    const el = await chart(data, '', 'en-GB');
    const labels = $$(el, 'svg text').map(text);
    expect(labels.some((l) => /^\d{2}:00$/.test(l))).to.equal(true);
    const plot = $(el, '[part="plot"]')!;
    await focus(plot);
    await key(plot, 'Home');
    expect(plot.getAttribute('aria-valuetext')).to.match(/1 Jan 2026, 00:00 UTC/);
  });

  it('draws a single point as a marker', async () => {
    const el = await chart(daily(1, { records: () => 42 }));
    expect($$(el, 'circle.dot')).to.have.length(1);
    expect(text($(el, '[part="summary"]'))).to.contain('Jan 1, 2026');
  });

  it('formats with the closest lang and takes overridden strings', async () => {
    const el = fixtureSync<HTMLElement>(
      html`<div lang="de">
        <usage-chart
          .data=${daily(2, { records: () => 1234567 })}
          .strings=${{ download: 'CSV herunterladen', metricNames: { records: 'Einträge' } }}
        ></usage-chart>
      </div>`,
    );
    const chartEl = el.querySelector('usage-chart')!;
    await chartEl.updateComplete;
    expect(text($(chartEl, '[part="download"]'))).to.equal('CSV herunterladen');
    expect(text($(chartEl, '[part="summary"]'))).to.contain('Einträge: min 1.234.567');
  });

  it('re-renders its labels when its own lang changes', async () => {
    const el = await chart(daily(2, { records: () => 1234567 }));
    expect(text($(el, '[part="summary"]'))).to.contain('1,234,567');
    el.lang = 'fr';
    await el.updateComplete;
    expect(text($(el, '[part="summary"]'))).to.match(/1\s234\s567/);
  });

  it('re-renders its labels when an ancestor’s lang changes', async () => {
    const wrapper = fixtureSync<HTMLElement>(
      html`<div lang="en-US">
        <usage-chart .data=${daily(2, { records: () => 1234567 })}></usage-chart>
      </div>`,
    );
    const el = wrapper.querySelector('usage-chart')!;
    // Let the first render and its measuring settle, so nothing else re-renders the chart.
    await new Promise((r) => setTimeout(r, 100));
    await el.updateComplete;
    expect(text($(el, '[part="summary"]'))).to.contain('1,234,567');
    wrapper.lang = 'de';
    // The change is seen by a mutation observer, then rendered.
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    expect(text($(el, '[part="summary"]'))).to.contain('1.234.567');
  });

  it('reads lang="en_US" as en-US, over an ancestor’s language', async () => {
    const wrapper = fixtureSync<HTMLElement>(
      html`<div lang="de">
        <usage-chart lang="en_US" .data=${daily(2, { records: () => 1234567 })}></usage-chart>
      </div>`,
    );
    const el = wrapper.querySelector('usage-chart')!;
    await el.updateComplete;
    expect(text($(el, '[part="summary"]'))).to.contain('Records: min 1,234,567');
    expect(text($(el, '[part="summary"]'))).to.contain('Jan 1 – 2, 2026');
  });

  it('falls back to the nearest valid language for lang="zz-invalid-", and throws nothing', async () => {
    const wrapper = fixtureSync<HTMLElement>(
      html`<div lang="de">
        <usage-chart lang="zz-invalid-" .data=${daily(2, { records: () => 1234567 })}></usage-chart>
      </div>`,
    );
    const el = wrapper.querySelector('usage-chart')!;
    // German numbers, and (once they arrive) German words: the ancestor's language.
    await translationsSettled();
    await el.updateComplete;
    expect(text($(el, '[part="summary"]'))).to.match(/^Nutzung .*Datensätze: min\. 1\.234\.567/);
    expect($$(el, 'path.s')).to.have.length(1);
    // Alone under the page's `lang="en"`, the invalid tag falls back to it.
    const alone = await chart(daily(2, { records: () => 1234567 }), '', 'zz-invalid-');
    expect(text($(alone, '[part="summary"]'))).to.contain('1,234,567');
  });

  it('follows an ancestor’s lang through malformed and invalid tags', async () => {
    const wrapper = fixtureSync<HTMLElement>(
      html`<div lang="de">
        <section lang="fr">
          <usage-chart .data=${daily(2, { records: () => 1234567 })}></usage-chart>
        </section>
      </div>`,
    );
    const section = wrapper.querySelector('section')!;
    const el = wrapper.querySelector('usage-chart')!;
    await el.updateComplete;
    const summary = () => text($(el, '[part="summary"]')).replace(/[\u00a0\u202f]/g, ' ');
    expect(summary()).to.contain('1 234 567');
    const settle = async () => {
      await new Promise((r) => setTimeout(r)); // the document's lang observer, then the update
      await el.updateComplete;
    };
    section.lang = 'en_US';
    await settle();
    expect(summary()).to.contain('1,234,567');
    section.lang = 'zz-invalid-';
    await settle();
    expect(summary()).to.contain('1.234.567');
    wrapper.lang = 'fr';
    await settle();
    expect(summary()).to.contain('1 234 567');
  });

  it('takes its accent from the page’s --search-ui-accent, in light and dark', async function () {
    const el = await chart(daily(2, { records: () => 1 }));
    const toggle = $(el, '[part="view-toggle"]')!;
    toggle.click();
    await el.updateComplete;
    const accent = () => getComputedStyle(toggle).backgroundColor;
    const theme = document.createElement('style');
    theme.textContent = `:root { --search-ui-accent: rgb(1, 2, 3); }
      :root.dark-page { --search-ui-accent: rgb(4, 5, 6); }`;
    try {
      setPageScheme('');
      const lightDefault = accent();
      setPageScheme('dark');
      const darkDefault = accent();
      expect(darkDefault).not.to.equal(lightDefault);
      document.head.append(theme);
      document.documentElement.classList.add('dark-page');
      expect(accent()).to.equal('rgb(4, 5, 6)');
      document.documentElement.classList.remove('dark-page');
      setPageScheme('');
      expect(accent()).to.equal('rgb(1, 2, 3)');
      // The element's own property wins over the token.
      el.style.setProperty('--usage-chart-accent', 'rgb(7, 8, 9)');
      expect(accent()).to.equal('rgb(7, 8, 9)');
    } finally {
      theme.remove();
      document.documentElement.classList.remove('dark-page');
      setPageScheme('');
    }
  });

  it('renders service text as text, never as markup', async () => {
    const el = await chart(daily(1, { max_qps: () => ({ '<img src=x onerror=alert(1)>': 1 }) }));
    expect($(el, 'img')).to.equal(null);
    expect(text($(el, '[part~="legend-item"]'))).to.contain('<img src=x onerror=alert(1)>');
  });

  it('asks for a statistic when given nothing', async () => {
    const el = await fixture<UsageChart>(html`<usage-chart></usage-chart>`);
    expect(text($(el, '[part="empty"][role="status"]'))).to.contain('Set the statistic attribute');
    await expect(el).to.be.accessible();
  });
});
