/**
 * The zoom of a detailed chart (zoom.ts) loads when the user first points at or focuses its
 * plot: most charts are only looked at, and their pages do not pay for the zoom before they
 * show data. What the user does on the plot before the zoom is there (a drag begun at once, a
 * key) is kept and handed to it, in order, when it arrives.
 */
import { lazy } from '../internal/lazy.js';
import type { Zoom, ZoomHost } from './zoom.js';

const zooms = lazy(() => import('./zoom.js'));

/** The events that ask for the zoom (the first two), and those the zoom handles. */
const EVENTS = ['pointerover', 'focusin', 'pointerdown', 'pointermove', 'pointerup', 'keydown'];

export class ZoomOnUse {
  /** The zoom, once the user asked for it and its module is there. */
  zoom: Zoom | undefined;
  readonly #host: ZoomHost;
  /** The plot listened to until the zoom is there. */
  #plot: HTMLElement | undefined;
  /** What the user did on it meanwhile. */
  #early: Event[] = [];
  #asked = false;

  constructor(host: ZoomHost) {
    this.#host = host;
  }

  /** After each update, with the detailed chart's plot (none: no plot, or `data` shown). */
  attach(plot: HTMLElement | null): void {
    if (this.zoom) return this.zoom.attach(plot);
    const module = this.#asked ? zooms(this.#host.element) : undefined;
    if (!plot || plot !== this.#plot) this.#listen(plot ?? undefined);
    if (!module || !plot) return;
    const zoom = (this.zoom = new module.Zoom(this.#host));
    zoom.attach(plot);
    const early = this.#early;
    this.#listen(undefined);
    for (const event of early) zoom.handle(event);
  }

  #listen(plot: HTMLElement | undefined): void {
    for (const type of EVENTS) this.#plot?.removeEventListener(type, this.#keep);
    this.#plot = plot;
    this.#early = [];
    for (const type of EVENTS) plot?.addEventListener(type, this.#keep);
  }

  readonly #keep = (event: Event): void => {
    if (event.type !== 'pointerover' && event.type !== 'focusin') this.#early.push(event);
    if (this.#asked) return;
    this.#asked = true;
    // Loads, then updates the element: its next `attach` makes the zoom.
    zooms(this.#host.element);
  };
}
