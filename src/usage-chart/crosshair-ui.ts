/**
 * What moves and draws the crosshair (crosshair.ts holds its state): the keyboard on the focused
 * plot, a slider over time (arrows, Page Up / Down, Home, End, Escape), the pointer over it, and
 * on screen a line, a dot per series and a tooltip of the values at the pointed time.
 *
 * Loaded with `import()` when the user first points at or focuses a drawn plot (plot-on-use.ts
 * hands it what was done meanwhile), and with the small multiples, whose time axis it moves:
 * a chart that is only looked at never loads it. Its drawing's styles (`crosshairStyles`) are
 * adopted by what draws it.
 */
import { css, html, svg, type TemplateResult } from 'lit';
import { bidiText } from '../internal/bidi.js';
import type { CrosshairController } from './crosshair.js';
import { formatTime } from './format.js';
import { seriesLabel } from './labels.js';
import { nearestIndex, seriesValue, valueAt } from './lookup.js';
import type { ChartModel, Panel } from './model.js';
import { colour, name, type ComparedView } from './templates.js';

/** The styles of the crosshair's line and tooltip (see `marks` and `tooltip`). */
export const crosshairStyles = css`
  .cross {
    stroke: var(--_chart-accent);
    stroke-opacity: 0.7;
  }
  [part~='tooltip'] {
    position: absolute;
    top: 0.25rem;
    pointer-events: none;
    background: var(--usage-chart-tooltip-background, var(--_surface));
    color: var(--usage-chart-tooltip-color, var(--_text));
    border: 1px solid var(--_grid);
    border-radius: var(--_radius);
    padding: 0.25rem 0.5rem;
    font-size: 1.0833em;
    white-space: nowrap;
    /* The tooltip sits on the wider side of the crosshair: half the plot always fits. */
    max-width: calc(50% - 0.75rem);
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.2);
    transform: translateX(0.75rem);
  }
  [part~='tooltip'].flip {
    transform: translateX(calc(-100% - 0.75rem));
  }
  [part~='tooltip'] p {
    display: flex;
    align-items: center;
    margin: 0;
  }
`;

/**
 * The crosshair's announcement at `t`: the time, then each shown series' value there (and its
 * previous period's, when compared).
 */
export const pointText = (time: number, view: ComparedView): string =>
  view.strings.point(
    formatTime(time, view.granularity, view.lang),
    view.shown
      .map(
        (series) =>
          `${bidiText(seriesLabel(series, view.strings))}: ${seriesValue(series, time, view)}${view.previous?.text(series, time, view) ?? ''}`,
      )
      .join('; '),
  );

/** The crosshair of a panel at `time`: a vertical line, and a dot on each line with a value. */
export function marks(model: ChartModel, panel: Panel, time: number): unknown {
  const { margin, height } = model;
  const cx = model.x(time);
  return svg`<line class="cross" x1=${cx} x2=${cx} y1=${margin.top} y2=${height - margin.bottom}></line>
    ${panel.lines.map((line) => {
      const y = valueAt(line.series, time);
      return y === undefined
        ? null
        : svg`<circle class="dot ${colour(line.series)}" cx=${cx} cy=${panel.y(y)} r="4"></circle>`;
    })}`;
}

/**
 * The tooltip at `time` (hidden from assistive technology: the slider's value and the
 * announcement say the same): the time, then each shown series' value (and its previous
 * period's). On the wider side of the crosshair; placed by `placePlot` (templates.ts).
 */
export function tooltip(model: ChartModel, view: ComparedView, time: number): TemplateResult {
  return html`<div
    part="tooltip"
    class=${model.x(time) > model.width / 2 ? 'flip' : ''}
    aria-hidden="true"
  >
    <p><strong>${formatTime(time, view.granularity, view.lang)}</strong></p>
    ${view.shown.map(
      (series) =>
        html`<p class=${colour(series)}>
          <span class="sw"></span
          ><span class="name">${name(series, view.strings)}</span>:&nbsp;<span
            >${seriesValue(series, time, view)}${view.previous?.text(series, time, view)}</span
          >
        </p>`,
    )}
  </div>`;
}

