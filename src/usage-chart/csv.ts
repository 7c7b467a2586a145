/**
 * The CSV export of the shown series (`toCSV()`: one row per timestamp, one column per series),
 * and the chart's files as downloads (`save`: the CSV, and the images of export.ts).
 */
import type { UsageRange } from '../api/usage-range.js';
import type { Previous } from './compare.js';
import { isoWithOffset } from '../internal/time-zone.js';
import { seriesLabel, type ResultView } from './labels.js';
import { timesOf, valueAt, type Series } from './series.js';
import type { UsageChartStrings } from './strings.js';

/**
 * Quotes a field when it holds a separator, a quote or a line break, and defuses text that a
 * spreadsheet would run as a formula (service data such as server names is never trusted).
 */
export function csvField(value: string): string {
  let field = value;
  if (/^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/**
 * The element's `toCSV()`: RFC 4180 CSV (CRLF line ends) of the drawn series, one row per
 * timestamp: the time, then each series' raw values (no grouping or units, so spreadsheets read
 * them as numbers; a missing point is empty), headed by its whole label (no cut, no direction
 * markers: see `seriesLabel`). Hourly times are in ISO 8601 with the zone's offset at each
 * (`2026-11-01T01:00:00-04:00`, then `-05:00`: each maps back to the service's instant) under
 * `time`; daily ones are the service's UTC dates (`2026-11-01`, never the day before west of
 * UTC), under `daysInUTC`. When the previous period is drawn, each series' column is followed by
 * its previous value and the change as a ratio (0.12 = +12 %; empty from a missing or zero
 * previous value), headed by `strings.previous` and `.change` of its label.
 */
export function drawnCSV(
  { shown, previous }: { readonly shown: readonly Series[]; readonly previous?: Previous },
  strings: UsageChartStrings,
  { granularity, timeZone = 'UTC' }: Partial<ResultView> = {},
): string {
  const hourly = granularity === 'hourly';
  const head = [hourly ? strings.time : strings.daysInUTC];
  for (const series of shown) {
    const label = seriesLabel(series, strings, true);
    head.push(label, ...(previous?.heads(label, strings) ?? []));
  }
  const rows = [head.map(csvField).join(',')];
  for (const time of timesOf(shown)) {
    const cells = [
      hourly ? isoWithOffset(time, timeZone) : new Date(time).toISOString().slice(0, 10),
    ];
    for (const series of shown) {
      cells.push(String(valueAt(series, time) ?? ''), ...(previous?.csv(series, time) ?? []));
    }
    rows.push(cells.join(','));
  }
  return rows.join('\r\n') + '\r\n';
}

/**
 * Saves `data` as `usage-<start>-<end>.<ext>` (of the result's `range`) through a temporary
 * download link.
 */
export function save(
  data: string | Blob,
  type: string,
  range: UsageRange | undefined,
  ext: string,
): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `usage${range?.startDate ? `-${range.startDate.slice(0, 10)}-${range.endDate.slice(0, 10)}` : ''}.${ext}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
