/**
 * What a `<usage-chart>` draws of its result (imported by the element: every chart that shows
 * data draws with it), and the state of drawing it: one detailed chart or small multiples
 * (grid-state.ts, loaded on demand), the previous period (compare.ts, loaded on demand), the
 * shown series laid out at the plot's size (frame.ts), the crosshair and the plot's size
 * (controllers), what the user does on the plot (the crosshair's input, and the zoom, loaded in
 * idle time once a plot of the service's data is drawn), and the result's template (view.ts)
 * with them. The element keeps its attributes, the user's choices and the events; source.ts, the
 * request and the result.
 */
import type { LitElement } from 'lit';
import type { UsageResult } from '../api/endpoints/usage.js';
import { lazy, PartError, type Part } from '../internal/lazy.js';
import { errorView } from '../internal/state-view.js';
import type { Hydration } from '../internal/ssr.js';
import type { MakeResource, UsageSource } from './source.js';
import type { Compare, Previous } from './compare.js';
import { CrosshairController, CrosshairInput } from './crosshair.js';
import { frame } from './frame.js';
import type { GridState } from './grid-state.js';
import type { ChartModel } from './model.js';
import type { RangeProposal } from './range.js';
import { ResizeController, UNMEASURED } from './resize.js';
import type { Series } from './series.js';
import type { UsageChartStrings } from './strings.js';
import { placePlot, placeTooltip, pointText, type ComparedView } from './templates.js';
import { resultView, type ChartView } from './view.js';
import type { Zoom, ZoomHost, ZoomRange } from './zoom.js';

// Parts only some charts need, loaded on demand, once per page (see lazy.ts).
const compares = lazy('previous period', () => import('./compare.js'));
const grids = lazy('small multiples', () => import('./grid-state.js'));
// (In idle time, right after the first plot of the service's data is drawn: see `#zoomOn`.)
const zooms = lazy('zoom', () => import('./zoom.js'));

/** Runs `task` once the page is idle, within a second (soon, where it has no idle callbacks). */
const whenIdle = (task: () => void): unknown =>
  'requestIdleCallback' in globalThis
    ? requestIdleCallback(task, { timeout: 1000 })
    : setTimeout(task);

/**
 * The layout: one detailed chart, or small multiples (grid.ts: one compact chart per metric)
 * when the chart shows more metrics than a threshold, as dashboards do (`wantsGrid`). `auto`:
 * small multiples past `gridThreshold` metrics; `single` or `grid` force one.
 */
export type Layout = 'auto' | 'single' | 'grid';

/** The default `grid-threshold`: a chart of more metrics than this shows small multiples. */
export const GRID_THRESHOLD = 12;

/**
 * Whether `series` are shown as small multiples, by `layout` and `threshold` (a count of metrics;
 * not a number or below 0: the default).
 */
function wantsGrid(series: readonly Series[], layout: Layout, threshold: number): boolean {
  return layout === 'auto'
    ? new Set(series.map((series) => series.metric)).size >
        (threshold >= 0 ? threshold : GRID_THRESHOLD)
    : layout === 'grid' && series.length > 0;
}

/** The element, as its drawing reads it. */
export interface DrawingHost extends LitElement, ZoomRange {
  readonly data: UsageResult | undefined;
  readonly previous: UsageResult | undefined;
  readonly compare: boolean;
  readonly layout: Layout;
  readonly gridThreshold: number;
  readonly view: 'chart' | 'table';
}

/** The user's choices and actions the element passes to the result's template. */
export type Choices = Pick<
  ChartView,
  'showWhole' | 'visible' | 'toggle' | 'flip' | 'download' | 'image' | 'notice'
>;

/**
 * What the element gives its drawing on each update (what it draws, the result checked and
 * split into series, it reads from the element's source).
 */
export interface DrawingInput {
  /** The strings, language and direction of the update. */
  readonly strings: UsageChartStrings;
  readonly lang: string;
  /** The zone of hourly times (`timeZone`, resolved). */
  readonly timeZone: string;
  readonly dir: string;
  /** The user's choices of series (a new object when they change). */
  readonly toggled: unknown;
  /** Whether the legend (or the grid) lists every series, past the first 100. */
  readonly whole: boolean;
  /** Whether a series is shown. */
  readonly visible: (series: Series) => boolean;
}

