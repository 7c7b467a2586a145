// The crosshair at the pace of the eye: `<usage-chart>`'s crosshair against uPlot's own cursor,
// on the same data, side by side in one page. `npm run bench` runs this page twice: as is, and
// with Chromium's CPU throttling at 4× (a mid-range phone's pace).
//
// Each move is timed from the input event to the end of style and layout, the same measure on
// both sides: the event is dispatched, the element's update (if it asked for one) is awaited,
// then layout is forced (`getBoundingClientRect`), all timed with `performance.now()`. uPlot
// handles its `mousemove` synchronously (its cursor, its points and its legend), then layout is
// forced. Each side moves across its plot in sweeps of evenly spaced positions, alternately;
// every move must move the crosshair to another point (else the run fails). Paint is not timed
// on either side.
//
// Rows: one metric of 365 daily points; three servers' hourly values over 7 days; the `*` grid
// (every metric the emulator answers for a year, one small chart per metric), the pointer over
// one cell moving the crosshair in every cell (peer: one uPlot of every series, its legend
// following); and the grid's shared time cursor, stepped by the keyboard on its time axis
// (peer: one small uPlot per metric, their cursors synchronised, moved over the first).
import uPlot from 'uplot';
// (Read as text: see `uplotStyles`.)
import uplotCSS from 'uplot/dist/uPlot.min.css';
import type { UsageResult } from '../src/api/index.js';
import '../src/usage-chart/define.js';
import type { UsageChart } from '../src/usage-chart/usage-chart.js';
import { median, percentile, positions, type BenchRow } from './harness.js';
import { box, drawnChart, nextFrame, uplotStyles } from './dom.js';
import { loadUsageYear, uplotOf } from './usage-scale.js';

const WIDTH = 1000;
const HEIGHT = 256;
/** The grid's width (as the chart page's) and the height of uPlot's four panels of it. */
const GRID_WIDTH = 640;
const PANELS = 4;
const MOVES = 60;
const SWEEPS = 6;
const DAY = 86_400_000;

uplotStyles(uplotCSS);
const HOUR = 3_600_000;

/** Deterministic values: a weekly (or daily) rhythm, a slow trend and some noise. */
function values(count: number, period: number, base: number, seed: number): number[] {
  let s = seed;
  const noise = () => (s = (s * 16_807) % 2_147_483_647) / 2_147_483_647;
  return Array.from({ length: count }, (_, i) =>
    Math.round(base * (1 + 0.3 * Math.sin((i / period) * 2 * Math.PI) + i / count + 0.2 * noise())),
  );
}

/** One count metric, 365 daily points. */
function oneMetric(): UsageResult {
  const start = Date.UTC(2025, 0, 1);
  const v = values(365, 7, 1_000, 7);
  return {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 364 * DAY).toISOString(),
    granularity: 'daily',
    series: { queries_operations: v.map((value, i) => ({ t: start + i * DAY, v: value })) },
  };
}

/** `max_qps` of three servers, hourly over 7 days (168 points each). */
function threeServers(): UsageResult {
  const start = Date.UTC(2025, 5, 1);
  const servers = [1, 2, 3].map((n) => values(168, 24, 100 * n, n));
  return {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 167 * HOUR).toISOString(),
    granularity: 'hourly',
    series: {
      max_qps: servers[0]!.map((_, i) => ({
        t: start + i * HOUR,
        v: {
          'server-1': servers[0]![i]!,
          'server-2': servers[1]![i]!,
          'server-3': servers[2]![i]!,
        },
      })),
    },
  };
}

/** Our chart of `data`, drawn and laid out in `host`, its lines drawn. */
async function ours(host: HTMLElement, data: UsageResult, statistic: string): Promise<UsageChart> {
  const el = await drawnChart(host, data, statistic);
  await nextFrame();
  return el;
}

/** Waits for the element's update, if the event asked for one. */
async function settled(el: UsageChart): Promise<void> {
  while (el.isUpdatePending) await el.updateComplete;
}

