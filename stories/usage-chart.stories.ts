import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import type { UsageResult } from '../src/api/index.js';
import type { Store } from '../src/store/index.js';
import type { UsageChartStrings } from '../src/usage-chart/index.js';
import '../src/usage-chart/define.js';
import { emulatorKeys, withStore } from './support/emulator.js';
import { inArabic, inGerman } from './support/language.js';
import { DAY, iso, sampleUsage, today, usageResult as result, wave } from './support/samples.js';

interface Args {
  statistic: string;
  index: string;
  startDate: string;
  endDate: string;
  granularity: '' | 'hourly' | 'daily';
  period: '' | 'last_day' | 'day' | 'month' | 'year';
  view: 'chart' | 'table';
  /** Empty: the language of the page (the toolbar's). */
  lang: string;
}

interface Loaded {
  store?: Store;
}

const loadStore = (options?: Parameters<typeof withStore>[1]) => withStore('usage', options);

const meta: Meta<Args> = {
  title: 'Elements/usage-chart',
  component: 'usage-chart',
  args: {
    statistic: 'total_search_operations,total_write_operations',
    index: '',
    startDate: '',
    endDate: '',
    granularity: '',
    period: 'month',
    view: 'chart',
    lang: '',
  },
  argTypes: {
    granularity: { control: 'select', options: ['', 'hourly', 'daily'] },
    period: { control: 'select', options: ['', 'last_day', 'day', 'month', 'year'] },
    view: { control: 'inline-radio', options: ['chart', 'table'] },
    index: { control: 'select', options: ['', 'products', 'articles', 'faq'] },
    lang: {
      control: 'select',
      options: ['', 'en-US', 'ar', 'he', 'de', 'fr', 'es', 'ja', 'pt-BR', 'zh-Hans'],
    },
  },
  loaders: [loadStore()],
  render: (args, { loaded }) =>
    html`<usage-chart
      lang=${args.lang || nothing}
      statistic=${args.statistic}
      index=${args.index || nothing}
      start-date=${args.startDate || nothing}
      end-date=${args.endDate || nothing}
      granularity=${args.granularity || nothing}
      period=${args.period || nothing}
      view=${args.view}
      .store=${(loaded as Loaded).store}
    ></usage-chart>`,
};
export default meta;

type Story = StoryObj<Args>;

/** Renders `data` directly (no request): the chart as a preview of a result. */
const preview = (
  data: UsageResult,
  statistic = '',
  strings: Partial<UsageChartStrings> = {},
): Partial<Story> => ({
  loaders: [],
  render: (args) =>
    html`<usage-chart
      lang=${args.lang || nothing}
      statistic=${statistic || nothing}
      view=${args.view}
      .data=${data}
      .strings=${strings}
    ></usage-chart>`,
});

// Live, from the local emulator

/** Application-level totals over the last 30 days, loaded through the store's client. */
export const Live: Story = {};

/** In Arabic, right to left: the shipped translation (loaded on demand), dates and numbers. */
export const InArabic: Story = { ...preview(sampleUsage), decorators: [inArabic] };

/** In German: the shipped translation (loaded on demand), dates and numbers. */
export const InGerman: Story = { ...preview(sampleUsage), decorators: [inGerman] };

/** One index: its search operations (a group) and its record count. */
export const LiveIndex: Story = {
  args: { statistic: 'search_operations,records', index: 'products' },
};

/** The last 24 hours, hourly, in the toolbar's time zone (the viewer's by default). */
export const LiveHourly: Story = {
  args: { statistic: 'queries_operations', index: 'products', period: 'day' },
};

/** A year of daily points. */
export const LiveYear: Story = { args: { statistic: 'total_read_operations', period: 'year' } };

/**
 * The hours of New York's autumn change (2026-11-01) in its own zone: a 25-hour day, the
 * repeated hour told apart ("1:00 AM EDT", then "1:00 AM EST") in the axis, tooltip and table,
 * the CSV's times with their offsets, and the zone named under the chart. The toolbar's time
 * zone (a `<search-provider time-zone>`) does not change it: its own `time-zone` wins.
 */
