// The crosshair measured from outside the page: scripts/bench.mjs moves the mouse through the
// browser's own input (puppeteer's `page.mouse.move`, the DevTools protocol's mouse events, hit
// testing and event dispatch included) over a one-metric chart and over the `*` grid's cells,
// ours and uPlot's, and each move is timed in the page until the chart's update is done and
// style and layout are forced: from the event's time stamp (when the browser made it: its input
// routing, hit testing and hover styles on a busy machine included), and from the page's
// dispatch of it (a window capture listener: the chart's own work and the layout).
import uPlot from 'uplot';
// (Read as text: see `uplotStyles`.)
import uplotCSS from 'uplot/dist/uPlot.min.css';
import type { UsageResult } from '../src/api/index.js';
import '../src/usage-chart/define.js';
import { box, drawnChart, nextFrame, uplotStyles } from './dom.js';
import { loadUsageYear, uplotOf } from './usage-scale.js';

const DAY = 86_400_000;

uplotStyles(uplotCSS);

declare global {
  interface Window {
    outside?: {
      /** Shows one chart: its drawn range (page coordinates), to move the mouse across. */
      show(which: string): Promise<{ left: number; right: number; y: number }>;
      /** Times the next move… */
      arm(): void;
      /**
       * …once it is done and laid out: from the event's time stamp (the browser's input
       * included), and from the page's dispatch of it (the chart's handlers on).
       */
      next(): Promise<[number, number]>;
      /** What the crosshair points at now. */
      at(): string;
    };
  }
}

function oneMetric(): UsageResult {
  const start = Date.UTC(2025, 0, 1);
  let s = 7;
  const noise = () => (s = (s * 16_807) % 2_147_483_647) / 2_147_483_647;
  return {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 364 * DAY).toISOString(),
    granularity: 'daily',
    series: {
      queries_operations: Array.from({ length: 365 }, (_, i) => ({
        t: start + i * DAY,
        v: Math.round(1_000 * (1 + 0.3 * Math.sin((i / 7) * 2 * Math.PI) + 0.2 * noise())),
      })),
    },
  };
}

let shown: { remove(): void } | undefined;
let settle: () => Promise<void> = () => Promise.resolve();
let at: () => string = () => '';
type Times = [fromEvent: number, fromDispatch: number];
let waiting: ((times: Times) => void) | undefined;
let result: Promise<Times> = Promise.resolve([NaN, NaN]);
/** The event the chart moves on: ours `pointermove`, uPlot's `mousemove` (which follows it). */
let input = 'pointermove';

/** When the page's dispatch of the move began (before any handler: the window's capture). */
let dispatched = 0;
const onDispatch = (event: Event) => {
  if (event.type === input) dispatched = performance.now();
};
// After the chart's own handlers (the event bubbles out of its shadow root to the window).
const onMove = (event: Event) => {
  const done = waiting;
  if (!done || event.type !== input) return;
  waiting = undefined;
  const start = dispatched;
  void settle().then(() => {
    document.body.getBoundingClientRect();
    const end = performance.now();
    done([end - event.timeStamp, end - start]);
  });
};
for (const type of ['pointermove', 'mousemove']) {
  window.addEventListener(type, onDispatch, { capture: true });
  window.addEventListener(type, onMove);
}

async function oursChart(data: UsageResult, statistic: string, width: number) {
  const host = box('ours', width);
  const el = await drawnChart(host, data, statistic);
  const root = el.shadowRoot!;
  const grid = root.querySelector('[part=grid]');
  const slider = root.querySelector(grid ? '[part=time-axis]' : '[part=plot]')!;
  const target = root.querySelector(grid ? '[part=cell] svg' : 'svg path.s')!;
  target.scrollIntoView({ block: 'center' });
  await nextFrame();
  const rect = target.getBoundingClientRect();
  settle = async () => {
    while (el.isUpdatePending) await el.updateComplete;
  };
  at = () => slider.getAttribute('aria-valuenow')!;
  input = 'pointermove';
  shown = host;
  return rect;
}

async function peerChart(data: UsageResult, width: number, height: number) {
  const host = box('peer', width);
  const { opts, columns } = uplotOf(data, width, height);
  const plot = new uPlot(opts, columns, host);
  // (uPlot draws its legend above its plot here: the plot to the middle of the viewport.)
  plot.over.scrollIntoView({ block: 'center' });
  await nextFrame();
  settle = () => Promise.resolve();
  at = () => String(plot.cursor.idx);
  input = 'mousemove';
  shown = {
    remove() {
      plot.destroy();
      host.remove();
    },
  };
  return plot.over.getBoundingClientRect();
}

window.outside = {
  async show(which) {
    shown?.remove();
    window.scrollTo(0, 0);
    const year = which.endsWith('grid') ? await loadUsageYear() : undefined;
    const rect =
      which === 'ours one'
        ? await oursChart(oneMetric(), 'queries_operations', 1000)
        : which === 'peer one'
          ? await peerChart(oneMetric(), 1000, 256)
          : which === 'ours grid'
            ? await oursChart(year!, '*', 640)
            : await peerChart(year!, 640, 4 * 256);
    await nextFrame();
    return { left: rect.left, right: rect.right, y: rect.top + rect.height / 2 };
  },
  arm() {
    result = new Promise<Times>((resolve) => {
      waiting = resolve;
      // (NaN when no move came within a second: the run then fails.)
      setTimeout(() => resolve([NaN, NaN]), 1_000);
    });
  },
  next: () => result,
  at: () => at(),
};
