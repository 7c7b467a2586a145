/**
 * The ledger of the insights queue: which events are held, which of them wait and which are in a
 * request, with their counts and bytes kept as running totals, so every question the queue asks
 * on each `send()` (how many wait, how big one body of them all would be, how much is stored)
 * costs O(1), and taking a batch costs only what it takes.
 *
 * Entries are kept oldest first in one array; removed entries are marked `done` and skipped, the
 * array being compacted when more than half of it is done.
 */
import type { InsightsEvent } from '../api/types/events.js';
import { MAX_EVENTS_PER_BATCH, utf8Length } from '../api/rules/events.js';
import { bodyBytes, type Serialisable } from './serialise.js';

export interface Entry extends Serialisable {
  /** A restored event's stored id, or the number of an event queued here. */
  readonly id: string | number;
  readonly event: InsightsEvent;
  /** In a request now. */
  busy?: boolean;
  /** Removed (sent, refused or dropped). */
  done?: boolean;
}

/**
 * A new entry, waiting. Without `json`, the event is serialised on its own now (a restored
 * event); with `''`, it is left for `serialise()` to fill in (events queued together).
 */
export function entry(
  id: string | number,
  event: InsightsEvent,
  json = JSON.stringify(event),
): Entry {
  return {
    id,
    event,
    json,
    at: 0,
    end: json.length,
    size: utf8Length(json),
  };
}

export interface Taken {
  /** The oldest waiting entries whose body fits. */
  batch: Entry[];
  /** Whether the batch is full: the next waiting entry would not fit, or it holds the maximum. */
  full: boolean;
  /** Waiting entries met on the way whose event is older than `oldest` (to be dropped). */
  expired: Entry[];
}

export class Ledger {
  #entries: Entry[] = [];
  #head = 0;
  #count = 0;
  #waiting = 0;
  #waitingSizes = 0;
  #storedBytes = 0;

  /** How many entries are held (waiting or in a request). */
  get count(): number {
    return this.#count;
  }

  /** How many entries wait (are not in a request). */
  get waiting(): number {
    return this.#waiting;
  }

  /** The bytes of one request body holding every waiting entry. */
  get waitingBody(): number {
    return bodyBytes(this.#waitingSizes);
  }

  /** Holds a new entry, waiting, after the others. */
  add(entry: Entry): void {
    this.#entries.push(entry);
    this.#count++;
    this.#storedBytes += entry.size;
    this.#waiting++;
    this.#waitingSizes += entry.size + 1;
  }

  /** Marks entries (those still held) as in a request (`busy`) or waiting. */
  mark(entries: readonly Entry[], busy: boolean): void {
    for (const entry of entries) {
      if (!entry.busy === !busy || entry.done) continue;
      entry.busy = busy;
      const sign = busy ? -1 : 1;
      this.#waiting += sign;
      this.#waitingSizes += sign * (entry.size + 1);
    }
  }

  /** Marks every held entry as waiting again (the requests were stopped). */
  release(): void {
    this.mark(this.#entries, false);
  }

  /** The waiting entries (with `busy`: all held entries), oldest first. */
  list(busy = false): Entry[] {
    return this.#entries.filter((entry) => !entry.done && (busy || !entry.busy));
  }

  /**
   * The next batch: the oldest waiting entries, at most `MAX_EVENTS_PER_BATCH`, whose request
   * body passes `fits(bytes)`. Entries whose event is older than `oldest` (ms) are set apart.
   * Nothing is marked: the caller marks what it sends.
   */
  take(fits: (bytes: number) => boolean, oldest: number): Taken {
    const batch: Entry[] = [];
    const expired: Entry[] = [];
    let sizes = 0;
    let full = false;
    const entries = this.#entries;
    for (let i = this.#head; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.busy || entry.done) continue;
      if ((entry.event.timestamp ?? Infinity) < oldest) {
        expired.push(entry);
      } else if (
        batch.length === MAX_EVENTS_PER_BATCH ||
        !fits(bodyBytes(sizes + entry.size + 1))
      ) {
        full = true;
        break;
      } else {
        batch.push(entry);
        sizes += entry.size + 1;
      }
    }
    return { batch, full: full || batch.length === MAX_EVENTS_PER_BATCH, expired };
  }

  /** The oldest waiting entries to remove so that the held bytes are at most `max`. */
  excess(max: number): Entry[] {
    const out: Entry[] = [];
    let total = this.#storedBytes;
    for (let i = this.#head; i < this.#entries.length && total > max; i++) {
      const entry = this.#entries[i]!;
      if (entry.busy || entry.done) continue;
      out.push(entry);
      total -= entry.size;
    }
    return out;
  }

  /** Removes entries (sent, refused or dropped); removing one twice does nothing. */
  remove(entries: readonly Entry[]): void {
    this.mark(entries, true); // no longer waiting
    for (const entry of entries) {
      if (entry.done) continue;
      entry.done = true;
      this.#count--;
      this.#storedBytes -= entry.size;
    }
    // Skip the removed entries at the head; drop all removed ones when the head passed half.
    const all = this.#entries;
    while (this.#head < all.length && all[this.#head]!.done) this.#head++;
    if (this.#head * 2 >= all.length) {
      this.#entries = all.filter((entry) => !entry.done);
      this.#head = 0;
    }
  }

  /** Removes every entry. */
  clear(): void {
    for (const entry of this.#entries) entry.done = true;
    this.#entries = [];
    this.#head = this.#count = this.#waiting = this.#waitingSizes = this.#storedBytes = 0;
  }
}