export const AcrossDaylightSaving: Story = {
  args: {
    statistic: 'queries_operations',
    index: 'products',
    period: '',
    granularity: 'hourly',
    startDate: '2026-10-31T16:00:00.000Z',
    endDate: '2026-11-01T16:00:00.000Z',
  },
  render: (args, { loaded }) =>
    html`<usage-chart
      time-zone="America/New_York"
      lang=${args.lang || nothing}
      statistic=${args.statistic}
      index=${args.index || nothing}
      start-date=${args.startDate}
      end-date=${args.endDate}
      granularity="hourly"
      view=${args.view}
      .store=${(loaded as Loaded).store}
    ></usage-chart>`,
};

/** Billed search requests, derived from the two request totals. */
export const LiveBilled: Story = {
  args: { statistic: 'billed_search_requests,total_search_requests' },
};

/** Per-server queries per second and per-region capacity, split into one series per key. */
export const LivePerServerAndRegion: Story = {
  args: { statistic: 'max_qps,region_used_search_capacity' },
};

/**
 * Compared with the previous period (`compare`): one more request for the 30 days before,
 * drawn as a muted dashed line under each series; the tooltip, the table and the CSV add the
 * previous value and the change.
 */
export const ComparePrevious: Story = {
  args: { statistic: 'total_search_operations,total_write_operations', period: 'month' },
  render: (args, { loaded }) =>
    html`<usage-chart
      compare
      lang=${args.lang || nothing}
      statistic=${args.statistic}
      period=${args.period || nothing}
      view=${args.view}
      .store=${(loaded as Loaded).store}
    ></usage-chart>`,
};

/**
 * Zoom: drag across the plot (or focus it, Shift+arrows from the crosshair, then Enter) to show
 * a sub-range; four days of a month come back hourly. "Reset zoom" brings the month back. The
 * chart fires `search-usage-range-change` first (cancelable).
 */
export const Zoom: Story = { args: { statistic: 'total_search_operations', period: 'month' } };

/**
 * Every metric (`statistic="*"`, 77 at the application level): small multiples past
 * `grid-threshold` (12) metrics, each with its figure, the rule behind it and its change against
 * the previous 30 days; one time axis (a slider) moves the crosshair in every cell; a name opens
 * the metric as the detailed chart, "All metrics" goes back. `layout="single"` would draw one
 * chart instead.
 */
export const EveryMetric: Story = { args: { statistic: '*', period: 'month' } };

// Metric families (data passed as a property)

/** Counts: compact ticks, grouped values. */
export const Counts: Story = preview(
  result({
    queries_operations: (i) => Math.round(wave(i, 48_000, 9_000, 1)),
    multi_queries_operations: (i) => Math.round(wave(i, 19_000, 4_000, 2)),
  }),
);

/** Milliseconds: processing-time percentiles. */
export const Milliseconds: Story = preview(
  result({
    avg_processing_time: (i) => wave(i, 4, 1, 3),
    '90p_processing_time': (i) => wave(i, 18, 4, 4),
    '99p_processing_time': (i) => wave(i, 64, 15, 5),
  }),
);

/** Bytes: ticks round in GB, values in kB, MB or GB. */
export const Bytes: Story = preview(
  result({
    data_size: (i) => 2.1e9 + i * 1.2e7,
    file_size: (i) => 2.6e9 + i * 1.5e7,
  }),
);

/** Percentages: search capacity and degraded queries. */
export const Percentages: Story = preview(
  result({
    total_used_search_capacity: (i) => Math.round(wave(i, 55, 20, 6)),
    total_avg_used_search_capacity: (i) => Math.round(wave(i, 30, 10, 7)),
  }),
);

/** Per-server objects: one series per server. */
export const PerServer: Story = preview(
  result({
    max_qps: (i) => ({
      'server-1': Math.round(wave(i, 40, 12, 8)),
      'server-2': Math.round(wave(i, 34, 10, 9)),
      'server-3': Math.round(wave(i, 25, 8, 10)),
    }),
  }),
);

/**
 * 500 servers: the first 50 lines are drawn, the legend lists 100 with "Show all 500 series",
 * and long server names are clipped (the CSV keeps them whole).
 */
