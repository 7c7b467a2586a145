// The chart page's data at real scale: the emulator's year of every metric (written by
// scripts/bench.mjs, see usage-year.ts), ten times as many series made from it, and uPlot's
// options and columns for the same points.
import type uPlot from 'uplot';
import type { UsageResult } from '../src/api/index.js';
import { checkUsageBody, usageSeries } from '../src/api/usage-body.js';
import { unitOf } from '../src/usage-chart/metrics.js';
import type { UsageYear } from './usage-year.js';

/**
 * The emulator's answer, read as the element's client reads it (the same body check and model,
 * from the bench's local server: no network).
 */
export async function loadUsageYear(): Promise<UsageResult> {
  const response = await fetch('./usage-year.json');
  if (!response.ok) throw new Error('bench: usage-year.json is missing (run npm run bench)');
  const { range, body } = (await response.json()) as UsageYear;
  const checked = checkUsageBody(body);
  if (!checked.ok) throw new Error(`bench: usage body refused at ${checked.mismatch.path}`);
  return { ...range, series: usageSeries(checked.value, '*') };
}

/**
 * `times` copies of every metric (the original first), each copy's values scaled a little
 * (-3 % per copy) so no two lines coincide. A copy's name keeps its metric's unit (the suffix
 * goes before `_processing_time`), except `data_size` and `file_size`, whose copies are counts.
 */
export function replicate(result: UsageResult, times: number): UsageResult {
  const series: UsageResult['series'] = {};
  for (let k = 0; k < times; k += 1) {
    const f = 1 - 0.03 * k;
    const scale = (v: number) => (Number.isInteger(v) ? Math.round(v * f) : v * f);
    for (const [metric, points] of Object.entries(result.series)) {
      const name = !k
        ? metric
        : metric.endsWith('_processing_time')
          ? `copy${k}_${metric}`
          : `${metric}_copy${k}`;
      series[name] = points.map(({ t, v }) => ({
        t,
        v:
          typeof v === 'number'
            ? scale(v)
            : Object.fromEntries(Object.entries(v).map(([key, n]) => [key, scale(n)])),
      }));
    }
  }
  return { ...result, series };
}

/** uPlot's line colours (eight, then again). */
export const palette = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#be185d',
  '#4d7c0f',
];

/**
 * uPlot's side of the same points: the times once (every series has the same 365 days), then
 * one column per line (a metric, or one server or region of an object-valued metric), and one
 * value scale and axis per unit, as our chart draws one panel per unit.
 */
export function uplotOf(
  result: UsageResult,
  width: number,
  height: number,
): { opts: uPlot.Options; columns: uPlot.AlignedData } {
  const entries = Object.entries(result.series);
  const times = entries[0]![1].map((p) => p.t);
  const columns: number[][] = [];
  const series: uPlot.Series[] = [{}];
  const units: string[] = [];
  for (const [metric, points] of entries) {
    if (points.length !== times.length || points.some((p, i) => p.t !== times[i]))
      throw new Error(`bench: ${metric} is not aligned with the others`);
    const unit = unitOf(metric);
    if (!units.includes(unit)) units.push(unit);
    const first = points[0]!.v;
    const keys = typeof first === 'number' ? [undefined] : Object.keys(first).sort();
    for (const key of keys) {
      columns.push(points.map(({ v }) => (typeof v === 'number' ? v : v[key!]!)));
      const label = key === undefined ? metric : `${metric} ${key}`;
      const stroke = palette[(series.length - 1) % palette.length]!;
      series.push({ label, scale: unit, stroke, width: 2 });
    }
  }
  const opts: uPlot.Options = {
    width,
    height,
    ms: 1,
    scales: { x: { time: true }, ...Object.fromEntries(units.map((u) => [u, {}])) },
    axes: [{}, ...units.map((scale, i) => ({ scale, side: i % 2 ? 1 : 3 }))],
    legend: { show: true },
    series,
  };
  return { opts, columns: [times, ...columns] };
}
