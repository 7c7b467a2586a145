/**
 * Measures the chart's plot with a `ResizeObserver`, as a reactive controller. Only a real
 * change of size updates the host: the observer's first report of a plot drawn at the size it
 * was given (and any echo of the host's own re-render) changes nothing.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface Size {
  readonly w: number;
  /** 0 until measured: the host then uses its default height. */
  readonly h: number;
}

export interface ResizeOptions {
  /** The element to measure, after each update (none: nothing is observed). */
  target: () => Element | null | undefined;
  /** The height the host drew the target at, in px (a report of that height is no change). */
  drawnHeight: () => number;
}

export class ResizeController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: ResizeOptions;
  #observer: ResizeObserver | undefined;
  #observed: Element | undefined;
  /** The measured size (a new object on each change, so it can be compared by identity). */
  size: Size = { w: 640, h: 0 };

  constructor(host: ReactiveControllerHost, options: ResizeOptions) {
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
      const { width, height } = entry!.contentRect;
      const w = Math.round(width);
      const h = Math.round(height);
      if (w && (w !== this.size.w || h !== this.#options.drawnHeight())) {
        this.size = { w, h };
        this.#host.requestUpdate();
      }
    });
    this.#observer.disconnect();
    if (target) this.#observer.observe(target);
    this.#observed = target;
  }
}