export const ManySeries: Story = preview(
  result({
    max_qps: (i) =>
      Object.fromEntries(
        Array.from({ length: 500 }, (_, k) => [
          k === 0 ? `server-${'with-a-very-long-name-'.repeat(20)}0` : `server-${k}`,
          Math.round(wave(i, 20 + (k % 40), 8, 7 + (k % 5))),
        ]),
      ),
  }),
);

/** Per-region objects: one series per region. */
export const PerRegion: Story = preview(
  result({
    region_max_qps: (i) => ({
      us: Math.round(wave(i, 70, 20, 11)),
      de: Math.round(wave(i, 24, 6, 12)),
    }),
  }),
);

/** Mixed units: each unit gets its own panel and value axis, one shared time axis. */
export const MixedUnits: Story = preview(
  result({
    total_search_operations: (i) => Math.round(wave(i, 60_000, 10_000, 13)),
    avg_processing_time: (i) => wave(i, 4, 1, 14),
    records: (i) => 120_000 + i * 150,
    data_size: (i) => 2.1e9 + i * 1.2e7,
  }),
);

/** Billed search requests (derived), next to the total it comes from. */
export const BilledSearchRequests: Story = preview(
  result({
    total_search_requests: (i) => Math.round(wave(i, 52_000, 9_000, 15)),
    querysuggestions_total_search_requests: (i) => Math.round(wave(i, 3_600, 600, 16)),
  }),
  'total_search_requests,billed_search_requests',
);

/** Hourly data over two days: an hour axis, UTC. */
export const Hourly: Story = preview(
  result({ queries_operations: (i) => Math.round(wave(i, 2_000, 900, 17)) }, 48, 'hourly'),
);

/** Twenty series over a year: colours repeat with dashes past eight. */
export const TwentySeriesYear: Story = preview(
  result(
    Object.fromEntries(
      Array.from({ length: 20 }, (_, k) => [
        `metric_${k + 1}_operations`,
        (i: number) => Math.round(wave(i, 1000 + k * 300, 200 + k * 20, k + 1)),
      ]),
    ),
    365,
  ),
);

/** A single point (`last_day`): drawn as a marker. */
export const SinglePoint: Story = preview(result({ total_search_operations: () => 61_234 }, 1));

/** The data table view. */
export const TableView: Story = {
  ...preview(
    result({ records: (i) => 120_000 + i * 150, data_size: (i) => 2.1e9 + i * 1.2e7 }, 14),
  ),
  args: { view: 'table' },
};

/** Numbers and dates in German (from `lang`), with German strings. */
export const GermanWithStrings: Story = {
  ...preview(result({ queries_operations: (i) => Math.round(wave(i, 48_000, 9_000, 18)) }), '', {
    chart: 'Nutzungsstatistik',
    cursor: 'Diagramm-Cursor',
    legend: 'Reihen',
    tableView: 'Als Tabelle anzeigen',
    download: 'CSV herunterladen',
    time: 'Zeit',
    daily: 'täglich',
    metricNames: { queries_operations: 'Suchanfragen' },
    summary: (range, granularity) => `Nutzung ${range}, ${granularity}.`,
    seriesSummary: (label, min, max, last) =>
      `${label}: min. ${min}, max. ${max}, zuletzt ${last}.`,
  }),
  args: { lang: 'de' },
};

/** Series colours from the `--usage-chart-color-*` custom properties. */
export const CustomColours: Story = {
  ...preview(result({ a_operations: (i) => i * 10, b_operations: (i) => 300 - i * 5 })),
  decorators: [
    (story) =>
      html`<div style="--usage-chart-color-1: #0f766e; --usage-chart-color-2: #9333ea">
        ${story()}
      </div>`,
  ],
};

/**
 * One page rule themes every element: the `--search-ui-*` tokens (here the accent, shown by the
 * crosshair and the pressed table toggle, the border and the radius).
 */
export const Themed: Story = {
  ...preview(result({ records: (i) => 120_000 + i * 150, queries_operations: (i) => i * 900 })),
  decorators: [
    (story) =>
      html`<div
        style="--search-ui-accent: #0a7d5a; --search-ui-border: #9bb8ad; --search-ui-radius: 2px"
      >
        ${story()}
      </div>`,
  ],
};

