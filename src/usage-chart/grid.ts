/**
 * The small multiples of `<usage-chart>` (their state: grid-state.ts): one compact chart per metric, each with its name, its
 * unit, the figure that sums up the range (and the rule it used: see `headline.ts`), and its
 * change against the previous period; above them, the one time axis they share, which is also
 * the keyboard's crosshair (a slider over time). The pointer over any cell moves the same
 * crosshair in every cell. A cell's name is a button that opens the metric as the detailed
 * chart.
 *
 * Loaded on demand (`import()`), only by a chart that shows many metrics: its code and styles
 * are not in the element's entry. The cells stretch to their box (`preserveAspectRatio="none"`,
 * strokes that do not scale), so nothing is measured.
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import { bidiText } from '../internal/bidi.js';
import { formatChange } from './compare.js';
import {
  follow,
  nearestIndex,
  type CrosshairController,
  type CrosshairInput,
} from './crosshair.js';
import { formatTime, formatValue } from './format.js';
import type { Cell } from './headline.js';
import { count, metricName, type ResultView } from './labels.js';
import { DAY, HOUR, linePath, linear } from './scales.js';
import { pointAt, type Series } from './series.js';
import type { UsageChartStrings } from './strings.js';

/** The most cells drawn before a click on "Show all" (a chart of thousands stays quick). */
const MAX_CELLS = 100;

/** The drawing box of a cell's plot (its viewBox): one column per unit of width. */
const WIDTH = 300;
const height = 60;

/** What the grid shows, and its actions. */
export interface GridView extends ResultView {
  readonly cells: readonly Cell[];
  /** Draw every cell (else the first `MAX_CELLS`, and a button drawing all). */
  readonly whole: boolean;
  readonly showWhole: () => void;
  /** Every time of the shown series, ascending: the crosshair's stops. */
  readonly times: readonly number[];
  readonly rtl: boolean;
  readonly cursor: CrosshairController;
  /** The keyboard and focus on the time axis (crosshair.ts). */
  readonly input: CrosshairInput;
  /** Opens a metric as the detailed chart. */
  readonly open: (metric: string) => void;
  /** Whether a metric's lines are drawn (its cell has come near the viewport). */
  readonly drawn: (metric: string) => boolean;
}

/** The announcement of the keyboard's crosshair at `t`: each metric's value there. */
export function announceCells(time: number, view: ResultView & { cells: readonly Cell[] }): string {
  const gridWords = view.strings;
  return gridWords.point(
    formatTime(time, view.granularity, view.lang, view.timeZone),
    view.cells
      .map((cell) => {
        const at = pointAt(cell.points, time);
        const value = at === undefined ? gridWords.noValue : formatValue(at, cell.unit, view.lang);
        return `${bidiText(metricName(cell.metric, gridWords))}: ${value}`;
      })
      .join('; '),
  );
}

/**
 * The paths of a cell's series, made once per cell and direction (a crosshair move redraws
 * only the crosshair).
 */
const drawn = new WeakMap<Cell, { rtl: boolean; d: string[] }>();

function paths(cell: Cell, view: GridView, x: (time: number) => number): string[] {
  const known = drawn.get(cell);
  if (known?.rtl === view.rtl) return known.d;
  let max = 0;
  for (const item of cell.series) for (const point of item.points) max = Math.max(max, point.v);
  const y = linear(0, max || 1, height - 2, 2);
  // (Broken where a point is missing, as the detailed chart's lines: see `chartModel`.)
  const gap = (view.granularity === 'hourly' ? HOUR : DAY) * 1.5;
  const lines = cell.series.map((series: Series) => {
    // (Decimated to the drawing's columns: a year of days in a few hundred units.)
    const line = linePath(series.points, { x, y, gap, columns: WIDTH });
    // An isolated point: a line of no length, drawn as a round dot by its stroke.
    return line.d + line.dots.map(([px, py]) => `M${px} ${py}h0`).join('');
  });
  drawn.set(cell, { rtl: view.rtl, d: lines });
  return lines;
}

