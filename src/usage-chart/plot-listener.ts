/**
 * What listens on a detailed chart's plot once it is loaded (the crosshair's input in
 * crosshair-ui.ts, the zoom in zoom.ts): its handler of each event type, the events it missed
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
