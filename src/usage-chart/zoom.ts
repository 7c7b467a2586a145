/**
 * Zoom of `<usage-chart>`'s detailed chart: drag across the plot (or, on the focused plot,
 * Shift+arrows from the crosshair, then Enter) to select a sub-range; the chart then asks for
 * that range, hourly when the service allows it (at most 7 days), else daily, through the
 * element's cancelable `search-usage-range-change`, so a page keeps its own controls in sync.
 * "Reset zoom" brings back the range the chart had before the first zoom (its attributes as
 * they were, `period` included).
 *
 * Loaded with `import()` in idle time right after a chart of the service's data first draws its
 * plot (drawing.ts), so that it is there before anyone can drag, and a page of charts given
 * `data` never loads it. It listens on the plot itself and draws the selection as a box over it
 * (positioned through the CSSOM: no `style` attribute, so a strict Content-Security-Policy
 * holds; its styles are the element's).
 */
import { html, type ReactiveElement, type TemplateResult } from 'lit';
import {
  DAY_MS as DAY,
  HOUR_MS as HOUR,
  MAX_RANGE_DAYS,
  type Granularity,
} from '../api/rules/usage.js';
import { timeRange } from '../api/usage-range.js';
import { nearestIndex, PlotListener, type CrosshairController } from './crosshair.js';
import { formatRange } from './format.js';
import type { ChartModel } from './model.js';
import type { RangeProposal } from './range.js';
import type { UsageChartStrings } from './strings.js';

/** The fewest pixels a drag must cover to select (a shorter one is a click). */
const MIN_DRAG = 6;

/** The attributes a zoom changes, as they were before the first zoom. */
export interface ZoomRange {
  readonly period: string | undefined;
  readonly startDate: string | undefined;
  readonly endDate: string | undefined;
  readonly granularity: Granularity | undefined;
}

/**
 * What the zoom needs of its element: `element`, its range attributes, shadow root and updates;
 * `words`, the strings in effect, their language and the drawn granularity; `model`, the
 * detailed chart drawn, if one is; `cursor`, its crosshair; `applyRange`, which fires the
 * cancelable range event and, unless cancelled, applies the range (or with `restore`, the
 * attributes before the first zoom), saying whether it did.
 */
export interface ZoomHost {
  readonly element: ReactiveElement & ZoomRange;
  readonly words: () => {
    strings: UsageChartStrings;
    lang: string;
    granularity: Granularity;
    timeZone?: string | undefined;
  };
  readonly model: () => ChartModel | undefined;
  readonly cursor: CrosshairController;
  readonly applyRange: (range: RangeProposal, restore?: ZoomRange) => boolean;
}

/**
 * The range of the points from index `a` to `b` of `times` at the drawn granularity, at a
 * finer one when the service allows it: hourly for at most 7 days.
 */
function zoomRange(
  times: readonly number[],
  from: number,
  to: number,
  drawn: Granularity,
): RangeProposal {
  const [i, j] = from < to ? [from, to] : [to, from];
  const start = times[i]!;
  // To the end of the last point's bucket (an hour or a day).
  const end = times[j]! + (drawn === 'hourly' ? HOUR : DAY) - 1;
  const hourly = end - start < MAX_RANGE_DAYS.hourly * DAY;
  return timeRange(start, end, hourly ? 'hourly' : 'daily');
}

/** The zoom of one element. */
export class Zoom extends PlotListener {
  readonly #host: ZoomHost;
  /** The selection: its first and last point's index; none when nothing is selected. */
  #from = -1;
  #to = -1;
  /** Where a drag started (px in the plot), while the pointer is down. */
  #down: number | undefined;
  #box: HTMLElement | undefined;
  /** The attributes before the first zoom; none when not zoomed. */
  #before: ZoomRange | undefined;

  constructor(host: ZoomHost) {
    super();
    this.#host = host;
  }

  protected readonly handlers = {
    pointerdown: (event: PointerEvent) => this.#onDown(event),
    pointermove: (event: PointerEvent) => this.#onMove(event),
    pointerup: (event: PointerEvent) => this.#onUp(event),
    pointercancel: () => this.#onCancel(),
    keydown: (event: KeyboardEvent) => this.#onKey(event),
  };

  /** After each update: listens on the plot now drawn (nothing selected), if it is a new one. */
  override attach(plot: HTMLElement | null): boolean {
    if (!super.attach(plot)) return false;
    this.#box = undefined;
    this.#clear();
    return true;
  }

  /** The "Reset zoom" button, while zoomed. */
  reset(): TemplateResult | undefined {
    const before = this.#before;
    if (!before) return undefined;
    return html`<button
      type="button"
      part="zoom-reset"
      class="button"
      @click=${() => this.#reset(before)}
    >
      ${this.#host.words().strings.resetZoom}
    </button>`;
  }