/**
 * One cell's plot: its series (once the cell has come near the viewport: `drawn`) and the
 * crosshair (drawn by the crosshair on each move: `follow`). The crosshair is a line over the
 * drawing moved by a transform, so a move lays nothing out (a changed path would lay out the
 * whole page: an SVG in a grid cell is no layout boundary).
 */
function plot(
  cell: Cell,
  view: GridView,
  x: (time: number) => number,
  at: () => number | undefined,
) {
  return html`<svg viewBox="0 0 ${WIDTH} ${height}" preserveAspectRatio="none" aria-hidden="true">
      ${view.drawn(cell.metric) ? paths(cell, view, x).map((path, i) => svg`<path class="s c${i % 8}" d=${path}></path>`) : nothing}
    </svg>
    ${follow(view.cursor, () => {
      const time = at();
      return time === undefined
        ? nothing
        : html`<i
            class="cross"
            style=${styleMap({ transform: `translateX(calc(${(x(time) / WIDTH) * 100}% - 0.5px))` })}
          ></i>`;
    })}`;
}

/** The grid: the shared time axis (the keyboard's crosshair), then a cell per metric. */
export function gridView(view: GridView): TemplateResult {
  const gridWords = view.strings;
  const whole = view.whole || view.cells.length <= MAX_CELLS;
  const { times, cursor } = view;
  const first = times[0]!;
  const last = times[times.length - 1]!;
  const x = view.rtl ? linear(first, last, WIDTH, 0) : linear(first, last, 0, WIDTH);
  // What follows the crosshair (the axis's value, each cell's value and line) is drawn by it on
  // each move (`follow`): these read where it is then.
  const at = () => (cursor.index >= 0 ? times[cursor.index] : undefined);
  const now = () => times[Math.max(0, cursor.index)]!;
  // (The time's words once per move, not once per cell.)
  let worded: [number, string] | undefined;
  const time = (at: number) =>
    worded?.[0] === at
      ? worded[1]
      : (worded = [at, formatTime(at, view.granularity, view.lang, view.timeZone)])[1];
  const fmt = (value: number | undefined, cell: Cell) =>
    value === undefined ? gridWords.noValue : formatValue(value, cell.unit, view.lang);
  // The pointer over a cell: the time under it, from the cell plot's box.
  const onPointer = (event: PointerEvent) => {
    const box = (event.target as Element)
      .closest('li')
      ?.querySelector('svg')
      ?.getBoundingClientRect();
    if (!box?.width) return;
    const fraction = Math.max(0, Math.min(1, (event.clientX - box.left) / box.width));
    view.input.move(
      nearestIndex(times, first + (view.rtl ? 1 - fraction : fraction) * (last - first)),
      false,
    );
  };
  return html`<div
      part="time-axis"
      class="axis"
      role="slider"
      tabindex="0"
      aria-label=${gridWords.cursor}
      aria-valuemin="0"
      aria-valuemax=${times.length - 1}
      aria-valuenow=${follow(cursor, () => Math.max(0, cursor.index))}
      aria-valuetext=${follow(cursor, () => time(now()))}
      @keydown=${view.input.onKey}
      @focus=${view.input.onFocus}
      @blur=${view.input.hide}
    >
      <span>${time(first)}</span>
      <strong
        ><span class="follows"
          >${follow(cursor, () => {
            const cursorTime = at();
            return cursorTime === undefined ? '' : time(cursorTime);
          })}</span
        ></strong
      >
      <span>${time(last)}</span>
    </div>
    <ul
      part="grid"
      class="cells"
      aria-label=${gridWords.metrics(count(view.cells.length, view.lang), view.cells.length)}
      @pointermove=${onPointer}
      @pointerdown=${onPointer}
      @pointerleave=${view.input.hide}
    >
      ${repeat(
        whole ? view.cells : view.cells.slice(0, MAX_CELLS),
        (cell) => cell.metric,
        (cell) => {
          const name = bidiText(metricName(cell.metric, gridWords));
          return html`<li part="cell" class="cell" data-metric=${cell.metric}>
            <button
              type="button"
              part="cell-open"
              class="open"
              title=${gridWords.openMetric(name)}
              @click=${() => view.open(cell.metric)}
            >
              <span class="name">${name}</span>
            </button>
            <p class="figure">
              <span part="headline" class="headline">${fmt(cell.headline, cell)}</span>
              <span class="rule"
                >${gridWords.ruleName(cell.rule)} · ${gridWords.unitName(cell.unit)}</span
              >
            </p>
            <p part="change" class="change">
              <span class="follows"
                >${follow(cursor, () => {
                  const cursorTime = at();
                  return cursorTime !== undefined
                    ? gridWords.point(time(cursorTime), fmt(pointAt(cell.points, cursorTime), cell))
                    : cell.change === undefined
                      ? '\u00a0'
                      : gridWords.versus(formatChange(cell.change, view.lang));
                })}</span
              >
            </p>
            <div class="box">${plot(cell, view, x, at)}</div>
          </li>`;
        },
      )}
    </ul>
    ${
      whole
        ? nothing
        : html`<button type="button" part="grid-more" class="button more" @click=${view.showWhole}>
            ${gridWords.wholeGrid(count(view.cells.length, view.lang), view.cells.length)}
          </button>`
    }`;
}