// A malformed page language (`en_US`, as real sites carry) is read as `en-US`: tested in
// test/browser/usage-chart/drawing.test.ts and test/browser/library/, not shown here, since an
// invalid `lang` is itself an accessibility failure of the page (axe: valid-lang).

// States

/** Loading: a skeleton of the chart's shape (the emulator answers after 60 s). */
export const Loading: Story = {
  // (Its request stays open: the catalog test does not wait for the network to settle.)
  tags: ['pending'],
  loaders: [loadStore({ fault: { latency: 60_000, times: 0 }, timeouts: { read: 120_000 } })],
};

/** Empty: nothing had data (`{}`), and the chart says for which metrics. */
export const Empty: Story = preview(
  { series: {}, startDate: iso(today - 30 * DAY), endDate: iso(today - 1), granularity: 'daily' },
  'records,data_size',
);

/** Empty, from the emulator: the faq index did not exist 200 days ago. */
export const EmptyLive: Story = {
  args: {
    statistic: 'records',
    index: 'faq',
    period: '',
    startDate: iso(today - 200 * DAY),
    endDate: iso(today - 150 * DAY),
  },
};

/** Partial data: one metric had none; the others are charted and the missing one named. */
export const PartialData: Story = {
  args: { statistic: 'avg_processing_time,queries_above_last_ms_processing_time', period: 'month' },
};

/** A 422 from the service (an unknown metric), with Retry. */
export const ValidationError: Story = { args: { statistic: 'no_such_metric' } };

/** A 422 about the range, as the service words it. */
export const RangeRefusedByService: Story = {
  loaders: [
    loadStore({
      fault: {
        status: 422,
        body: {
          status: 422,
          message: 'The time range is too large: at most 365 days with daily granularity.',
        },
      },
    }),
  ],
};

/** 401: the API key is refused. */
export const InvalidKey: Story = { loaders: [loadStore({ apiKey: emulatorKeys.invalid })] };

/** 429: rate limited; Retry succeeds. */
export const RateLimited: Story = {
  loaders: [
    loadStore({ fault: { status: 429, body: { status: 429, message: 'Too many requests.' } } }),
  ],
};

/** Timeout: the service answers after the client gave up. */
export const Timeout: Story = {
  loaders: [loadStore({ fault: { latency: 3_000, times: 0 }, timeouts: { read: 500 } })],
};

/** A malformed (not JSON) answer. */
export const Malformed: Story = { loaders: [loadStore({ fault: { malformed: true, times: 0 } })] };

/** An answer of the wrong shape: the error names where. */
export const WrongShape: Story = {
  loaders: [loadStore({ fault: { wrongShape: true, times: 0 } })],
};

/** Hourly over 30 days: refused before any request, with the fixes to apply. */
export const RangeTooLongHourly: Story = {
  args: {
    statistic: 'queries_operations',
    period: '',
    granularity: 'hourly',
    startDate: iso(today - 30 * DAY),
    endDate: iso(today - 1),
  },
};

/** Daily over 400 days: refused before any request, proposing the last 365 days. */
export const RangeTooLongDaily: Story = {
  args: {
    statistic: 'records',
    period: '',
    startDate: iso(today - 400 * DAY),
    endDate: iso(today - 1),
  },
};

/**
 * The SVG download (`toSVG()`), shown under the chart as the file looks opened on its own: the
 * chart's name, the metrics, the range, the legend and each panel's quantity, in the chart's
 * colours on its surface colour (switch the toolbar's theme to dark: the file is dark too).
 * The toolbar's SVG and PNG buttons download it.
 */
export const Export: Story = {
  ...preview(sampleUsage),
  render: (args) =>
    html`<usage-chart lang=${args.lang || nothing} .data=${sampleUsage}></usage-chart>
      <p>As exported (SVG):</p>
      <img class="exported" alt="The chart as exported (SVG)" />`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('usage-chart')!;
    await el.updateComplete;
    const svg = await el.toSVG();
    const img = canvasElement.querySelector<HTMLImageElement>('img.exported')!;
    img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  },
};
