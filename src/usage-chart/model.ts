/**
 * The chart's geometry as plain data: one panel per unit (counts, ms, bytes, percentages each
 * get their own value axis), a shared time axis, and a path per series. Pure, no DOM, so it is
 * unit-tested and reused for the crosshair.
 */
import type { Unit } from './metrics.js';
import type { Granularity } from '../api/rules/usage.js';
import { formatTimeTick, formatTimeTicks, formatValue } from './format.js';
import { DAY, HOUR, linePath, linear, timeTicks, valueAxis, type ValueAxis } from './scales.js';
import { timesOf, type Series } from './series.js';

interface Tick {
  readonly at: number;
  readonly label: string;
  /** Where the label is centred (time ticks: moved in so that it stays inside the box). */
  readonly tx?: number;
}

interface Line {
  readonly series: Series;
  readonly d: string;
  readonly dots: readonly (readonly [number, number])[];
}

export interface Panel {
  readonly unit: Unit;
  readonly axis: ValueAxis;
  readonly y: (value: number) => number;
  readonly ticks: readonly Tick[];
  readonly lines: readonly Line[];
  /** The previous period of the lines that have one (`compare`), on the same axes. */
  readonly previous: readonly Line[];
}

export interface ChartModel {
  readonly width: number;
  readonly height: number;
  /** The font size of the labels, in px: margins and tick spacing follow it. */
  readonly font: number;
  /** Right-to-left: time runs right to left, the value axis is on the right. */
  readonly rtl: boolean;
  /** Space around the plotting area of each panel (physical sides: SVG coordinates). */
  readonly margin: {
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
    readonly left: number;
  };
  /** Sorted distinct timestamps of the shown series: the crosshair's stops. */
  readonly times: readonly number[];
  readonly x: (time: number) => number;
  /** The inverse of `x`. */
  readonly time: (px: number) => number;
  readonly xTicks: readonly Tick[];
  readonly panels: readonly Panel[];
}

/** What `chartModel` lays out, and how. */
export interface ChartModelOptions {
  /** The shown series. */
  readonly series: readonly Series[];
  readonly granularity: Granularity;
  /** The box of one panel, in px. */
  readonly width: number;
  readonly height: number;
  /** The language of the labels. */
  readonly lang: string;
  /** The zone of hourly data's time ticks (default `UTC`; daily data: UTC days). */
  readonly timeZone?: string | undefined;
  /** Right-to-left (default `false`). */
  readonly rtl?: boolean | undefined;
  /** The font size of the labels, in px (default 12). */
  readonly font?: number | undefined;
  /** The previous period of shown series (default none). */
  readonly previous?: readonly Series[] | undefined;
}

/**
 * Lays out `series` (the shown ones) in a `width` × `height` box per panel, with labels in
 * `lang` at `font` px. Each panel's value axis runs from 0 to its niced maximum. `rtl` mirrors
 * the time axis (time runs right to left, the value axis and its labels on the right). Time
 * ticks are as many as their labels leave room for: narrow labels ("Nov 2", "9", "16") when the
 * full ones would touch, every other tick when even those would. `previous`: the previous
 * period of shown series, already on their time axis (`pairPrevious`), drawn on the same axes.
 */
export function chartModel({
  series,
  granularity,
  width,
  height,
  lang,
  timeZone = 'UTC',
  rtl = false,
  font = 12,
  previous = [],
}: ChartModelOptions): ChartModel {
  const zone = granularity === 'hourly' ? timeZone : 'UTC';
  /** Rough width of a label in px (a system font's digits and letters are about 0.6em). */
  const labelWidth = (text: string) => text.length * font * 0.6;
  const gap = font * 1.5;
  const times = timesOf(series);
  const units: Unit[] = [];
  for (const item of series) if (!units.includes(item.unit)) units.push(item.unit);
  const top = Math.round(font * 0.9);
  const bottom = Math.round(font * 2.2);
  const yCount = Math.max(2, Math.floor((height - top - bottom) / (font * 3.3)));
  const axes = units.map((unit) => {
    let min = Infinity;
    let max = -Infinity;
    for (const entry of [...series, ...previous]) {
      if (entry.unit !== unit) continue;
      for (const { v: value } of entry.points) {
        if (value < min) min = value;
        if (value > max) max = value;
      }
    }
    const axis = valueAxis(min, max, yCount, unit);
    return {
      unit,
      axis,
      labels: axis.ticks.map((value) => formatValue(value, unit, lang, axis.factor)),
    };
  });
  let widest = 0;
  for (const axis of axes)
    for (const label of axis.labels) widest = Math.max(widest, labelWidth(label));
  const axisWidth = Math.ceil(widest + font);
  const end = Math.round(font * 1.3);
  const margin = { top, right: rtl ? axisWidth : end, bottom, left: rtl ? end : axisWidth };
  const step = granularity === 'hourly' ? HOUR : DAY;
  const t0 = times[0] ?? 0;
  const t1 = times[times.length - 1] ?? t0;
  // The first time at the start side of the plot: the left, or the right in right-to-left.
  const [x0, x1] = rtl ? [width - margin.right, margin.left] : [margin.left, width - margin.right];
  const x = linear(t0, t1, x0, x1);
  // (One time: every x maps to it.)
  const time = linear(x0, x1, t0, t1);
  const span = width - margin.left - margin.right;
  // Room for labels as wide as a day's ("Sep 28") or an hour's ("12:00 PM"), and a gap.
  const sample = labelWidth(
    formatTimeTick(new Date(Date.UTC(2026, 8, 28, granularity === 'hourly' ? 12 : 0)), lang),
  );
  let dates = times.length
    ? timeTicks(t0, t1, Math.max(2, Math.floor(span / (sample + gap) / 1.5)), granularity, zone)
    : [];
  // Whether neighbouring labels (centred on their ticks) keep at least an em apart.
  const fits = (labels: string[]) =>
    dates.every(
      (date, i) =>
        !i ||
        Math.abs(x(date.getTime()) - x(dates[i - 1]!.getTime())) >=
          (labelWidth(labels[i]!) + labelWidth(labels[i - 1]!)) / 2 + font,
    );
  let labels = formatTimeTicks(dates, lang, false, zone);
  if (!fits(labels)) labels = formatTimeTicks(dates, lang, true, zone);
  while (dates.length > 2 && !fits(labels)) {
    dates = dates.filter((_, i) => i % 2 === 0);
    labels = formatTimeTicks(dates, lang, true, zone);
  }
  const xTicks = dates.map((date, i) => {
    const at = x(date.getTime());
    const half = labelWidth(labels[i]!) / 2;
    return { at, label: labels[i]!, tx: Math.max(half, Math.min(width - half, at)) };
  });
  const panels = axes.map(({ unit, axis, labels }) => {
    const y = linear(axis.domain[0], axis.domain[1], height - bottom, top);
    const lines = (list: readonly Series[]) =>
      list
        .filter((series) => series.unit === unit)
        .map((entry) => ({
          series: entry,
          ...linePath(entry.points, { x, y, gap: step * 1.5, columns: span }),
        }));
    return {
      unit,
      axis,
      y,
      ticks: axis.ticks.map((time, i) => ({ at: y(time), label: labels[i]! })),
      lines: lines(series),
      previous: lines(previous),
    };
  });
  return { width, height, font, rtl, margin, times, x, time, xTicks, panels };
}
