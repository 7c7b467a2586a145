/**
 * The small multiples' state in one `<usage-chart>` (grid.ts draws them): the metric opened from
 * the grid, the cells of the shown series, which cells have come near the viewport (only their
 * lines are drawn), and focus after opening a metric or going back. Loaded with grid.ts, on
 * demand.
 */
import type { LitElement, ReactiveController, TemplateResult } from 'lit';
import { adopt } from '../internal/lazy.js';
import type { Previous } from './compare.js';
import { CrosshairInput, type CrosshairController } from './crosshair.js';
import { announceCells, backButton, gridStyles, gridView } from './grid.js';
import { cellsOf, type Cell } from './headline.js';
import type { ResultView } from './labels.js';
import type { ChartModel } from './model.js';
import { timesOf, type Series, type SeriesSet } from './series.js';

/**
 * The grid's state in one `<usage-chart>` (created when its module loads): the metric opened
 * from it, the cells of the shown series, the crosshair's stops, and focus after opening a
 * metric or going back.
 */
export class GridState implements ReactiveController {
  readonly #host: LitElement;
  /** The metric opened as the detailed chart, if one is. */
  open: string | undefined;
  /** The cells drawn (none when the grid is not). */
  cells: Cell[] | undefined;
  /** The crosshair's stops and direction while the grid is drawn. */
  cursor: Pick<ChartModel, 'times' | 'rtl' | 'time'> | undefined;
  #all: SeriesSet | undefined;
  #input: CrosshairInput | undefined;
  #set: SeriesSet | undefined;
  #opened: string | undefined;
  #focus: (() => HTMLElement | null | undefined) | undefined;
  /**
   * The metrics whose cell has come within a screen of the viewport: only their lines are drawn
   * (a grid of every metric is several screens tall; drawing every line first would cost most
   * of its first render). Without IntersectionObserver, every one.
   */
  readonly #near = new Set<string>();
  #observer: IntersectionObserver | undefined;
  /** The cells and `whole` of the last time the cells were observed. */
  #observed: readonly unknown[] = [];
  /** Whether every cell is drawn (past the first 100, after a click): set in `willUpdate`. */
  whole = false;

  constructor(host: LitElement) {
    this.#host = host;
    host.addController(this);
    adopt(host, gridStyles);
  }

  /** What the legend and the detailed chart show: `all`, or the opened metric's series. */
  set(all: SeriesSet): SeriesSet {
    if (all !== this.#all || this.open !== this.#opened) {
      this.#all = all;
      this.#opened = this.open;
      const open = this.open;
      this.#set = open
        ? // Coloured from the first: they are the only ones drawn.
          {
            series: all.series
              .filter((series) => series.metric === open)
              .map((series, color) => ({ ...series, color })),
            missing: [],
            asked: [open],
          }
        : all;
    }
    return this.#set!;
  }

  /** With the shown series when the grid is drawn (else none): its cells and stops. */
  update(shown: readonly Series[] | undefined, previous: Previous | undefined, rtl: boolean) {
    this.cells =
      shown && cellsOf(shown, previous && ((item) => previous.series.get(item.id)?.points));
    this.cursor = shown && { times: timesOf(shown), rtl, time: Number };
  }

  #toggle(metric: string | undefined, cursor: CrosshairController): void {
    const back = this.open;
    this.open = metric;
    cursor.reset();
    const root = this.#host.renderRoot;
    this.#focus = () =>
      metric
        ? root.querySelector<HTMLElement>('[part=back]')
        : [...root.querySelectorAll<HTMLElement>('[part=cell]')]
            .find((li) => li.dataset['metric'] === back)
            ?.querySelector('button');
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#observed = [];
  }

  /** Whether `metric`'s lines are drawn. */
  readonly #drawn = (metric: string): boolean =>
    this.#near.has(metric) || typeof IntersectionObserver === 'undefined';

  hostUpdated(): void {
    if (this.cells && typeof IntersectionObserver !== 'undefined') {
      const near = this.#near;
      this.#observer ??= new IntersectionObserver(
        (entries) => {
          let more = false;
          for (const entry of entries) {
            const metric = (entry.target as HTMLElement).dataset['metric']!;
            if (entry.isIntersecting && !near.has(metric)) more = !!near.add(metric);
          }
          if (more) this.#host.requestUpdate();
        },
        { rootMargin: '100% 0px' },
      );
      // Only when the cells drawn change (not on every crosshair move): a new metric has a new
      // cell (`repeat`), and observing a cell again does nothing.
      const drawn = [this.cells, this.whole];
      if (drawn.some((x, i) => x !== this.#observed[i])) {
        this.#observed = drawn;
        for (const li of this.#host.renderRoot.querySelectorAll('[part=cell]')) {
          this.#observer.observe(li);
        }
      }
    }
    const target = this.#focus?.();
    if (target) {
      this.#focus = undefined;
      target.focus();
    }
  }

  /** The grid (when drawn) and the button back to it (when a metric is open). */
  view(
    shown: ResultView,
    cursor: CrosshairController,
    showWhole: () => void,
  ): { grid?: TemplateResult; back?: TemplateResult } {
    const { cells, whole } = this;
    // (The keyboard's crosshair on the grid's time axis: made once, with the grid's crosshair.)
    const input = (this.#input ??= new CrosshairInput(cursor));
    return {
      grid:
        cells &&
        gridView({
          ...shown,
          cells,
          times: this.cursor!.times,
          rtl: this.cursor!.rtl,
          cursor,
          input,
          whole,
          showWhole,
          open: (metric) => this.#toggle(metric, cursor),
          drawn: this.#drawn,
        }),
      back:
        this.open === undefined
          ? undefined
          : backButton(shown.strings, () => this.#toggle(undefined, cursor)),
    };
  }

  /** The crosshair's announcement at `t` while the grid is drawn. */
  announce(time: number, view: ResultView): string {
    return announceCells(time, { ...view, cells: this.cells! });
  }
}
