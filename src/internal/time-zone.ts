/**
 * Time zones, through Intl only: which zone is in effect (`time-zone`, the store's, else the
 * viewer's), the wall-clock time of an instant there, its offset, ISO 8601 with that offset,
 * the zone's name for a reader ("New York (EST)"), and time ticks on whole local hours and
 * local midnights that stay right across daylight-saving changes (23- and 25-hour days, a
 * repeated hour, 30- and 45-minute offsets, Lord Howe's 30-minute shift). Pure functions, no DOM.
 */

import { formatter } from './locale.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Every offset in use is a whole number of quarter hours: local hours start on this grid. */
const QUARTER = 15 * MINUTE;

/** The viewer's zone: the runtime's default, or `UTC` when it names none. */
export function viewerZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `name` (trimmed) when Intl takes it, or `undefined` when Intl refuses it (not an IANA name or `UTC`). */
export function checkZone(name: string | null | undefined): string | undefined {
  const value = name?.trim();
  if (!value) return undefined;
  try {
    // (As written: engines differ in the canonical name, Asia/Calcutta or Asia/Kolkata.)
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}

const warned = new Set<string>();

/**
 * The zone in effect: `name` when Intl accepts it, else the viewer's. An invalid name warns
 * once (per name, for the page's lifetime) and never throws.
 */
export function resolveZone(name: string | null | undefined, fallback = viewerZone): string {
  const zone = checkZone(name);
  if (zone) return zone;
  if (name?.trim() && !warned.has(name)) {
    warned.add(name);
    console.warn(
      `time-zone: "${name}" is not an IANA time zone name or UTC; the viewer's zone is used.`,
    );
  }
  return fallback();
}

/** The zone's offset at `time` as Intl writes it: `GMT-04:00`, `GMT+05:30`, `GMT` or `GMT+00:00`. */
const gmt = (time: number, zone: string): string =>
  formatter(Intl.DateTimeFormat, 'en-US', { timeZone: zone, timeZoneName: 'longOffset' }).format(
    time,
  );

/** The zone's offset from UTC at `time`, in minutes east (Kolkata: 330, New York in winter: -300). */
export function zoneOffset(time: number, zone: string): number {
  const [, sign, hours, minutes] = /([+-])(\d\d):(\d\d)/.exec(gmt(time, zone)) ?? [];
  return sign ? Number(`${sign}1`) * (60 * Number(hours) + Number(minutes)) : 0;
}

/** The wall clock of `time` in `zone`, as a Date whose UTC fields are the local ones. */
export const wallTime = (time: number, zone: string): Date =>
  new Date(time + zoneOffset(time, zone) * MINUTE);

/**
 * `time` in ISO 8601 with the zone's offset at that instant, to the second:
 * `2026-11-01T01:00:00-04:00` (`Z` at offset 0). Parsed back, it gives `time` (to the second).
 */
export const isoWithOffset = (time: number, zone: string): string =>
  wallTime(time, zone).toISOString().slice(0, 19) +
  (/[+-]\d\d:\d\d/.exec(gmt(time, zone))?.[0] ?? 'Z').replace('+00:00', 'Z');

/**
 * The zone's name for a reader in `lang`, with the short names Intl gives it over `times`:
 * in English the place from its IANA name ("New York (EDT, EST)", "Kolkata (GMT+5:30)"), in
 * other languages Intl's own generic name where it has one ("Nordamerikanische
 * Ostküstenzeit (GMT-4 und GMT-5)"); `UTC` as is.
 */
export function zoneName(
  zone: string,
  lang: string,
  times: readonly number[] = [Date.now()],
): string {
  if (/^(Etc\/)?(UTC|GMT|UCT|Zulu)$/i.test(zone)) return 'UTC';
  const name = (time: number, style: 'short' | 'longGeneric') =>
    formatter(Intl.DateTimeFormat, lang, { timeZone: zone, timeZoneName: style })
      .formatToParts(time)
      .find((part) => part.type === 'timeZoneName')?.value;
  let place = zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
  if (!/^en\b/i.test(lang)) {
    const generic = name(times[0] ?? Date.now(), 'longGeneric');
    // (Not an offset, "GMT+05:30", which the short names already say.)
    if (generic && !/\d/.test(generic)) place = generic;
  }
  const names = new Set<string>();
  for (const time of times) {
    const short = name(time, 'short');
    if (short) names.add(short);
  }
  // (The names as a list of the reader's language: "EDT, EST", "GMT-4 und GMT-5", Arabic's
  // "غرينتش-4 وغرينتش-5", never an English comma in another script.)
  const list = formatter(Intl.ListFormat, lang, { type: 'conjunction', style: 'narrow' });
  return names.size ? `${place} (${list.format([...names])})` : place;
}

/**
 * The zone's offset (minutes) at any instant from `start` to `stop`, from a few Intl calls:
 * the offset every 6 hours, and where two neighbours differ, the change found to the minute
 * (no zone changes twice within 6 hours).
 */
function offsetsBetween(start: number, stop: number, zone: string): (time: number) => number {
  const step = 6 * HOUR;
  const at = (time: number) => zoneOffset(time, zone);
  const changes: [number, number][] = [[-Infinity, at(start)]];
  for (let from = start; from < stop; from += step) {
    const to = Math.min(stop, from + step);
    const before = changes[changes.length - 1]![1];
    const after = at(to);
    if (after === before) continue;
    let lo = from;
    let hi = to;
    while (hi - lo > MINUTE) {
      const mid = Math.floor((lo + hi) / 2 / MINUTE) * MINUTE;
      if (at(mid) === before) lo = mid;
      else hi = mid;
    }
    changes.push([hi, after]);
  }
  return (time) => {
    let i = changes.length - 1;
    while (changes[i]![0] > time) i--;
    return changes[i]![1];
  };
}

/**
 * The instants from `start` to `stop` (inclusive) on whole local hours of `zone` that are a
 * multiple of `hours` (1, 2, 3, 6 or 12), or with `hours` 24 (or 48) the start of each local
 * day (every other one, by day number): local midnight, or the first instant of a day whose
 * midnight a daylight-saving change skips. A repeated hour (the autumn change) gives two ticks,
 * a skipped one none; a local day's start always gives one.
 */
export function zonedTicks(start: number, stop: number, hours: number, zone: string): number[] {
  const ticks: number[] = [];
  let time = Math.ceil(start / QUARTER) * QUARTER;
  const offset = offsetsBetween(time - QUARTER, stop, zone);
  // (The local time as a UTC date: its UTC fields are the wall clock's.)
  const local = (at: number) => at + offset(at) * MINUTE;
  let day = Math.floor(local(time - QUARTER) / DAY);
  for (; time <= stop; time += QUARTER) {
    const wall = local(time);
    const today = Math.floor(wall / DAY);
    const newDay = today !== day;
    day = today;
    if (hours >= 24) {
      if (newDay && today % Math.round(hours / 24) === 0) ticks.push(time);
    } else if (newDay || (wall % HOUR === 0 && (Math.floor(wall / HOUR) % 24) % hours === 0)) {
      ticks.push(time);
    }
  }
  return ticks;
}
