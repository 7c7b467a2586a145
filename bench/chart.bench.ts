// First render of one year of daily data: <usage-chart> vs uPlot, same data, same page, same
// box, alternately. Three sizes: 20 series (synthetic), every metric as the local emulator
// answers `statistic="*"` over a year (94 series, 34,310 points), and ten times that (940
// series, made from it). Then a pointer moved across the plot, at both real sizes.
//
// Ours: create the element, set `data`, append it, await its update, then force layout. Its
// ResizeObserver then measures the plot and re-renders once at the measured size: that second
// update (and its layout) is part of the first render a user sees, so it is timed too and
// added. uPlot: `new uPlot(opts, data, box)`, then the microtask in which it draws, then forced
// layout. Both charts are removed between runs. Paint is not timed on either side (uPlot's
// canvas and our SVG are both rasterised after the frame).
//
// Our element draws the first 50 series of a response and lists the others in its legend (to
// be turned on one by one); uPlot is given every series, all drawn. So at 94 and 940 series the
// two sides do not draw the same number of lines: the rows measure what each one shows for
// the same answer.
//
// Pointer move: both charts on the page, laid out; `pointermove` (ours, on the plot) and
// `mousemove` (uPlot, on its `.u-over`, which it handles synchronously) at evenly spaced x
// positions across the drawn range, a sweep per side alternately. Each move is timed from
// dispatch to the update done and laid out (ours: `await el.updateComplete`, then forced
// layout; uPlot: forced layout after its synchronous cursor and legend update). The row is the
// 95th percentile of all moves; its budget is absolute (one frame at 120 Hz), on ours.
import uPlot from 'uplot';
import type { UsageResult } from '../src/api/index.js';
import '../src/usage-chart/define.js';
import type { UsageChart } from '../src/usage-chart/usage-chart.js';
import { alternate, percentile, positions, type BenchRow } from './harness.js';
import { box, nextFrame } from './dom.js';
import { loadUsageYear, palette, replicate, uplotOf } from './usage-scale.js';

const SERIES = 20;
const DAYS = 365;
const WIDTH = 640;
const HEIGHT = 256;
const ROUNDS = 50;
/** Rounds of the real-scale rows (each of ours takes a few hundred ms there). */
const BIG_ROUNDS = 15;
const HUGE_ROUNDS = 10;
/** Panels our chart draws for the emulator's answer (count, ms, bytes, percent). */
const PANELS = 4;
/** Pointer moves per sweep, and sweeps per side. */
const MOVES = 60;
const SWEEPS = 6;
const HUGE_SWEEPS = 3;

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

/** Creates a chart with `data`, laid out in `host`: the time until it is, and the element. */
async function renderOurs(
  host: HTMLElement,
  data: UsageResult,
  statistic: string,
  layout: UsageChart['layout'] = 'auto',
): Promise<{ time: number; el: UsageChart }> {
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
  el.statistic = statistic;
  el.layout = layout;
  el.data = data;
  host.append(el);
  await el.updateComplete;
  el.getBoundingClientRect();
  const first = performance.now() - start;
  // (Small multiples draw their lines once their cells are known to be near the viewport, a
  // frame later: that update's work is counted in `extra`, the idle frame is not.)
  for (let i = 0; i < 5 && !el.shadowRoot!.querySelector('svg path.s'); i += 1) {
    await nextFrame();
    await el.updateComplete;
  }
  if (!el.shadowRoot!.querySelector('svg path.s')) throw new Error('bench: no line was drawn');
  return { time: first + extra, el };
}

/** Creates a uPlot chart in `host`, drawn and laid out: the time until it is, and the chart. */
async function renderPeer(
  host: HTMLElement,
  opts: uPlot.Options,
  columns: uPlot.AlignedData,
): Promise<{ time: number; plot: uPlot }> {
  const start = performance.now();
  const plot = new uPlot(opts, columns, host);
  await Promise.resolve();
  host.getBoundingClientRect();
  const time = performance.now() - start;
  await nextFrame();
  return { time, plot };
}

/** First render of `data` on both sides, alternately, `rounds` times: the medians. */
function firstRender(
  data: UsageResult,
  statistic: string,
  peer: { opts: uPlot.Options; columns: uPlot.AlignedData },
  rounds: number,
  warmup?: number,
  layout?: UsageChart['layout'],
): Promise<{ ours: number; peer: number }> {
  const oursBox = box('ours', WIDTH);
  const peerBox = box('peer', WIDTH);
  return alternate(
    rounds,
    async () => {
      const { time, el } = await renderOurs(oursBox, data, statistic, layout);
      el.remove();
      return time;
    },
    async () => {
      const { time, plot } = await renderPeer(peerBox, peer.opts, peer.columns);
      plot.destroy();
      return time;
    },
    warmup,
  ).finally(() => {
    oursBox.remove();
    peerBox.remove();
  });
}

/**
 * Pointer moves across both charts of `data`, `sweeps` sweeps of `moves` moves per side
 * (alternating which side goes first): the 95th percentile of each side's moves, in ms.
 */
