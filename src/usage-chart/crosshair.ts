/**
 * The chart's crosshair as a reactive controller: which point in time is pointed at (by the
 * pointer, or by the keyboard on the focused plot, which is a slider over time), and the
 * polite announcement of the values at it when the keyboard moves it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChartModel } from './model.js';
import { nearestIndex } from './scales.js';

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
  readonly #host: ReactiveControllerHost;
  readonly #options: CrosshairOptions;
  /** The index of the point under the crosshair; -1 when hidden. */
  index = -1;
  /** The last announcement (for an `aria-live` region). */
  announcement = '';

  constructor(host: ReactiveControllerHost, options: CrosshairOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  #times(): readonly number[] {
    return this.#options.model()?.times ?? [];
  }

  hostDisconnected(): void {
    this.index = -1;
  }

  /** Hides the crosshair without asking for an update (when the data changes). */
  reset(): void {
    this.index = -1;
  }

  /** Hides the crosshair. */
  readonly hide = (): void => {
    if (this.index < 0) return;
    this.index = -1;
    this.#host.requestUpdate();
  };

  /** Moves to point `index` (clamped); announces the values there when `announce`. */
  move(index: number, announce: boolean): void {
    const times = this.#times();
    const i = Math.max(0, Math.min(times.length - 1, index));
    if (i === this.index && !announce) return;
    this.index = i;
    if (announce && times.length) this.announcement = this.#options.announce(times[i]!);
    this.#host.requestUpdate();
  }

  /**
   * Arrows step (Left and Right as seen: towards the earlier point on the left, or on the right
   * in right-to-left), Page Up / Down jump a tenth, Home / End go to the ends, Escape hides.
   */
  readonly onKey = (event: KeyboardEvent): void => {
    const last = this.#times().length - 1;
    if (event.key === 'Escape') return this.hide();
    const at = this.index < 0 ? last : this.index;
    const page = Math.max(1, Math.round((last + 1) / 10));
    const left = this.#options.model()?.rtl ? 1 : -1;
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
    this.move(this.index < 0 && event.key.startsWith('Arrow') ? last : to[event.key]!, true);
  };

  /** Follows the pointer over the plot (the listener's element), in its first panel's x. */
  readonly onPointer = (event: PointerEvent): void => {
    const times = this.#times();
    if (!times.length) return;
    const plot = event.currentTarget as HTMLElement;
    const rect = (plot.querySelector('svg') ?? plot).getBoundingClientRect();
    this.move(nearestIndex(times, this.#options.model()!.time(event.clientX - rect.left)), false);
  };

  /** Focus shows the last point (without announcing it: the slider's value is read). */
  readonly onFocus = (): void => {
    if (this.index < 0) this.move(this.#times().length - 1, false);
  };
}
