/**
 * The chart's crosshair as a reactive controller: which point in time is pointed at, and the
 * polite announcement of the values there when the keyboard moves it. This is its state only,
 * which every drawn chart carries; what moves it (`CrosshairInput`: the pointer, the keyboard on
 * the focused plot, a slider over time) and what draws it (a line, a dot per series, a tooltip)
 * are in
 * crosshair-ui.ts, loaded when the user first points at or focuses the plot (plot-on-use.ts), or
 * with the small multiples, whose time axis it moves.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChartModel } from './model.js';

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
  readonly host: ReactiveControllerHost;
  /** What is drawn, and the announcement (see `CrosshairOptions`). */
  readonly options: CrosshairOptions;
  /** The index of the point under the crosshair; -1 when hidden. */
  index = -1;
  /** The last announcement (for an `aria-live` region). */
  announcement = '';

  constructor(host: ReactiveControllerHost, options: CrosshairOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  /** The crosshair's stops: the drawn times, ascending (none when nothing is drawn). */
  get times(): readonly number[] {
    return this.options.model()?.times ?? [];
  }

  hostDisconnected(): void {
    this.index = -1;
  }

  /** Hides the crosshair without asking for an update (when the data changes). */
  reset(): void {
    this.index = -1;
  }
}
