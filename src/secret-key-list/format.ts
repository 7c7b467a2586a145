/** Pure formatting for `<secret-key-list>`: dates and masking. Locales come checked. */
import { formatter } from '../internal/locale.js';

/** Parses an RFC 3339 date; `null` for null, empty or unparsable input. */
export function parseDate(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "3 days ago", "yesterday", "in 2 hours": the largest unit that keeps the number readable.
 * Months and years are approximate (30.44 and 365.25 days), which is what people expect of a
 * relative date; the absolute date is always available beside it.
 */
export function formatRelative(date: Date, now: Date, locale: string): string {
  const rtf = formatter(Intl.RelativeTimeFormat, locale, { numeric: 'auto' });
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  if (abs < MINUTE) return rtf.format(Math.round(diff / SECOND), 'second');
  if (abs < HOUR) return rtf.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return rtf.format(Math.round(diff / HOUR), 'hour');
  if (abs < 7 * DAY) return rtf.format(Math.round(diff / DAY), 'day');
  if (abs < 30 * DAY) return rtf.format(Math.round(diff / (7 * DAY)), 'week');
  if (abs < 365 * DAY) {
    // Never "in 12 months" or "0 months ago" at the edges.
    const months = Math.max(1, Math.min(11, Math.round(abs / (30.44 * DAY))));
    return rtf.format(diff < 0 ? -months : months, 'month');
  }
  const years = Math.max(1, Math.round(abs / (365.25 * DAY)));
  return rtf.format(diff < 0 ? -years : years, 'year');
}

/** The full date and time, e.g. "Nov 7, 2023, 5:31 AM". */
export function formatAbsolute(date: Date, locale: string, timeZone?: string): string {
  return formatter(Intl.DateTimeFormat, locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
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
