/**
 * The chart's crosshair: which point in time is pointed at, and the polite announcement of the
 * values there when the keyboard moves it (`CrosshairController`, its state, which every drawn
 * chart carries), and what moves it (`CrosshairInput`: the pointer over the plot, the keyboard
 * on the focused plot, a slider over time). What draws it (a line, a dot per series, a tooltip)
 * is in the plot's template (templates.ts). Imported by the element: the first key on the plot
 * moves it.
 *
 * A move touches only what follows the crosshair: the templates mark those places with
 * `follow(cursor, draw)`, and a move draws each of them again at once (lit's own diffing, in
 * that place only), outside the element's update. The plot, its axes, its legend and the rest
 * are neither rendered again nor diffed, so a move costs what the crosshair shows, however much
 * the chart draws.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { AsyncDirective, directive, type Part } from 'lit/async-directive.js';
import type { ChartModel } from './model.js';

/**
 * How long the keyboard's announcement waits for the next key (ms): a held arrow key speaks
 * where it stops, not every point on the way.
 */
const ANNOUNCE_AFTER = 100;

/** Index of the timestamp in sorted `times` nearest to `t` (the crosshair's stop there). */
export function nearestIndex(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length - 1;
  if (hi < 0) return -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= time) lo = mid;
    else hi = mid;
  }
  return Math.abs(times[hi]! - time) < Math.abs(times[lo]! - time) ? hi : lo;
}

export interface CrosshairOptions {
  /**
   * What is drawn (none when nothing is): its times, ascending, are the crosshair's stops; its
   * `time` maps an x offset in the plot (px) to a time; with `rtl`, time runs right to left on
   * screen (then ArrowLeft goes later, ArrowRight earlier).
   */
  model: () => Pick<ChartModel, 'times' | 'rtl' | 'time'> | undefined;
  /** The text announced when the keyboard moves the cursor to `time`. */
  announce: (time: number) => string;
}

export class CrosshairController implements ReactiveController {
  /** What is drawn, and the announcement (see `CrosshairOptions`). */
  readonly options: CrosshairOptions;
  /** The index of the point under the crosshair; -1 when hidden. */
  index = -1;
  /** The last announcement (for an `aria-live` region). */
  announcement = '';
  /** After each move, once what follows the crosshair is drawn (places the tooltip). */
  moved: (() => void) | undefined;
  /** The places drawn from the crosshair (`follow`), connected. */
  readonly #parts = new Set<Follow>();
  /** The announcement to come, and its timer, while the keyboard moves. */
  #pending: (() => string) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #spoken: Promise<void> | undefined;
  #speak: (() => void) | undefined;

  constructor(host: ReactiveControllerHost, options: CrosshairOptions) {
    this.options = options;
    host.addController(this);
  }

  /** The crosshair's stops: the drawn times, ascending (none when nothing is drawn). */
  get times(): readonly number[] {
    return this.options.model()?.times ?? [];
  }

  /**
   * Moves the crosshair to point `index` (-1: hides it) and draws again what follows it, at
   * once; nothing else of the element updates.
   */
  show(index: number): void {
    this.index = index;
    this.#draw();
    this.moved?.();
  }

  /**
   * Announces `text()` once the keyboard has stopped for a moment (worded then: a held key
   * words only where it stops). Until it is said, the element's `updateComplete` waits for it
   * (see `spoken`).
   */
  announce(text: () => string): void {
    this.#pending = text;
    clearTimeout(this.#timer);
    this.#spoken ??= new Promise((resolve) => (this.#speak = resolve));
    this.#timer = setTimeout(() => this.#say(), ANNOUNCE_AFTER);
  }

  /** Resolves once the announcement to come, if any, is in the live region. */
  get spoken(): Promise<void> {
    return this.#spoken ?? Promise.resolve();
  }

  #say(): void {
    const text = this.#pending;
    const speak = this.#speak;
    clearTimeout(this.#timer);
    this.#pending = this.#speak = this.#spoken = undefined;
    if (text) {
      this.announcement = text();
      this.#draw();
    }
    speak?.();
  }

  #draw(): void {
    for (const part of [...this.#parts]) part.draw();
  }

  /** (Called by `follow`.) */
  connect(part: Follow, connected: boolean): void {
    if (connected) this.#parts.add(part);
    else this.#parts.delete(part);
  }

  hostDisconnected(): void {
    this.index = -1;
    // (Said now: nothing waits for a chart that left the page.)
    this.#say();
  }

  /** Hides the crosshair without asking for an update (when the data changes). */
  reset(): void {
    this.index = -1;
  }
}

/**
 * A place in a template drawn from the crosshair: `draw()` there on each update of the element,
 * and again on each move of the crosshair, by the crosshair itself (in a child or an attribute).
 */
class Follow extends AsyncDirective {
  #cursor: CrosshairController | undefined;
  #draw: () => unknown = () => undefined;

  render(_cursor: CrosshairController, draw: () => unknown): unknown {
    return draw();
  }

  override update(_part: Part, [cursor, draw]: [CrosshairController, () => unknown]): unknown {
    if (cursor !== this.#cursor) this.#cursor?.connect(this, false);
    this.#cursor = cursor;
    this.#draw = draw;
    if (this.isConnected) cursor.connect(this, true);
    return draw();
  }

  /** Draws again with the crosshair as it is now. */
  draw(): void {
    this.setValue(this.#draw());
  }

  protected override disconnected(): void {
    this.#cursor?.connect(this, false);
  }

  protected override reconnected(): void {
    this.#cursor?.connect(this, true);
  }
}

/** A place drawn from `cursor` (see `Follow`). */
export const follow = directive(Follow);

/**
 * What listens on a detailed chart's plot (the crosshair's input below, and the zoom, zoom.ts):
 * its handler of each event type, and the plot it listens on, a new one after the view changes.
 */
export abstract class PlotListener {
  /** The plot listened to, if any. */
  protected plot: HTMLElement | undefined;

  /** What it listens to on the plot, and its handler of each. */
  protected abstract readonly handlers: Readonly<Record<string, (event: never) => void>>;

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
 * what moves and hides the crosshair (its state is the controller's).
 */
export class CrosshairInput extends PlotListener {
  readonly #cursor: CrosshairController;

  /** (The grid's time axis binds `onKey`, `onFocus` and `hide` itself: it is not a plot.) */
  constructor(cursor: CrosshairController) {
    super();
    this.#cursor = cursor;
  }

  /**
   * Moves to point `index` (clamped); announces the values there when `announce` (once the
   * keyboard stops: see `CrosshairController.announce`).
   */
  move(index: number, announce: boolean): void {
    const cursor = this.#cursor;
    const times = cursor.times;
    const i = Math.max(0, Math.min(times.length - 1, index));
    if (i !== cursor.index) cursor.show(i);
    const time = times[i];
    if (announce && time !== undefined) cursor.announce(() => cursor.options.announce(time));
  }

  /** Hides the crosshair. */
  readonly hide = (): void => {
    const cursor = this.#cursor;
    if (cursor.index >= 0) cursor.show(-1);
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
