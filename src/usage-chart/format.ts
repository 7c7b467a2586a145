/**
 * Labels through Intl in the element's language: counts, milliseconds, bytes, percentages and
 * dates at the data's granularity (hourly data in the chart's zone, daily data in UTC: the
 * service's days). Formatters are the shared cached ones (`formatter`),
 * which fall back to `en-US` for a tag Intl refuses.
 */
import type { Granularity } from '../api/rules/usage.js';
import { formatter } from '../internal/locale.js';
import { wallTime } from '../internal/time-zone.js';
import type { Unit } from './metrics.js';
import { byteFactor } from './scales.js';

const BYTE_UNITS: Record<number, string> = {
  1: 'byte',
  1e3: 'kilobyte',
  1e6: 'megabyte',
  1e9: 'gigabyte',
  1e12: 'terabyte',
};

const num = (lang: string, options: Intl.NumberFormatOptions) =>
  formatter(Intl.NumberFormat, lang, options);
const date = (lang: string, options: Intl.DateTimeFormatOptions) =>
  formatter(Intl.DateTimeFormat, lang, { timeZone: 'UTC', ...options });

/**
 * A value in its unit, for the tooltip, the table and the summary; with `factor`, a value-axis
 * tick: compact counts and milliseconds, bytes in the axis's unit (`factor`).
 */
export function formatValue(value: number, unit: Unit, lang: string, factor?: number): string {
  const tick = factor !== undefined;
  const bytes = unit === 'bytes';
  const ms = unit === 'ms';
  const percent = unit === 'percent';
  const divisor = bytes ? (factor ?? byteFactor(value)) : percent ? 100 : 1;
  return num(lang, {
    style: percent ? 'percent' : bytes || ms ? 'unit' : 'decimal',
    unit: bytes ? (BYTE_UNITS[divisor] ?? 'byte') : 'millisecond',
    // Ticks: compact counts and durations ("1.5M", "2K ms"), one decimal at most.
    notation: tick && !bytes && !percent ? 'compact' : 'standard',
    maximumFractionDigits: tick ? (bytes ? 2 : ms ? undefined : 1) : ms ? 1 : 2,
  }).format(value / divisor);
}

/**
 * The format of a point's time: the day for daily data (the service's days are UTC days: each
 * shows as its own date in every zone), the day and hour in `zone` for hourly data, with the
 * zone's short name ("1:00 AM EDT", "1:00 AM EST": a repeated hour told apart).
 */
function pointFormat(granularity: Granularity, lang: string, zone: string) {
  return date(
    lang,
    granularity === 'hourly'
      ? {
          timeZone: zone,
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        }
      : { year: 'numeric', month: 'short', day: 'numeric' },
  );
}

/** A point's time: the day (UTC) for daily data, the day and hour in `zone` for hourly data. */
export function formatTime(
  time: number,
  granularity: Granularity,
  lang: string,
  zone = 'UTC',
): string {
  return pointFormat(granularity, lang, zone).format(time);
}

/** The span of the data, e.g. "Jan 1 – 31, 2026". */
export function formatRange(
  start: number,
  end: number,
  granularity: Granularity,
  lang: string,
  zone = 'UTC',
): string {
  const format = pointFormat(granularity, lang, zone);
  return start === end ? format.format(start) : format.formatRange(start, end);
}

/**
 * A time-axis tick in the finest calendar unit it falls on in `zone`: year, month, day or
 * hour (`zoneName`: with the zone's short name, "1:00 AM EST").
 */
export function formatTimeTick(
  tick: Date,
  lang: string,
  zone = 'UTC',
  zoneName?: 'short' | 'longOffset',
): string {
  const at = wallTime(+tick, zone);
  const hour = at.getUTCHours() || at.getUTCMinutes();
  return date(lang, {
    timeZone: zone,
    ...(hour
      ? { hour: 'numeric', minute: '2-digit', timeZoneName: zoneName }
      : at.getUTCDate() !== 1
        ? { month: 'short', day: 'numeric' }
        : at.getUTCMonth()
          ? { month: 'short' }
          : { year: 'numeric' }),
  }).format(tick);
}

/**
 * Time-axis tick labels in `zone`. `narrow`: a day tick in the month of the tick before it
 * shows only its number ("Nov 2", "9", "16"), for a phone's width. Two neighbours that would
 * read the same (the hour a daylight-saving change repeats) name the zone: "1:00 AM EDT",
 * "1:00 AM EST" (or, where those names match, the offsets).
 */
export function formatTimeTicks(
  dates: readonly Date[],
  lang: string,
  narrow: boolean,
  zone = 'UTC',
): string[] {
  const walls = dates.map((tick) => wallTime(+tick, zone));
  const labels = dates.map((tick, i) =>
    narrow &&
    i &&
    !(walls[i]!.getUTCHours() || walls[i]!.getUTCMinutes()) &&
    walls[i]!.getUTCDate() !== 1 &&
    walls[i - 1]!.getUTCMonth() === walls[i]!.getUTCMonth()
      ? date(lang, { timeZone: zone, day: 'numeric' }).format(tick)
      : formatTimeTick(tick, lang, zone),
  );
  for (const zoneName of ['short', 'longOffset'] as const) {
    const same = labels.map((label, i) => label === labels[i - 1] || label === labels[i + 1]);
    same.forEach((repeated, i) => {
      if (repeated) labels[i] = formatTimeTick(dates[i]!, lang, zone, zoneName);
    });
  }
  return labels;
}

/** "a, b and c" in the element's language. */
export function formatList(items: readonly string[], lang: string): string {
  return formatter(Intl.ListFormat, lang, { type: 'conjunction' }).format(items);
}
