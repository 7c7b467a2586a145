/**
 * What the detailed chart lays out of a result's series: the series drawn, their previous
 * period (`compare`), the plot's height (one panel per unit family) and the geometry
 * (`chartModel`). Pure, no DOM: the element rebuilds it only when one of its inputs changes.
 */
import type { Granularity } from '../api/rules/usage.js';
import type { Previous } from './compare.js';
import { chartModel, type ChartModel } from './model.js';
import type { Size } from './resize.js';
import type { Series } from './series.js';

/** Height of one panel (one unit family) before the plot has been measured, in px. */
export const DEFAULT_PANEL_HEIGHT = 256;

export interface Frame {
  /** The series drawn. */
  readonly shown: Series[];
  /** Their previous period, when one is paired with them. */
  readonly previous: Previous | undefined;
  /** The detailed chart; none without a granularity (no result), in cells, or with no series. */
  readonly model: ChartModel | undefined;
  /** The plot's height in px: the measured one, or one default panel per unit family. */
  readonly height: number;
}

/** What `frame` lays out, and how. */
export interface FrameOptions {
  /** Every series that may be drawn. */
  readonly series: readonly Series[];
  /** Whether a series is drawn. */
  readonly drawn: (series: Series) => boolean;
  /** The result's granularity; none without a result. */
  readonly granularity: Granularity | undefined;
  /** The plot's size: its `h` is the whole plot's height, 0 before a measure. */
  readonly size: Size;
  readonly lang: string;
  /** The zone of hourly data's times. */
  readonly timeZone?: string | undefined;
  readonly rtl: boolean;
  /** The small multiples draw the series: no detailed chart is laid out. */
  readonly cells: boolean;
  /** Their previous period (called only with series to pair). */
  readonly pair?: ((shown: Series[]) => Previous) | undefined;
}

/** Lays out the series `drawn` says are shown (see `FrameOptions`). */
export function frame({
  series,
  drawn,
  granularity,
  size,
  lang,
  timeZone,
  rtl,
  cells,
  pair,
}: FrameOptions): Frame {
  const shown = series.filter(drawn);
  const units = new Set(shown.map((series) => series.unit)).size || 1;
  const panelHeight = size.h ? size.h / units : DEFAULT_PANEL_HEIGHT;
  const previous = pair && shown.length ? pair(shown) : undefined;
  return {
    shown,
    previous,
    model:
      granularity && shown.length && !cells
        ? chartModel({
            series: shown,
            granularity,
            width: size.w,
            height: panelHeight,
            lang,
            timeZone,
            rtl,
            font: size.f,
            previous: [...(previous?.series.values() ?? [])],
          })
        : undefined,
    height: panelHeight * units,
  };
}
