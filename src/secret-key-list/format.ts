/** Pure formatting for `<secret-key-list>`: dates and masking. Locales come checked. */
import { formatter } from '../internal/locale.js';

/** Parses an RFC 3339 date; `null` for null, empty or unparsable input. */
export function parseDate(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

const DAY = 864e5;

/** Per unit: the distance below which it is used, and its length (ms). */
const UNITS = [
  [6e4, 1e3, 'second'],
  [36e5, 6e4, 'minute'],
  [DAY, 36e5, 'hour'],
  [7 * DAY, DAY, 'day'],
  [30 * DAY, 7 * DAY, 'week'],
  [365 * DAY, 30.44 * DAY, 'month'],
  [Infinity, 365.25 * DAY, 'year'],
] as const;

/**
 * "3 days ago", "yesterday", "in 2 hours": the largest unit that keeps the number readable.
 * Months and years are approximate (30.44 and 365.25 days), which is what people expect of a
 * relative date; the absolute date is always shown beside it.
 */
export function formatRelative(date: Date, now: Date, locale: string): string {
  const diff = date.getTime() - now.getTime();
  const [, size, unit] = UNITS.find(([below]) => Math.abs(diff) < below)!;
  const n = Math.round(diff / size);
  return formatter(Intl.RelativeTimeFormat, locale, { numeric: 'auto' }).format(
    // Never "in 12 months" at the edge of a year.
    unit === 'month' ? Math.max(-11, Math.min(11, n)) : n,
    unit,
  );
}

/** The short absolute date, e.g. "Nov 7, 2023". */
export function formatDate(date: Date, locale: string, timeZone?: string): string {
  return formatter(Intl.DateTimeFormat, locale, { dateStyle: 'medium', timeZone }).format(date);
}

/** How many mask characters stand for every secret. */
export const MASK_LENGTH = 12;

/**
 * What a masked secret shows. Deliberately independent of the secret: no character of it and
 * not even its length reach the page.
 */
export function maskSecret(): string {
  return '\u2022'.repeat(MASK_LENGTH);
}