  #reset(before: ZoomRange): void {
    const host = this.#host;
    const model = host.model();
    const { startDate, endDate, granularity } = before;
    // The event says the range to come: the attributes' own, or the period's as last drawn.
    const range: RangeProposal = {
      startDate: startDate ?? new Date(model?.times[0] ?? 0).toISOString(),
      endDate: endDate ?? new Date().toISOString(),
      granularity: granularity ?? 'daily',
    };
    if (host.applyRange(range, before)) this.#before = undefined;
  }

  /** The pointer's x in the plot's first panel (as the crosshair reads it). */
  #x(event: PointerEvent): number {
    const svg = this.plot!.querySelector('svg') ?? this.plot!;
    return event.clientX - svg.getBoundingClientRect().left;
  }

  #index(px: number): number {
    const chart = this.#host.model()!;
    return nearestIndex(chart.times, chart.time(px));
  }

  #onDown(event: PointerEvent): void {
    if (event.button !== 0 || !this.#host.model()) return;
    this.#down = this.#x(event);
    // The drag goes on outside the plot (a synthetic event has no pointer to capture).
    try {
      this.plot!.setPointerCapture(event.pointerId);
    } catch {
      // (Moves outside the plot then end the drag where the pointer left it.)
    }
    this.#clear();
  }

  #onMove(event: PointerEvent): void {
    const down = this.#down;
    if (down === undefined) return;
    const x = this.#x(event);
    if (Math.abs(x - down) < MIN_DRAG) return;
    this.#select(this.#index(down), this.#index(x), false);
  }

  #onUp(event: PointerEvent): void {
    const down = this.#down;
    this.#down = undefined;
    if (down === undefined || Math.abs(this.#x(event) - down) < MIN_DRAG) return this.#clear();
    this.#apply();
  }

  #onCancel(): void {
    this.#down = undefined;
    this.#clear();
  }

  /**
   * Shift+ArrowLeft / Shift+ArrowRight (after the crosshair has moved) extend the selection
   * from where the crosshair was; Enter zooms in; Escape cancels.
   */
  #onKey(event: KeyboardEvent): void {
    const cursor = this.#host.cursor.index;
    if (event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      const chart = this.#host.model();
      if (!chart || cursor < 0) return;
      // The crosshair has moved one point already: the selection starts where it was.
      const step = (event.key === 'ArrowLeft') !== chart.rtl ? -1 : 1;
      const from =
        this.#from < 0 ? Math.max(0, Math.min(chart.times.length - 1, cursor - step)) : this.#from;
      this.#select(from, cursor, true);
    } else if (event.key === 'Enter' && this.#from >= 0 && this.#from !== this.#to) {
      event.preventDefault();
      this.#apply();
    } else if (event.key === 'Escape' || !event.shiftKey) {
      this.#clear();
    }
  }

  /** Shows the selection from point `a` to point `b`, announcing it when `announce`. */
  #select(from: number, to: number, announce: boolean): void {
    const host = this.#host;
    const chart = host.model()!;
    this.#from = from;
    this.#to = to;
    let box = this.#box;
    if (!box?.isConnected) {
      box = this.#box = document.createElement('div');
      box.className = 'brush';
      box.setAttribute('aria-hidden', 'true');
      this.plot!.append(box);
    }
    const [x0, x1] = [chart.x(chart.times[from]!), chart.x(chart.times[to]!)].sort(
      (left, right) => left - right,
    );
    box.style.left = `${x0}px`;
    box.style.width = `${Math.max(1, x1! - x0!)}px`;
    box.hidden = false;
    if (announce) {
      // (Said once the keys stop, in the crosshair's announcement: see crosshair.ts.)
      const [i, j] = from < to ? [from, to] : [to, from];
      const [start, end] = [chart.times[i]!, chart.times[j]!];
      host.cursor.announce(() => {
        const { strings, lang, granularity, timeZone } = host.words();
        return strings.zoomSelection(formatRange(start, end, granularity, lang, timeZone));
      });
    }
  }

  #clear(): void {
    this.#from = this.#to = -1;
    if (this.#box) this.#box.hidden = true;
  }

  /** Zooms into the selection (unless the page cancels the event). */
  #apply(): void {
    const host = this.#host;
    const chart = host.model();
    const [from, to] = [this.#from, this.#to];
    this.#clear();
    if (!chart || from < 0 || from === to) return;
    const { period, startDate, endDate, granularity } = host.element;
    const before: ZoomRange = { period, startDate, endDate, granularity };
    if (host.applyRange(zoomRange(chart.times, from, to, host.words().granularity))) {
      this.#before ??= before;
    }
  }
}