export class Drawing {
  /** The grid's state (grid-state.ts, loaded the first time small multiples are wanted). */
  grid: GridState | undefined;
  /** The previous period's loader (compare.ts, loaded when `compare` is first set). */
  compare: Compare | undefined;
  /** The detailed chart drawn, if one is. */
  model: ChartModel | undefined;
  /** The series drawn (in the grid: every series of the set); as `frame` laid them out. */
  shown: Series[] = [];
  /** Their previous period, when it is drawn. */
  previous: Previous | undefined;
  /** The plot's height as drawn, in px. */
  height = 0;
  /** The strings, language, granularity and shown series of the last update. */
  view!: ComparedView;
  /** The crosshair over the plot or the grid (its point, its announcement, its handlers). */
  readonly cursor: CrosshairController;
  readonly #host: DrawingHost;
  /** The result and its series (the element's source). */
  readonly #source: UsageSource;
  readonly #resource: MakeResource;
  /** A part that could not be loaded: the drawing shows its error, with Retry. */
  #failed: PartError | undefined;
  readonly #hydration: Hydration;
  readonly #resize: ResizeController;
  /** The pointer and the keyboard on the plot: the crosshair's input. */
  readonly #input: CrosshairInput;
  /** The detailed chart's plot as last drawn, if one is. */
  #plot: HTMLElement | null = null;
  /** The zoom, once its module is there (see `#zoomOn`), and what it works on. */
  #zoom: Zoom | undefined;
  readonly #zoomHost: ZoomHost;
  /** Whether the zoom's module was asked for. */
  #zoomAsked = false;
  /** Whether small multiples are wanted (drawn once their module is there). */
  #gridOn = false;
  /** What the model was built from. */
  #inputs: readonly unknown[] = [];
  /** Whether the legend (or the grid) lists every series. */
  #whole = false;

