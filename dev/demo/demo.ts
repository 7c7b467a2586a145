// The demo page: one store for the emulator's application, shared by every element through
// `<search-provider>`, plus the page's own controls (the usage range picker and the composition
// picker) and the search page (search-page.ts).
// The provider is defined first: an element defined before it asks for the store once, gets no
// answer, and does not ask again (there is no context root to replay its request).
import '../../src/provider/index.js';
import '../../src/usage-chart/index.js';
import '../../src/secret-key-list/index.js';
import '../../src/composition-view/index.js';
import { createClient, type ApiClient } from '../../src/api/index.js';
import { Store } from '../../src/store/index.js';
import type { SearchProvider } from '../../src/provider/index.js';
import {
  usageChartStrings,
  type RangeChangeDetail,
  type UsageChart,
  type UsageChartStrings,
} from '../../src/usage-chart/index.js';
import type { CompositionView } from '../../src/composition-view/index.js';
import { emulatorUrl } from './config.js';
import { startSearchPage } from './search-page.js';

const APP_ID = 'DEMOAPP';
// The emulator's admin key: it has every right (settings, usage, search). A real dashboard uses
// a key with only the rights its elements need, and never one with more than the user has.
const API_KEY = 'emulator-admin-key';

/** The compositions seeded in the emulator, with what each one shows. */
const COMPOSITIONS: readonly (readonly [id: string, description: string])[] = [
  ['injection-three', 'three injected items from three kinds of source'],
  ['injection-two', 'two injected items from two indices'],
  ['injection-one', 'one injected item'],
  ['injection-none', 'injection without items, three sorting strategies'],
  ['minimal', 'required fields only'],
  ['dedup-highest', 'deduplication: highest'],
  ['dedup-highest-injected', 'deduplication: highest injected'],
  ['sorting-20', 'twenty sorting strategies'],
  ['multifeed-ordered', 'three feeds, two of them ordered'],
  ['recommend-main', 'a recommendation model as the main source'],
  ['rich-params', 'rich search parameters, banners and a redirect'],
  ['hostile-strings', 'markup and unsafe links in every string'],
  ['rule-breaker', 'breaks every documented rule'],
  ['feature-disabled', 'the feature is not enabled (an error)'],
];

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The demo page has no #${id}.`);
  return element as T;
}

const client: ApiClient = createClient({
  appId: APP_ID,
  apiKey: API_KEY,
  hosts: { main: emulatorUrl, usage: emulatorUrl, events: emulatorUrl },
});
const store = new Store<ApiClient>({ client });
byId<SearchProvider>('provider').store = store;

// ---- Usage: the range picker drives the search requests chart ------------------------------

const DAY = 86_400_000;
const rangeForm = byId<HTMLFormElement>('range-form');
const periodSelect = byId<HTMLSelectElement>('period');
const startInput = byId<HTMLInputElement>('start-date');
const endInput = byId<HTMLInputElement>('end-date');
const granularitySelect = byId<HTMLSelectElement>('granularity');
const requestsChart = byId<UsageChart>('requests-chart');

/** `YYYY-MM-DD` of a time, in UTC (the service's days are UTC days). */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The date input showing an end date: an end at midnight is the day before, included. */
function endDay(iso: string): string {
  const time = Date.parse(iso);
  return new Date(time).toISOString().endsWith('T00:00:00.000Z') ? dayOf(time - DAY) : dayOf(time);
}

function showCustomFields(show: boolean): void {
  for (const field of rangeForm.querySelectorAll<HTMLElement>('[data-custom]'))
    field.hidden = !show;
}

function applyPeriod(): void {
  const period = periodSelect.value;
  const custom = period === 'custom';
  showCustomFields(custom);
  if (custom) return; // the dates are applied with the form's button
  requestsChart.period = period as 'day' | 'month' | 'year';
  requestsChart.startDate = undefined;
  requestsChart.endDate = undefined;
  requestsChart.granularity = undefined;
}

function applyDates(): void {
  // The end date is included: the range runs to the start of the next day.
  const end = endInput.value ? new Date(Date.parse(endInput.value) + DAY).toISOString() : '';
  requestsChart.period = undefined;
  requestsChart.startDate = startInput.value;
  requestsChart.endDate = end || undefined;
  requestsChart.granularity = granularitySelect.value as 'hourly' | 'daily';
}

// Custom dates start as the last seven full days.
const today = Date.parse(dayOf(Date.now()));
startInput.value = dayOf(today - 7 * DAY);
endInput.value = dayOf(today - DAY);
startInput.max = endInput.max = dayOf(today);

periodSelect.addEventListener('change', applyPeriod);
rangeForm.addEventListener('submit', (event) => {
  event.preventDefault();
  if (periodSelect.value === 'custom') applyDates();
  else applyPeriod();
});

// When the chart proposes a range the service accepts and the user applies it, the chart takes
// it; the picker shows it too.
requestsChart.addEventListener('search-usage-range-change', (event) => {
  const { startDate, endDate, granularity } = (event as CustomEvent<RangeChangeDetail>).detail;
  periodSelect.value = 'custom';
  showCustomFields(true);
  startInput.value = dayOf(Date.parse(startDate));
  endInput.value = endDay(endDate);
  granularitySelect.value = granularity;
});

// Each chart gets names of its own (its table, legend and cursor), so that assistive technology
// tells the three charts apart; the peak QPS series get a plainer name.
function nameChart(id: string, name: string, strings: Partial<UsageChartStrings> = {}): void {
  byId<UsageChart>(id).strings = {
    chart: name,
    legend: `${name}: series`,
    cursor: `${name}: chart cursor`,
    ...strings,
  };
}
nameChart('requests-chart', 'Search requests');
nameChart('qps-chart', 'Peak queries per second', {
  metric: (metric) =>
    metric === 'max_qps' ? 'Peak queries per second' : usageChartStrings.metric(metric),
  keyed: (_metric, server) => server,
});
nameChart('records-chart', 'Records and data size of products');

// ---- Composition: a picker of the seeded compositions --------------------------------------

const picker = byId<HTMLSelectElement>('composition-picker');
const compositionView = byId<CompositionView>('composition-view');
for (const [id, description] of COMPOSITIONS) {
  picker.append(new Option(`${id}: ${description}`, id));
}
picker.value = compositionView.compositionId;
picker.addEventListener('change', () => {
  compositionView.compositionId = picker.value;
});

// ---- Search page -------------------------------------------------------------------------

startSearchPage({
  client,
  emulatorUrl,
  appId: APP_ID,
  elements: {
    searchBox: byId('searchbox'),
    hits: byId('hits'),
    pagination: byId('pagination'),
    stats: byId('search-stats'),
    opened: byId('opened'),
    scrollTarget: byId('search-heading'),
    log: byId<HTMLOListElement>('event-log'),
    acceptedTotal: byId('accepted-total'),
    flush: byId<HTMLButtonElement>('flush-events'),
    check: byId<HTMLButtonElement>('check-events'),
  },
});