interface Side {
  /** One move to position `i`; returns what the crosshair now points at. */
  move(i: number): Promise<string> | string;
  /** Called once before the first sweep (loads what the first use loads): not timed. */
  warm?(): Promise<void>;
  /** Called before each sweep: not timed. */
  reset?(): Promise<void>;
  done(): void;
}

/** Sweeps of both sides, alternately; each side's moves in ms. */
async function sweeps(a: Side, b: Side): Promise<{ ours: number[]; peer: number[] }> {
  const times = { ours: [] as number[], peer: [] as number[] };
  const sweep = async (side: Side, into: number[] | undefined) => {
    const seen = new Set<string>();
    await side.reset?.();
    for (let i = 0; i < MOVES; i += 1) {
      const start = performance.now();
      const at = await side.move(i);
      const time = performance.now() - start;
      into?.push(time);
      seen.add(at);
    }
    if (seen.size !== MOVES) throw new Error(`bench: ${seen.size} of ${MOVES} moves moved`);
  };
  await a.warm?.();
  await b.warm?.();
  // One discarded sweep per side first.
  await sweep(a, undefined);
  await sweep(b, undefined);
  for (let s = 0; s < SWEEPS; s += 1) {
    const [first, second] = s % 2 ? [b, a] : [a, b];
    await sweep(first, first === a ? times.ours : times.peer);
    await sweep(second, second === a ? times.ours : times.peer);
    await nextFrame();
  }
  a.done();
  b.done();
  return times;
}

/** Our detailed chart (one plot), the pointer moved across its drawn range. */
async function oursPointer(data: UsageResult, statistic: string, width: number): Promise<Side> {
  const host = box('ours', width);
  const el = await ours(host, data, statistic);
  const root = el.shadowRoot!;
  const grid = root.querySelector('[part=grid]');
  const target = root.querySelector<HTMLElement>(grid ? '[part=cell] svg' : '[part=plot]')!;
  const slider = root.querySelector(grid ? '[part=time-axis]' : '[part=plot]')!;
  const rect = (grid ? target : root.querySelector('svg path.s')!).getBoundingClientRect();
  const at = positions(rect, MOVES);
  const dispatch = (type: string, x: number, y: number) =>
    target.dispatchEvent(
      new PointerEvent(type, { clientX: x, clientY: y, bubbles: true, composed: true }),
    );
  return {
    async warm() {
      // The first use loads what moves and draws the crosshair: not timed.
      dispatch('pointerover', at[0]!.x, at[0]!.y);
      for (let i = 0; i < 50 && !root.querySelector('.cross'); i += 1) {
        dispatch('pointermove', at[i % 2]!.x, at[0]!.y);
        await settled(el);
        await nextFrame();
      }
      if (!root.querySelector('.cross')) throw new Error('bench: no crosshair');
    },
    async move(i) {
      dispatch('pointermove', at[i]!.x, at[i]!.y);
      await settled(el);
      el.getBoundingClientRect();
      return slider.getAttribute('aria-valuenow')!;
    },
    done() {
      el.remove();
      host.remove();
    },
  };
}

/** Our grid's shared time cursor, stepped by ArrowRight on its time axis. */
async function oursKeys(data: UsageResult): Promise<Side> {
  const host = box('ours', GRID_WIDTH);
  const el = await ours(host, data, '*');
  const axis = el.shadowRoot!.querySelector<HTMLElement>('[part=time-axis]')!;
  const key = (k: string) =>
    axis.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
  return {
    async reset() {
      key('Home');
      await el.updateComplete;
    },
    async move() {
      key('ArrowRight');
      await settled(el);
      el.getBoundingClientRect();
      return axis.getAttribute('aria-valuenow')!;
    },
    done() {
      el.remove();
      host.remove();
    },
  };
}

/** uPlot's cursor over `plots[0]` (others follow it through `cursor.sync`). */
function peerPointer(plots: uPlot[], host: HTMLElement): Side {
  const over = plots[0]!.over;
  const at = positions(over.getBoundingClientRect(), MOVES);
  const last = plots[plots.length - 1]!;
  return {
    move(i) {
      over.dispatchEvent(
        new MouseEvent('mousemove', { clientX: at[i]!.x, clientY: at[i]!.y, bubbles: true }),
      );
      host.getBoundingClientRect();
      return String(last.cursor.idx);
    },
    done() {
      for (const plot of plots) plot.destroy();
      host.remove();
    },
  };
}

