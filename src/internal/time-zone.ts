/**
 * Time zones, through Intl only: which zone is in effect (`time-zone`, the store's, else the
 * viewer's), the wall-clock time of an instant there, its offset, ISO 8601 with that offset,
 * the zone's name for a reader ("New York (EST)"), and time ticks on whole local hours and
 * local midnights that stay right across daylight-saving changes (23- and 25-hour days, a
 * repeated hour, 30- and 45-minute offsets, Lord Howe's 30-minute shift). Pure functions, no DOM.
 */

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

/** An instant's wall-clock time in a zone, and the zone's offset from UTC then (minutes). */
export interface WallTime {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
  /** 0 to 23. */
  readonly hour: number;
  readonly minute: number;
  /** Minutes east of UTC (New York in winter: -300). */
  readonly offset: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `time` (ms) in `zone` (a name `checkZone` accepted). */
export function wallTime(time: number, zone: string): WallTime {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(time)) part[type] = Number(value);
  // (Some engines spell midnight "24" even in h23.)
  const hour = part.hour! % 24;
  const local = Date.UTC(part.year!, part.month! - 1, part.day!, hour, part.minute!, part.second!);
  const seconds = Math.floor(time / 1000) * 1000;
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour,
    minute: part.minute!,
    offset: Math.round((local - seconds) / MINUTE),
  };
}

/** The zone's offset from UTC at `time`, in minutes east (Kolkata: 330). */
export const zoneOffset = (time: number, zone: string): number => wallTime(time, zone).offset;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `time` in ISO 8601 with the zone's offset at that instant, to the second:
 * `2026-11-01T01:00:00-04:00` (`Z` in `UTC`). Parsed back, it gives `time` (to the second).
 */
export function isoWithOffset(time: number, zone: string): string {
  const wall = wallTime(time, zone);
  const seconds = two(new Date(time).getUTCSeconds());
  const at = `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}:${seconds}`;
  if (zone === 'UTC') return `${at}Z`;
  const abs = Math.abs(wall.offset);
  return `${at}${wall.offset < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/**
 * The zone's name for a reader in `lang`, with the short names Intl gives it over `times`:
 * in English the place from its IANA name ("New York (EDT, EST)", "Kolkata (GMT+5:30)"), in
 * other languages Intl's own generic name where it has one ("Nordamerikanische
 * Ostküstenzeit (GMT-4, GMT-5)"); `UTC` as is.
 */
export function zoneName(
  zone: string,
  lang: string,
  times: readonly number[] = [Date.now()],
): string {
  if (/^(Etc\/)?(UTC|GMT|UCT|Zulu)$/i.test(zone)) return 'UTC';
  const name = (time: number, style: 'short' | 'longGeneric') => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: style });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style });
    }
    return format.formatToParts(time).find((part) => part.type === 'timeZoneName')?.value;
  };
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
  return names.size ? `${place} (${[...names].join(', ')})` : place;
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
