/**
 * Measures the chart's plot with a `ResizeObserver`, as a reactive controller: its width and
 * height, and its font size (the labels follow the user's font size, so margins and tick
 * spacing do too). Only a real change updates the host: the observer's first report of a plot
 * drawn at the size it was given (and any echo of the host's own re-render) changes nothing.
 *
 * Before the plot is drawn, it measures the host at once, without waiting for the observer: a
 * page that draws no frames for a while (in the background, or busy) would otherwise show, and
 * take pointer positions on, a plot laid out for the default width. The plot is the host's
 * width, its text 0.75em of the host's (see the styles).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface Size {
  readonly w: number;
  /** 0 until measured: the host then uses its default height. */
  readonly h: number;
  /** The plot's font size in px. */
  readonly f: number;
}

export interface ResizeOptions {
  /** The element to measure, after each update (none: nothing is observed). */
  target: () => Element | null | undefined;
  /** The height the host drew the target at, in px (a report of that height is no change). */
  drawnHeight: () => number;
}

/** The size before any measure: what a server renders with, and the first update over its DOM. */
export const UNMEASURED: Size = { w: 640, h: 0, f: 12 };
export class ResizeController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #options: ResizeOptions;
  #observer: ResizeObserver | undefined;
  #observed: Element | undefined;
  #size: Size = UNMEASURED;

  /**
   * The measured size (a new object on each change, so it can be compared by identity). Until
   * the plot is observed, reading it measures the host.
   */
  get size(): Size {
    if (!this.#observed && this.#host.isConnected) this.#measure(this.#host, 0.75);
    return this.#size;
  }

  constructor(host: ReactiveControllerHost & Element, options: ResizeOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    // Moved in the page: measure again after the next update.
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observed = undefined;
  }

  hostUpdated(): void {
    const target = this.#options.target() ?? undefined;
    if (target === this.#observed) return;
    this.#observer ??= new ResizeObserver(([entry]) => {
      if (this.#measure(entry!.target)) this.#host.requestUpdate();
    });
    this.#observer.disconnect();
    if (target) this.#observer.observe(target);
    this.#observed = target;
  }

  /** Reads `target`'s size and font size (times `scale`); whether they changed. */
  #measure(target: Element, scale = 1): boolean {
    const style = getComputedStyle(target);
    const width = Math.round(parseFloat(style.width)) || 0;
    const font = parseFloat(style.fontSize) * scale || 12;
    const size = this.#size;
    // (The host's height is not the plot's: then only the width and the font are read.)
    const height = scale === 1 ? Math.round(parseFloat(style.height)) : size.h;
    const drawn = height === this.#options.drawnHeight();
    if (!width || (width === size.w && font === size.f && (scale < 1 || drawn))) return false;
    this.#size = { w: width, h: height, f: font };
    return true;
  }
}