async function peerOne(result: UsageResult, width: number, height: number): Promise<Side> {
  const host = box('peer', width);
  const { opts, columns } = uplotOf(result, width, height);
  const plot = new uPlot(opts, columns, host);
  await nextFrame();
  return peerPointer([plot], host);
}

/** One small uPlot per metric (as our cells: 300×60 drawn in a cell's box), cursors in sync. */
async function peerSynced(result: UsageResult): Promise<Side> {
  const host = box('peer', GRID_WIDTH);
  host.style.display = 'grid';
  host.style.gridTemplateColumns = 'repeat(auto-fill, minmax(240px, 1fr))';
  const plots: uPlot[] = [];
  for (const [metric, points] of Object.entries(result.series)) {
    const one = uplotOf({ ...result, series: { [metric]: points } }, 300, 60);
    const cell = document.createElement('div');
    host.append(cell);
    const opts: uPlot.Options = {
      ...one.opts,
      axes: [{ show: false }, ...one.opts.axes!.slice(1).map((a) => ({ ...a, show: false }))],
      legend: { show: true },
      cursor: { sync: { key: 'grid' } },
    };
    plots.push(new uPlot(opts, one.columns, cell));
  }
  await nextFrame();
  return peerPointer(plots, host);
}

interface Scenario {
  label: string;
  ours: () => Promise<Side>;
  peer: () => Promise<Side>;
}

window.bench = (async (): Promise<BenchRow[]> => {
  const year = await loadUsageYear();
  const metrics = Object.keys(year.series).length;
  const one = oneMetric();
  const servers = threeServers();
  const scenarios: Scenario[] = [
    {
      label: `one metric, 365 daily points, ${WIDTH}×${HEIGHT} (ours: pointermove over the plot; peer: uPlot mousemove, one series)`,
      ours: () => oursPointer(one, 'queries_operations', WIDTH),
      peer: () => peerOne(one, WIDTH, HEIGHT),
    },
    {
      label: `hourly, 7 days, 3 servers, ${WIDTH}×${HEIGHT} (ours: pointermove over the plot; peer: uPlot mousemove, three series)`,
      ours: () => oursPointer(servers, 'max_qps', WIDTH),
      peer: () => peerOne(servers, WIDTH, HEIGHT),
    },
    {
      label: `statistic="*" grid (${metrics} metrics over 365 days), pointer over a cell's plot (ours: pointermove → the crosshair, time and value in every cell; peer: one uPlot of every series, ${PANELS} panels tall, its cursor and legend)`,
      ours: () => oursPointer(year, '*', GRID_WIDTH),
      peer: () => peerOne(year, GRID_WIDTH, PANELS * HEIGHT),
    },
    {
      label: `statistic="*" grid, shared time cursor (ours: ArrowRight on the time axis → every cell's crosshair; peer: ${metrics} small uPlot charts with cursor.sync, mousemove over the first)`,
      ours: () => oursKeys(year),
      peer: () => peerSynced(year),
    },
  ];
  const rows: BenchRow[] = [];
  for (const scenario of scenarios) {
    const a = await scenario.ours();
    const b = await scenario.peer();
    const t = await sweeps(a, b);
    const base = `crosshair move, ${scenario.label}; ${SWEEPS} sweeps × ${MOVES} moves`;
    rows.push({
      measure: `${base}: median`,
      ours: median(t.ours),
      peer: median(t.peer),
      unit: 'ms',
    });
    rows.push({
      measure: `${base}: 95th percentile`,
      ours: percentile(t.ours, 0.95),
      peer: percentile(t.peer, 0.95),
      unit: 'ms',
      budget: { text: '≤ 4 ms (ours)', max: 4 },
    });
    await nextFrame();
  }
  return rows;
}) satisfies Window['bench'];
