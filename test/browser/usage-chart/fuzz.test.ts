// Property-based tests of <usage-chart>: arbitrary `data` (any JSON, and results close to the
// real shape with hostile names, numbers and dates) and arbitrary attribute values never throw,
// never turn data into elements, never put NaN or Infinity in SVG attributes or text, and
// finish rendering (the timeout is a hang guard: no duration is asserted). The seed is
// printed; replay a failure with `?FC_SEED=<seed>` or the FC_SEED environment.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  expectInert,
  fuzzRun,
  fuzzSeed,
  shownError,
  uncaughtErrors,
  fuzzRuns,
} from '../../support/fuzz.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import '../../../src/usage-chart/define.js';
import { injectFault, keys, makeStore } from '../../support/emulator.js';

const seed = fuzzSeed('usage-chart');

const D = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);

const noNumberWords = (s: string) => !/nan|infinity/i.test(s);

const hostileName = fc.oneof(
  fc.string({ maxLength: 30 }).filter(noNumberWords),
  fc.constantFrom(
    'records',
    'max_qps',
    'data_size',
    'avg_processing_time',
    'avg_used_search_capacity',
    'total_search_requests',
    'querysuggestions_total_search_requests',
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror="window.__pwned = 1">',
    '=HYPERLINK("http://evil")',
    '\u202Eevil\u202C',
    '__proto__',
    'constructor',
    '',
  ),
  fc.integer({ min: 300, max: 100_000 }).map((n) => 'n'.repeat(n)),
);

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -1e308, -1, -0, Number.MAX_VALUE, 5e-324),
);

const time = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 60 }).map((i) => t0 + i * D) },
  fc.integer({ min: 0, max: 24 * 60 }).map((i) => t0 + i * 3_600_000),
  hostileNumber,
  fc.constantFrom(8.64e15, -8.64e15, 8.64e15 + 1, '2026-01-01', null),
);

const value = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  fc.dictionary(hostileName, hostileNumber, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const point = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: time, v: value }) },
  fc.jsonValue({ maxDepth: 2 }),
);

const date = fc.oneof(
  fc.integer({ min: -100, max: 100 }).map((i) => new Date(t0 + i * D).toISOString()),
  fc.string(),
  hostileNumber,
  fc.constantFrom('+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '2026-02-30'),
);

const data: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.anything({ withNullPrototype: true }),
  fc.record(
    {
      series: fc.oneof(
        {
          weight: 5,
          arbitrary: fc.dictionary(hostileName, fc.array(point, { maxLength: 40 }), { maxKeys: 8 }),
        },
        fc.jsonValue({ maxDepth: 2 }),
      ),
      startDate: date,
      endDate: date,
      granularity: fc.oneof(fc.constantFrom('daily', 'hourly'), fc.string(), hostileNumber),
    },
    { requiredKeys: [] },
  ),
);

const attributes = fc.record(
  {
    statistic: fc.oneof(
      hostileName,
      fc.array(hostileName).map((a) => a.join(',')),
    ),
    view: fc.oneof(fc.constantFrom('chart', 'table'), fc.string()),
    granularity: fc.string(),
    period: fc.oneof(fc.constantFrom('day', 'month', 'year', 'last_day'), fc.string()),
    'start-date': date.map(String),
    'end-date': date.map(String),
    index: fc.string(),
    lang: fc.oneof(fc.constantFrom('de-DE', 'ar-EG', 'en_US', 'zz-Qaaa-XX', ''), fc.string()),
  },
  { requiredKeys: [] },
);

/** What must hold of any rendered chart. */
function checkRendered(el: UsageChart): void {
  expectInert(el.shadowRoot!, 'script, iframe, object, embed, img, foreignObject, style', {
    attributes: true,
  });
}

describe('<usage-chart> fuzzed', function () {
  // 300 runs take about a minute in WebKit on a busy 2-core machine.
  this.timeout(180_000);

  const errors = uncaughtErrors();

  it('renders any data and any attributes safely', async () => {
    await fc.assert(
      fc.asyncProperty(data, attributes, fc.boolean(), (value, attrs, keyboard) =>
        fuzzRun(errors, {
          create: () => {
            const el = document.createElement('usage-chart') as UsageChart;
            for (const [name, v] of Object.entries(attrs)) el.setAttribute(name, v);
            el.style.width = '480px';
            el.data = value as never;
            return el;
          },
          run: async (el) => {
            await el.updateComplete;
            const plot = el.shadowRoot!.querySelector<HTMLElement>('[part="plot"]');
            if (plot && keyboard) {
              // The crosshair and its tooltip draw values too.
              plot.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
              await el.updateComplete;
            }
            const csv = el.toCSV();
            expect(csv).to.not.match(/NaN|Infinity/);
          },
          check: checkRendered,
        }),
      ),
      { seed, numRuns: fuzzRuns(300) },
    );
  });

  it('names the problem when the emulator sends a wrong shape or malformed JSON', async () => {
    const cases = [
      { fault: { wrongShape: true }, detail: /records/ },
      { fault: { malformed: true }, detail: /JSON/i },
    ] as const;
    for (const { fault, detail } of cases) {
      const store = makeStore({ apiKey: keys.usage });
      await injectFault(store.client!.appId, { route: 'usage', ...fault });
      const el = document.createElement('usage-chart') as UsageChart;
      el.store = store;
      el.statistic = 'records';
      document.body.append(el);
      try {
        const text = await shownError(el, JSON.stringify(fault));
        expect(text).to.contain('The service sent an unexpected answer');
        expect(text, JSON.stringify(fault)).to.match(detail);
        checkRendered(el);
      } finally {
        el.remove();
      }
    }
    expect(errors).to.deep.equal([]);
  });
});