async function pointerMoves(
  data: UsageResult,
  peer: { opts: uPlot.Options; columns: uPlot.AlignedData },
  sweeps: number,
  moves: number,
): Promise<{ ours: number; peer: number }> {
  const oursBox = box('ours', WIDTH);
  const peerBox = box('peer', WIDTH);
  const { el } = await renderOurs(oursBox, data, '*');
  const { plot } = await renderPeer(peerBox, peer.opts, peer.columns);
  await nextFrame();
  const root = el.shadowRoot!;
  // Every metric shows as small multiples: the pointer moves over the first cell's plot (its
  // box spans the range), and the shared time axis says where the crosshair is.
  const grid = root.querySelector('[part=grid]');
  const target = root.querySelector<HTMLElement>(grid ? '[part=cell] svg' : '[part=plot]')!;
  const slider = grid ? root.querySelector('[part=time-axis]')! : target;
  // The drawn range: the first panel's first line (its x extent is the range's), or the cell.
  const oursAt = positions(
    (grid ? target : root.querySelector('svg path.s')!).getBoundingClientRect(),
    moves,
  );
  const over = plot.over;
  const peerAt = positions(over.getBoundingClientRect(), moves);

  const a: number[] = [];
  const b: number[] = [];
  const sweepOurs = async () => {
    const seen = new Set<string>();
    for (const { x, y } of oursAt) {
      const start = performance.now();
      target.dispatchEvent(
        new PointerEvent('pointermove', { clientX: x, clientY: y, bubbles: true, composed: true }),
      );
      await el.updateComplete;
      el.getBoundingClientRect();
      a.push(performance.now() - start);
      seen.add(slider.getAttribute('aria-valuenow')!);
    }
    // Each move must have moved the crosshair (a different point each time).
    if (seen.size !== moves) throw new Error(`bench: ${seen.size} of ${moves} moves moved ours`);
  };
  const sweepPeer = () => {
    const seen = new Set<number>();
    for (const { x, y } of peerAt) {
      const start = performance.now();
      over.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
      peerBox.getBoundingClientRect();
      b.push(performance.now() - start);
      seen.add(plot.cursor.idx ?? -1);
    }
    if (seen.size !== moves) throw new Error(`bench: ${seen.size} of ${moves} moves moved uPlot`);
  };
  // One discarded sweep per side first, as `alternate` warms up.
  await sweepOurs();
  sweepPeer();
  a.length = b.length = 0;
  for (let i = 0; i < sweeps; i += 1) {
    if (i % 2) {
      sweepPeer();
      await sweepOurs();
    } else {
      await sweepOurs();
      sweepPeer();
    }
    await nextFrame();
  }
  el.remove();
  plot.destroy();
  oursBox.remove();
  peerBox.remove();
  return { ours: percentile(a, 0.95), peer: percentile(b, 0.95) };
}

/** A row whose budget is an absolute figure on our side (bench.mjs checks `max`). */
type AbsoluteRow = Omit<BenchRow, 'budget'> & { budget: { text: string; max: number } };

window.bench = (async (): Promise<(BenchRow | AbsoluteRow)[]> => {
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
  const rows: (BenchRow | AbsoluteRow)[] = [];
  // One chart on both sides (20 metrics would show as small multiples by default).
  const result = await firstRender(
    data,
    names.join(','),
    { opts, columns },
    ROUNDS,
    undefined,
    'single',
  );
  rows.push({
    measure: `first render, ${DAYS} days × ${SERIES} series (ours: <usage-chart layout="single"> with data, SVG; peer: uPlot, canvas)`,
    ours: result.ours,
    peer: result.peer,
    unit: 'ms',
    budget: { text: '≤ 1.5× uPlot', maxRatio: 1.5 },
  });

  // Every metric as the emulator answers it, and ten times as many series. uPlot draws into
  // the height of our four panels (one per unit, each 256 px by default).
  const year = await loadUsageYear();
  const big = replicate(year, 10);
  const sizes = [
    {
      data: year,
      rounds: BIG_ROUNDS,
      sweeps: SWEEPS,
      budget: { text: '≤ 1.5× uPlot', maxRatio: 1.5 },
    },
    {
      data: big,
      rounds: HUGE_ROUNDS,
      sweeps: HUGE_SWEEPS,
      budget: { text: '≤ 2× uPlot', maxRatio: 2 },
    },
  ];
  const described = (d: UsageResult) => {
    const peer = uplotOf(d, WIDTH, PANELS * HEIGHT);
    const lines = peer.columns.length - 1;
    const points = lines * peer.columns[0].length;
    return {
      peer,
      text: `${Object.keys(d.series).length} metrics, ${lines} series, ${points.toLocaleString('en')} points`,
    };
  };
  for (const size of sizes) {
    const { peer, text } = described(size.data);
    const r = await firstRender(size.data, '*', peer, size.rounds, 2);
    rows.push({
      measure: `first render, statistic="*" over ${DAYS} days as the emulator answers it${size.data === big ? ', × 10 (synthetic)' : ''}: ${text} (ours: <usage-chart>, SVG small multiples, one per metric, every series drawn, grid module loaded on demand; peer: uPlot, canvas, one chart of every series; ${size.rounds} rounds)`,
      ours: r.ours,
      peer: r.peer,
      unit: 'ms',
      budget: size.budget,
    });
  }
  // (The pointer at real scale is crosshair.bench.ts's, with the other crosshair rows; ten
  // times as many series stays here.)
  for (const size of sizes.filter((s) => s.data === big)) {
    const { peer, text } = described(size.data);
    const r = await pointerMoves(size.data, peer, size.sweeps, MOVES);
    rows.push({
      measure: `pointer move across the plot, 95th percentile, statistic="*"${size.data === big ? ' × 10' : ''}: ${text} (ours: pointermove over a cell → the crosshair in every cell updated and laid out; peer: uPlot mousemove → cursor and legend; ${size.sweeps} sweeps × ${MOVES} moves)`,
      ours: r.ours,
      peer: r.peer,
      unit: 'ms',
      budget: { text: '≤ 8 ms (ours)', max: 8 },
    });
  }
  return rows;
}) satisfies Window['bench'];
