// What the time-zone tests check of a <usage-chart> (test/browser/usage-chart/time-zone.test.ts in
// the browser's zone, test/browser/time-zone/ with the browser launched in another).
import { expect, fixture, html } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { UsageChart } from '../../src/usage-chart/usage-chart.js';
import '../../src/usage-chart/define.js';
import { Store } from '../../src/store/store.js';
import { keys, makeClient } from './emulator.js';
import { waitUntil } from './wait.js';

export const $$ = (el: Element, sel: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(sel),
];
export const text = (el: Element | null | undefined) =>
  (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The hours around New York's autumn change: 2026-11-01, 1 AM EDT (05:00Z) then 1 AM EST (06:00Z). */
export const AUTUMN = { start: '2026-11-01T00:00:00.000Z', end: '2026-11-01T12:00:00.000Z' };

export const usageStore = (timeZone?: string) =>
  new Store({
    client: makeClient({ apiKey: keys.usage }),
    ...(timeZone ? { timeZone } : {}),
  });

/** A loaded chart of `records` (over `range`, hourly unless told). */
export async function chartOf(
  attrs: { zone?: string; granularity?: string; start: string; end: string; lang?: string },
  store = usageStore(),
): Promise<UsageChart> {
  const el = await fixture<UsageChart>(
    html`<usage-chart
      lang=${attrs.lang ?? 'en-US'}
      style="width: 900px"
      .store=${store}
      statistic="records"
      time-zone=${ifDefined(attrs.zone)}
      granularity=${attrs.granularity ?? 'hourly'}
      start-date=${attrs.start}
      end-date=${attrs.end}
    ></usage-chart>`,
  );
  await settled(el);
  return el;
}

export async function settled(el: UsageChart): Promise<void> {
  await el.updateComplete;
  await waitUntil(
    () => el.shadowRoot!.querySelector('[part="base"]')?.getAttribute('aria-busy') === 'false',
    'the chart did not finish loading',
    { timeout: 8000 },
  );
  await el.updateComplete;
}

/** The CSV's time column, and the service's instants of the same rows. */
export async function csvTimes(el: UsageChart): Promise<{ head: string; times: string[] }> {
  const [head, ...rows] = el.toCSV().trim().split('\r\n');
  return { head: head!.split(',')[0]!, times: rows.map((row) => row.split(',')[0]!) };
}

export const serviceTimes = (el: UsageChart): number[] =>
  (el.result!.series.records as { t: number }[]).map((point) => point.t);

/** The time-axis labels, in order. */
export const tickLabels = (el: UsageChart): string[] =>
  $$(el, 'svg text[text-anchor="middle"]').map(text);

/** The table's row headers (times), once the table is shown. */
export async function tableTimes(el: UsageChart): Promise<string[]> {
  el.view = 'table';
  await el.updateComplete;
  await waitUntil(() => $$(el, 'table tbody th').length, 'the table did not show', {
    timeout: 8000,
  });
  return $$(el, 'table tbody th').map(text);
}

/**
 * The done-when checks of New York across 2026-11-01 (through `time-zone` or the viewer's
 * zone): CSV offsets -04:00 then -05:00 that parse back to the service's instants, both 1 AM
 * hours told apart in the table, no two neighbouring ticks alike, the zone named.
 */
export async function expectNewYorkAutumn(el: UsageChart): Promise<void> {
  const { head, times } = await csvTimes(el);
  expect(head).to.equal('Time');
  expect(times.map((time) => Date.parse(time))).to.deep.equal(serviceTimes(el));
  const offsets = times.map((time) => time.slice(-6));
  const change = offsets.indexOf('-05:00');
  expect(change).to.be.greaterThan(0);
  expect(offsets.slice(0, change).every((offset) => offset === '-04:00')).to.equal(true);
  expect(offsets.slice(change).every((offset) => offset === '-05:00')).to.equal(true);
  expect(times).to.include('2026-11-01T01:00:00-04:00');
  expect(times).to.include('2026-11-01T01:00:00-05:00');

  const ticks = tickLabels(el);
  expect(ticks.length).to.be.greaterThan(2);
  ticks.forEach((label, i) => expect(label, ticks.join(' | ')).not.to.equal(ticks[i - 1]));

  expect(text(el.shadowRoot!.querySelector('[part="time-zone"]'))).to.equal(
    'Times in New York (EDT, EST)',
  );
  const rows = await tableTimes(el);
  expect(rows).to.include('Nov 1, 2026, 1:00 AM EDT');
  expect(rows).to.include('Nov 1, 2026, 1:00 AM EST');
  expect(new Set(rows).size).to.equal(rows.length);
}
