/**
 * What the user does on a detailed chart's plot loads when they first point at or focus it:
 * the crosshair's input and drawing (crosshair-ui.ts) and, on a chart of the service's data,
 * the zoom (zoom.ts). Most charts are only looked at, and their pages do not pay for either
 * before they show data. What the user does on the plot before they are there (a key, a drag
 * begun at once) is kept and handed to them when they arrive, in order, each event to the
 * crosshair first and then to the zoom, as when both listen.
 */
import { adopt, lazy, PartError } from '../internal/lazy.js';
import type { CrosshairInput, PlotListener } from './crosshair-ui.js';
import type { Zoom, ZoomHost } from './zoom.js';

const uis = lazy('crosshair', () => import('./crosshair-ui.js'));
const zooms = lazy('zoom', () => import('./zoom.js'));

/** The events that ask for the parts (the first two), and those the parts handle. */
const EVENTS = [
  'pointerover',
  'focus',
  'blur',
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointerleave',
  'pointercancel',
  'keydown',
];

export class PlotOnUse {
  /** The crosshair's input, once the user asked for it and its module is there. */
  input: CrosshairInput | undefined;
  /** The crosshair's drawing (the module of `input`), likewise. */
  ui: typeof import('./crosshair-ui.js') | undefined;
  /** The zoom, likewise (only on a chart of the service's data). */
  zoom: Zoom | undefined;
  readonly #host: ZoomHost;
  /** The plot listened to until the parts are there. */
  #plot: HTMLElement | undefined;
  /** What the user did on it meanwhile. */
  #early: Event[] = [];
  #asked = false;
  #zoomable = false;

  constructor(host: ZoomHost) {
    this.#host = host;
  }

  /** The parts' modules (loaded on the first call, then the element updates). */
  #load() {
    const element = this.#host.element;
    const loaded = <T>(module: T | PartError | undefined) =>
      module instanceof PartError ? undefined : module;
    return [loaded(uis(element)), this.#zoomable ? loaded(zooms(element)) : undefined] as const;
  }

  /**
   * Call at the start of the element's `willUpdate`: once the parts the plot needs are there,
   * they take it over and get what was done on it meanwhile. (Before the update, so that what
   * they change is drawn in it, on the plot and the model the events were on.)
   */
  replay(): void {
    const plot = this.#plot;
    if (!plot || !this.#asked) return;
    const zoomable = this.#zoomable;
    const [ui, zoomModule] = this.#load();
    if (!ui || (zoomable && !this.zoom && !zoomModule)) return;
    this.ui = ui;
    // (The crosshair is drawn from now on: its styles join the element's.)
    adopt(this.#host.element, ui.crosshairStyles);
    const fresh: PlotListener[] = [];
    if (!this.input) fresh.push((this.input = new ui.CrosshairInput(this.#host.cursor)));
    if (zoomable && !this.zoom) fresh.push((this.zoom = new zoomModule!.Zoom(this.#host)));
    const early = this.#early;
    this.#listen(undefined);
    this.#attach(plot);
    for (const event of early) for (const part of fresh) part.handle(event);
  }

  /**
   * Call in the element's `updated`, with the detailed chart's plot (none: no plot), and whether
   * it zooms (a chart of the service's data): the parts listen on it, or until they are there,
   * what is done on it is kept.
   */
  attach(plot: HTMLElement | null, zoomable: boolean): void {
    this.#zoomable = zoomable;
    if (this.input && (!zoomable || this.zoom)) this.#attach(plot);
    else if (plot !== (this.#plot ?? null)) this.#listen(plot ?? undefined);
  }

  #attach(plot: HTMLElement | null): void {
    this.input!.attach(plot);
    if (this.#zoomable) this.zoom!.attach(plot);
  }

  #listen(plot: HTMLElement | undefined): void {
    for (const type of EVENTS) this.#plot?.removeEventListener(type, this.#keep);
    this.#plot = plot;
    this.#early = [];
    for (const type of EVENTS) plot?.addEventListener(type, this.#keep);
  }

  readonly #keep = (event: Event): void => {
    if (event.type !== 'pointerover') this.#early.push(event);
    if (this.#asked) return;
    this.#asked = true;
    // Loads (then updates the element again), and updates the element: once the modules are
    // there (another chart may have loaded them), its `replay` makes the parts.
    this.#load();
    this.#host.element.requestUpdate();
  };
}
