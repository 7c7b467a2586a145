/**
 * The words of a drawn result: a series' name, a value in its unit, a list of metric names.
 * Plain functions of the strings and language in effect (`ResultView`), shared by the element
 * (announcements, CSV) and every template.
 */
import type { Granularity } from '../api/rules/usage.js';
import { bidiText } from '../internal/bidi.js';
import { clip } from '../internal/text.js';
import { zoneName } from '../internal/time-zone.js';
import { formatList, formatValue } from './format.js';
import { valueAt, type Series } from './series.js';
import type { UsageChartStrings } from './strings.js';

/** What the templates need to word a result. */
export interface ResultView {
  readonly strings: UsageChartStrings;
  readonly lang: string;
  readonly granularity: Granularity;
  /** The zone hourly times are shown in (an IANA name; default `UTC`; daily data: UTC days). */
  readonly timeZone?: string | undefined;
  /** The series shown (not hidden through the legend). */
  readonly shown: readonly Series[];
}

/** The most metric names a message lists (then: "and N more"). */
const MAX_NAMES = 20;

/**
 * A metric's name: the one `metricNames` gives its id (translated, overridden), else
 * `metric`'s words from the id as `shown` (cut, isolated) for the page.
 */
export const metricName = (
  id: string,
  strings: UsageChartStrings,
  shown: (id: string) => string = (id) => id,
): string =>
  strings.metricNames && Object.hasOwn(strings.metricNames, id)
    ? strings.metricNames[id]!
    : strings.metric(shown(id));

/** A series' name: its metric and key cut to `MAX_TEXT` characters each, unless `full`. */
export function seriesLabel(series: Series, strings: UsageChartStrings, full = false): string {
  const cut = (name: string) => (full ? name : clip(name).text);
  const name = metricName(series.metric, strings, cut);
  return series.key === undefined ? name : strings.keyed(name, cut(series.key));
}

/** The value of `series` at `t` in its unit, or the mark of a missing point. */
export function seriesValue(series: Series, time: number, view: ResultView): string {
  const value = valueAt(series, time);
  return value === undefined ? view.strings.noValue : formatValue(value, series.unit, view.lang);
}

/** A count in words (`1,234`), in the view's language. */
export const count = (count: number, lang: string): string => formatValue(count, 'count', lang);

/** Metric names as a list in words: the first `MAX_NAMES`, each cut, then how many more. */
export function metricNames(
  names: readonly string[],
  strings: UsageChartStrings,
  lang: string,
): string {
  const list = names
    .slice(0, MAX_NAMES)
    .map((name) =>
      name === '*' ? strings.anyMetric : metricName(name, strings, (id) => bidiText(clip(id).text)),
    );
  const rest = names.length - MAX_NAMES;
  if (rest > 0) list.push(strings.more(count(rest, lang), rest));
  return formatList(list, lang);
}

/**
 * What zone the times shown are in: "Times in New York (EDT, EST)" over hourly `times` (the
 * zone's short names over them), "Days in UTC" for daily data (the service's days).
 */
export function zoneNote(view: ResultView, times: readonly number[]): string {
  if (view.granularity !== 'hourly') return view.strings.daysInUTC;
  const ends = times.length ? [times[0]!, times[times.length - 1]!] : undefined;
  return view.strings.timesIn(zoneName(view.timeZone ?? 'UTC', view.lang, ends));
}
