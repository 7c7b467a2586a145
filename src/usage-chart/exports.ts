/**
 * What `<usage-chart>`'s export methods do (`toCSV`, `download`, `toSVG`, `toPNG`,
 * `downloadImage`), loaded on the first call: the CSV (csv.ts) comes with it, the images'
 * drawing (export.ts) loads on the first image. The element keeps only the methods, and what
 * they say when a file cannot be made.
 */
import type { ReactiveElement } from 'lit';
import type { UsageRange } from '../api/usage-range.js';
import type { Previous } from './compare.js';
import { drawnCSV } from './csv.js';
import type { ChartModel } from './model.js';
import type { Series } from './series.js';
import type { UsageChartStrings } from './strings.js';
import type { ComparedView } from './templates.js';
import type { ImageKind } from './view.js';

/** The chart as an export method found it when called (none of it before a first drawing). */
export interface Exported {
  readonly host: ReactiveElement;
  /** The shown series, and the previous period's (`compare`). */
  readonly shown?: readonly Series[];
  readonly previous?: Previous | undefined;
  /** The detailed chart drawn (none under small multiples), and its words. */
  readonly model?: ChartModel | undefined;
  readonly view?: ComparedView | undefined;
  /** The result's range (the files' name). */
  readonly range: UsageRange | undefined;
  readonly strings: UsageChartStrings;
}

/** The shown series as CSV: a `time` column, then one per series (`toCSV()`). */
const csv = (chart: Exported): string => drawnCSV(chart.shown ?? [], chart.previous, chart.strings);

/** Saves the CSV as `usage-<start>-<end>.csv` (`download()`). */
const download = (chart: Exported): void =>
  save(new Blob([csv(chart)], { type: 'text/csv;charset=utf-8' }), chart.range, 'csv');

/**
 * The chart as an SVG string or a PNG blob (`toSVG()`, `toPNG()`); with `saved`, saved as
 * `usage-<start>-<end>.svg` or `.png` instead (`downloadImage()`). Rejects when nothing is
 * drawn, or when the page cannot make the image.
 */
async function image(
  chart: Exported,
  kind: ImageKind,
  saved?: boolean,
): Promise<string | Blob | void> {
  const { view } = chart;
  if (!view) throw new Error('usage-chart: nothing drawn to export');
  const exporter = await import('./export.js');
  const made = await exporter.image(chart.host, { model: chart.model, view, kind });
  if (!saved) return made;
  save(
    typeof made === 'string' ? new Blob([made], { type: 'image/svg+xml' }) : made,
    chart.range,
    kind,
  );
}

/** Saves `blob` as `usage-<start>-<end>.<ext>` through a temporary download link. */
function save(blob: Blob, range: UsageRange | undefined, ext: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `usage${range?.startDate ? `-${range.startDate.slice(0, 10)}-${range.endDate.slice(0, 10)}` : ''}.${ext}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What the element's methods call. */
export const chartExports = { csv, download, image };

export type ChartExports = typeof chartExports;