/**
 * What listens on a detailed chart's plot once it is loaded (the crosshair's input below, and
 * the zoom, zoom.ts, which comes with it): its handler of each event type, the events it missed
 * while it loaded (handed over by plot-on-use.ts), and the plot it listens on, a new one after
 * the view changes.
 */
export abstract class PlotListener {
  /** The plot listened to, if any. */
  protected plot: HTMLElement | undefined;

  /** What it listens to on the plot, and its handler of each. */
  protected abstract readonly handlers: Readonly<Record<string, (event: never) => void>>;

  /** Handles what the user did on the plot before this was there. */
  handle(event: Event): void {
    this.handlers[event.type]?.(event as never);
  }

  /** After each update: listens on the plot now drawn, if it is a new one; whether it is. */
  attach(plot: HTMLElement | null): boolean {
    if (!plot || plot === this.plot) return false;
    this.plot = plot;
    for (const [type, handler] of Object.entries(this.handlers)) {
      plot.addEventListener(type, handler as EventListener);
    }
    return true;
  }
}

/**
 * The crosshair's input: the keyboard and focus on a slider over time, the pointer on a plot;
 * what moves and hides the crosshair (its state is crosshair.ts's).
 */
export class CrosshairInput extends PlotListener {
  readonly #cursor: CrosshairController;

  /** (The grid's time axis binds `onKey`, `onFocus` and `hide` itself: it is not a plot.) */
  constructor(cursor: CrosshairController) {
    super();
    this.#cursor = cursor;
  }

  /** Moves to point `index` (clamped); announces the values there when `announce`. */
  move(index: number, announce: boolean): void {
    const cursor = this.#cursor;
    const times = cursor.times;
    const i = Math.max(0, Math.min(times.length - 1, index));
    if (i === cursor.index && !announce) return;
    cursor.index = i;
    if (announce && times.length) cursor.announcement = cursor.options.announce(times[i]!);
    cursor.host.requestUpdate();
  }

  /** Hides the crosshair. */
  readonly hide = (): void => {
    const cursor = this.#cursor;
    if (cursor.index < 0) return;
    cursor.index = -1;
    cursor.host.requestUpdate();
  };

  /**
   * Arrows step (Left and Right as seen: towards the earlier point on the left, or on the right
   * in right-to-left), Page Up / Down jump a tenth, Home / End go to the ends, Escape hides.
   */
  readonly onKey = (event: KeyboardEvent): void => {
    const cursor = this.#cursor;
    const last = cursor.times.length - 1;
    if (event.key === 'Escape') return this.hide();
    const at = cursor.index < 0 ? last : cursor.index;
    const page = Math.max(1, Math.round((last + 1) / 10));
    const left = cursor.options.model()?.rtl ? 1 : -1;
    const to: Record<string, number> = {
      ArrowLeft: at + left,
      ArrowDown: at - 1,
      ArrowRight: at - left,
      ArrowUp: at + 1,
      PageUp: at + page,
      PageDown: at - page,
      Home: 0,
      End: last,
    };
    if (!(event.key in to) || last < 0) return;
    event.preventDefault();
    this.move(cursor.index < 0 && event.key.startsWith('Arrow') ? last : to[event.key]!, true);
  };

  /** Focus shows the last point (without announcing it: the slider's value is read). */
  readonly onFocus = (): void => {
    const cursor = this.#cursor;
    if (cursor.index < 0) this.move(cursor.times.length - 1, false);
  };

  /** Follows the pointer over the plot, in its first panel's x. */
  #onPointer(event: PointerEvent): void {
    const cursor = this.#cursor;
    const model = cursor.options.model();
    const plot = this.plot;
    if (!model?.times.length || !plot) return;
    const rect = (plot.querySelector('svg') ?? plot).getBoundingClientRect();
    this.move(nearestIndex(model.times, model.time(event.clientX - rect.left)), false);
  }

  protected readonly handlers = {
    keydown: this.onKey,
    focus: this.onFocus,
    blur: this.hide,
    pointerleave: this.hide,
    pointermove: (event: PointerEvent) => this.#onPointer(event),
    pointerdown: (event: PointerEvent) => this.#onPointer(event),
  };
}