/** The button back from a metric opened from the grid to every metric. */
export const backButton = (strings: UsageChartStrings, back: () => void): TemplateResult =>
  html`<button type="button" part="back" class="button" @click=${back}>
    ${strings.allMetrics}
  </button>`;

/** The grid's own styles (adopted with the element's when the module loads). */
export const gridStyles = css`
  .axis {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.25rem 0.5rem;
    margin-block-end: 0.5rem;
    border: 1px solid var(--_grid);
    border-radius: var(--_radius);
    font-size: 0.875em;
    color: var(--_muted);
  }
  .axis strong {
    flex: 1;
    min-inline-size: 0;
    text-align: center;
    color: var(--_text);
  }
  .cells {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
    gap: 0.5rem;
    padding: 0;
    margin: 0;
    list-style: none;
    touch-action: pan-y;
  }
  .cell {
    /* Cells out of view are neither laid out nor painted until scrolled to (a grid of every
       metric is several screens tall). */
    content-visibility: auto;
    contain-intrinsic-size: auto 8rem;
    display: grid;
    gap: 0.125rem;
    min-inline-size: 0;
    padding: 0.5rem;
    border: 1px solid var(--_grid);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .cell p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .open {
    justify-self: start;
    max-inline-size: 100%;
    padding: 0;
    border: 0;
    background: none;
    color: var(--_chart-accent);
    font: inherit;
    font-weight: 600;
    text-align: start;
    text-decoration: underline;
    cursor: pointer;
  }
  .figure {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
  }
  .headline {
    font-size: 1.25em;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .rule,
  .change {
    color: var(--_muted);
    font-size: 0.875em;
  }
  /* What follows the crosshair is laid out on its own (a move lays out only these lines). */
  .follows {
    display: block;
    block-size: 1lh;
    overflow: hidden;
    text-overflow: ellipsis;
    contain: strict;
  }
  .box {
    position: relative;
    block-size: var(--usage-chart-cell-height, 3.5rem);
    contain: strict;
  }
  .box .cross {
    position: absolute;
    inset: 0;
    /* stylelint-disable-next-line logical-css/require-logical-properties -- at the drawing's x */
    border-left: 1px solid var(--_chart-accent);
  }
  .cell svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    overflow: hidden;
  }
  .cell path {
    vector-effect: non-scaling-stroke;
    stroke-linecap: round;
  }
  .more {
    margin-block-start: 0.5rem;
  }
`;