  /**
   * `apply` applies a range the zoom chose (or with `restore` the attributes before the zoom),
   * unless the page cancels it; whether it did.
   */
  constructor(
    host: DrawingHost,
    source: UsageSource,
    resource: MakeResource,
    hydration: Hydration,
    apply: (range: RangeProposal, restore?: ZoomRange) => boolean,
  ) {
    this.#host = host;
    this.#source = source;
    this.#resource = resource;
    this.#hydration = hydration;
    this.cursor = new CrosshairController(host, {
      model: () => this.grid?.cursor ?? this.model,
      // (Moved by the keyboard: through the grid's time axis, or the plot.)
      announce: (time) =>
        this.grid?.cells ? this.grid.announce(time, this.view) : pointText(time, this.view),
    });
    // A move draws only what follows the crosshair (see crosshair.ts), then places the tooltip.
    this.cursor.moved = () => {
      const plot = this.#plot;
      if (plot && this.model) placeTooltip(plot, this.model, this.cursor.index);
    };
    this.#input = new CrosshairInput(this.cursor);
    this.#zoomHost = {
      element: host,
      words: () => this.view,
      model: () => this.model,
      cursor: this.cursor,
      applyRange: apply,
    };
    this.#resize = new ResizeController(host, {
      target: () => host.renderRoot.querySelector('.plot'),
      // The plot's height follows what was drawn: only a real change of size re-renders.
      drawnHeight: () => this.height,
    });
  }

  /**
   * Call in the element's `willUpdate`, after its source's `sync`: what to draw (see
   * `DrawingInput`).
   */
  update({ strings, lang, timeZone, dir, toggled, whole, visible }: DrawingInput): void {
    const host = this.#host;
    const { checked: result, set: all, request, params } = this.#source;
    this.#whole = whole;
    // Over server-rendered DOM, the first update draws what the server drew (its size, left to
    // right); the next one measures and mirrors.
    const hydrating = this.#hydration.active;
    const size = hydrating ? UNMEASURED : this.#resize.size;
    const rtl = !hydrating && dir === 'rtl';
    let gridState = this.grid;
    const grid = (this.#gridOn =
      !gridState?.open && wantsGrid(all.series, host.layout, host.gridThreshold));
    // (Not over server-rendered DOM: the first update draws what the server drew, which had
    // none of the parts loaded on demand.)
    if (grid && !gridState && !hydrating) {
      const gridModule = this.#part(grids);
      if (gridModule) gridState = this.grid = new gridModule.GridState(host);
    }
    if (gridState) gridState.whole = whole;
    const set = gridState ? gridState.set(all) : all;
    const comparing = host.compare || grid;
    const compareModule = comparing && !hydrating && this.#part(compares);
    if (compareModule && !this.compare)
      this.compare = new compareModule.Compare(host, this.#resource);
    const compare = this.compare;
    const before = compare?.update(comparing, result, params, host.data && host.previous);
    // In the grid (not its table): every series, in cells, and no detailed chart to lay out.
    const cells = grid && host.view !== 'table';
    // Lay out again only when something the layout depends on changed (not on a cursor move).
    const inputs = [
      set,
      toggled,
      size,
      lang,
      timeZone,
      result?.granularity,
      rtl,
      before,
      gridState,
      cells,
    ];
    if (inputs.some((value, i) => value !== this.#inputs[i])) {
      this.#inputs = inputs;
      // (The frame's `shown`, `previous`, `model` and `height` become this drawing's.)
      const laidOut = Object.assign(
        this,
        frame({
          series: set.series,
          drawn: (series) => grid || visible(series),
          granularity: result?.granularity,
          size,
          lang,
          timeZone,
          rtl,
          cells,
          pair: before && result && ((shown) => compare!.pair(shown, result, before, request)),
        }),
      );
      gridState?.update(cells && result ? laidOut.shown : undefined, laidOut.previous, rtl);
    }
    this.view = {
      strings,
      lang,
      timeZone,
      granularity: result?.granularity ?? 'daily',
      shown: this.shown,
      previous: this.previous,
    };
  }

  /** A part loaded on demand (see lazy.ts): the module once there; a failed load is kept to show. */
  #part<T>(part: Part<T>): T | undefined {
    const module = part(this.#host);
    if (module instanceof PartError) {
      this.#failed = module;
      return undefined;
    }
    return module;
  }

  /**
   * Call in the element's `updated`: sizes the plot and places its tooltip; the user's pointer
   * and keys on it move the crosshair, and on a chart of the service's data zoom.
   */
  updated(): void {
    const host = this.#host;
    const plot = (this.#plot = placePlot(host.renderRoot, this.model, this.cursor.index));
    this.#input.attach(plot);
    if (plot && !host.data) this.#zoomOn(plot);
  }

  /**
   * The zoom listening on `plot` (a plot of the service's data), once its module is there. The
   * first call asks for it in idle time, right after the plot is first drawn, so that it is
   * there before anyone can drag; its arrival updates the element, whose `updated` comes back.
   */
  #zoomOn(plot: HTMLElement): void {
    const host = this.#host;
    if (!this.#zoomAsked) {
      this.#zoomAsked = true;
      // (Already there, loaded by another chart: no load to update the element after.)
      whenIdle(() => zooms(host) && host.requestUpdate());
      return;
    }
    const failed = this.#failed;
    const module = this.#zoom ? undefined : this.#part(zooms);
    if (module) this.#zoom = new module.Zoom(this.#zoomHost);
    this.#zoom?.attach(plot);
    // (A zoom that could not load: its error shows in the next render.)
    if (this.#failed !== failed) host.requestUpdate();
  }

  /**
   * The result as drawn (`resultView`), with the user's choices and actions; `undefined` while
   * hydrating over a server loading state (`blank`), or until the grid's module, loaded on
   * demand, is there (the element shows its loading state).
   */
  render(choices: Choices): unknown {
    const failed = this.#failed;
    if (failed) {
      return errorView(failed, {
        strings: this.view.strings,
        onRetry: () => {
          for (const part of [compares, grids, zooms]) part.retry();
          this.#failed = undefined;
          this.#host.requestUpdate();
        },
      });
    }
    const gridState = this.grid;
    const all = this.#source.set;
    const table = this.#host.view === 'table';
    if (this.#hydration.blank || (this.#gridOn && !gridState)) return undefined;
    const parts = gridState?.view(this.view, this.cursor, choices.showWhole);
    return resultView({
      ...this.view,
      ...choices,
      whole: this.#whole,
      grid: parts?.grid,
      back: [parts?.back, this.#zoom?.reset()],
      set: gridState ? gridState.set(all) : all,
      model: this.model,
      table,
      cursor: this.cursor,
    });
  }
}
