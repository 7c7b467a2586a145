/**
 * Labels through Intl in the element's language: counts, milliseconds, bytes, percentages and
 * UTC dates at the data's granularity. Formatters are the shared cached ones (`formatter`),
 * which fall back to `en-US` for a tag Intl refuses.
 */
import type { Granularity } from '../api/rules/usage.js';
import { formatter } from '../internal/locale.js';
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

/** A value-axis tick: compact counts, bytes in the axis's unit (`factor`). */
export const formatTick = (value: number, unit: Unit, lang: string, factor = 1): string =>
  formatValue(value, unit, lang, factor);

/** The format of a point's time: the day for daily data, the day and hour (UTC) for hourly data. */
function pointFormat(granularity: Granularity, lang: string) {
  return date(
    lang,
    granularity === 'hourly'
      ? {
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

/** A point's time: the day for daily data, the day and hour (UTC) for hourly data. */
export function formatTime(time: number, granularity: Granularity, lang: string): string {
  return pointFormat(granularity, lang).format(time);
}

/** The span of the data, e.g. "Jan 1 – 31, 2026". */
export function formatRange(
  start: number,
  end: number,
  granularity: Granularity,
  lang: string,
): string {
  const format = pointFormat(granularity, lang);
  return start === end ? format.format(start) : format.formatRange(start, end);
}

/** A time-axis tick in the finest calendar unit it falls on: year, month, day or hour (UTC). */
export function formatTimeTick(tick: Date, lang: string): string {
  if (tick.getUTCHours() || tick.getUTCMinutes())
    return date(lang, { hour: 'numeric', minute: '2-digit' }).format(tick);
  if (tick.getUTCDate() !== 1) return date(lang, { month: 'short', day: 'numeric' }).format(tick);
  if (tick.getUTCMonth()) return date(lang, { month: 'short' }).format(tick);
  return date(lang, { year: 'numeric' }).format(tick);
}

/**
 * Time-axis tick labels. `narrow`: a day tick in the month of the tick before it shows only its
 * number ("Nov 2", "9", "16"), for a phone's width.
 */
export function formatTimeTicks(dates: readonly Date[], lang: string, narrow: boolean): string[] {
  return dates.map((tick, i) =>
    narrow &&
    i &&
    !tick.getUTCHours() &&
    tick.getUTCDate() !== 1 &&
    dates[i - 1]!.getUTCMonth() === tick.getUTCMonth()
      ? date(lang, { day: 'numeric' }).format(tick)
      : formatTimeTick(tick, lang),
  );
}

/** "a, b and c" in the element's language. */
export function formatList(items: readonly string[], lang: string): string {
  return formatter(Intl.ListFormat, lang, { type: 'conjunction' }).format(items);
}
