// First render of one year of daily data for 20 series: <usage-chart> vs uPlot, same data, same
// page, same box, alternately.
//
// Ours: create the element, set `data`, append it, await its update, then force layout. Its
// ResizeObserver then measures the plot and re-renders once at the measured size: that second
// update (and its layout) is part of the first render a user sees, so it is timed too and
// added. uPlot: `new uPlot(opts, data, box)`, then the microtask in which it draws, then forced
// layout. Both charts are removed between runs. Paint is not timed on either side (uPlot's
// canvas and our SVG are both rasterised after the frame).
import uPlot from 'uplot';
import type { UsageResult } from '../src/api/index.js';
import '../src/usage-chart/define.js';
import type { UsageChart } from '../src/usage-chart/usage-chart.js';
import { alternate, type BenchRow } from './harness.js';
import { box, nextFrame } from './dom.js';

const SERIES = 20;
const DAYS = 365;
const WIDTH = 640;
const HEIGHT = 256;
const ROUNDS = 50;

/** Twenty count metrics (one unit, so one value axis on both sides). */
const METRICS = [
  'queries_operations',
  'multi_queries_operations',
  'get_api_key_operations',
  'get_api_keys_operations',
  'add_api_key_operations',
  'update_api_key_operations',
  'delete_api_key_operations',
  'list_api_key_operations',
  'browse_operations',
  'clear_index_operations',
  'copy_move_operations',
  'delete_index_operations',
  'get_log_operations',
  'get_settings_operations',
  'list_indices_operations',
  'set_settings_operations',
  'wait_task_operations',
  'add_record_operations',
  'batch_operations',
  'delete_by_query_operations',
];

/** Deterministic daily series: a weekly rhythm, a slow trend and some noise, per metric. */
function usageData(): UsageResult {
  const start = Date.UTC(2025, 0, 1);
  let seed = 7;
  const noise = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const series: UsageResult['series'] = {};
  METRICS.slice(0, SERIES).forEach((metric, m) => {
    const base = 1_000 * (m + 1);
    series[metric] = Array.from({ length: DAYS }, (_, d) => ({
      t: start + d * 86_400_000,
      v: Math.round(base * (1 + 0.3 * Math.sin((d / 7) * 2 * Math.PI) + d / DAYS + 0.2 * noise())),
    }));
  });
  return {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + (DAYS - 1) * 86_400_000).toISOString(),
    granularity: 'daily',
    series,
  };
}

const palette = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#be185d',
  '#4d7c0f',
];

window.bench = async (): Promise<BenchRow[]> => {
  const data = usageData();
  const names = Object.keys(data.series);
  // uPlot's column layout of the same points: times, then one array of values per series.
  const columns: uPlot.AlignedData = [
    data.series[names[0]!]!.map((p) => p.t),
    ...names.map((n) => data.series[n]!.map((p) => p.v as number)),
  ];
  const opts: uPlot.Options = {
    width: WIDTH,
    height: HEIGHT,
    ms: 1,
    scales: { x: { time: true } },
    axes: [{}, {}],
    legend: { show: true },
    series: [
      {},
      ...names.map((label, i) => ({ label, stroke: palette[i % palette.length], width: 2 })),
    ],
  };
  const oursBox = box('ours', WIDTH);
  const peerBox = box('peer', WIDTH);

  const ours = async () => {
    let extra = 0;
    let updates = 0;
    const start = performance.now();
    const el = document.createElement('usage-chart') as UsageChart;
    // Time every later update of this element (the one its ResizeObserver asks for), with layout.
    const perform = el['performUpdate'].bind(el);
    el['performUpdate'] = () => {
      updates += 1;
      if (updates === 1) return perform();
      const t = performance.now();
      perform();
      el.getBoundingClientRect();
      extra += performance.now() - t;
    };
    el.statistic = names.join(',');
    el.data = data;
    oursBox.append(el);
    await el.updateComplete;
    el.getBoundingClientRect();
    const first = performance.now() - start;
    await nextFrame();
    await el.updateComplete;
    if (!el.shadowRoot!.querySelector('svg path.s')) throw new Error('bench: no line was drawn');
    el.remove();
    return first + extra;
  };

  const peer = async () => {
    const start = performance.now();
    const plot = new uPlot(opts, columns, peerBox);
    await Promise.resolve();
    peerBox.getBoundingClientRect();
    const time = performance.now() - start;
    await nextFrame();
    plot.destroy();
    return time;
  };

  const result = await alternate(ROUNDS, ours, peer);
  return [
    {
      measure: `first render, ${DAYS} days × ${SERIES} series (ours: <usage-chart> with data, SVG; peer: uPlot, canvas)`,
      ours: result.ours,
      peer: result.peer,
      unit: 'ms',
      budget: { text: '≤ 1.5× uPlot', maxRatio: 1.5 },
    },
  ];
};
