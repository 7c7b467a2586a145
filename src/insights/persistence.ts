/**
 * Persistence of the insights queue: the events that wait, and the anonymous user token, in a
 * `Storage` (default `localStorage`).
 *
 * One key per application holds `[{id, event}]`. Each queue writes the events it holds and keeps
 * those of other tabs (ids it never held), so two tabs never erase each other's events. Storage
 * that is missing, blocked, corrupt or full never throws: what cannot be read is an empty list,
 * and a write over the quota says so (the queue then drops the oldest events and writes again).
 */
import type { InsightsEvent } from '../api/types/events.js';
import { USER_TOKEN_PATTERN } from '../api/rules/events.js';
import { validateEvent } from '../api/rules/events-check.js';
import { jsonOf, type Serialised } from './serialise.js';
import { entry, type Entry, type Ledger } from './ledger.js';
import type { InsightsQueueOptions } from './queue-types.js';
import { randomUUID } from '../internal/uuid.js';

/** An event as stored, with its id. */
export interface StoredEvent {
  id: string;
  event: InsightsEvent;
}

/** `localStorage`, or `null` when the browser blocks it (or there is none). */
export function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

export class EventStore {
  readonly #storage: Storage | null;
  readonly key: string;
  /**
   * The stored ids of events queued here are `<prefix><number>`; stored events whose ids have
   * another prefix, and were not restored here, belong to another tab.
   */
  readonly prefix = `${randomUUID()}-`;
  /** The ids of stored events this instance took over. */
  readonly #restored = new Set<string>();

  constructor(storage: Storage | null, key: string) {
    this.#storage = storage;
    this.key = key;
  }

  /** The stored events (none when the storage is missing, blocked or corrupt). */
  read(): StoredEvent[] {
    try {
      const stored: unknown = JSON.parse(this.#storage?.getItem(this.key) ?? '[]');
      return Array.isArray(stored)
        ? stored.filter((s) => typeof s?.id === 'string' && typeof s.event === 'object')
        : [];
    } catch {
      return [];
    }
  }

  /**
   * The stored events of `owner` (every owner with `''`) not taken over yet, taken over by this
   * instance (written by it from now on).
   */
  restore(owner = ''): StoredEvent[] {
    return this.read().filter(
      ({ id }) => id.startsWith(owner) && !this.#restored.has(id) && this.#restored.add(id),
    );
  }

  /**
   * Writes the events this instance holds (`id`: a restored event's id, or the number of an
   * event queued here; `held` is called only when there is a storage) beside those of other
   * tabs. `false` when the storage refused the write (over its quota); `true` when written, or
   * when there is no storage.
   */
  write(held: () => readonly (Serialised & { readonly id: string | number })[]): boolean {
    if (!this.#storage) return true;
    const all = this.read()
      .filter((s) => !s.id.startsWith(this.prefix) && !this.#restored.has(s.id))
      .map((s) => JSON.stringify(s));
    for (const e of held()) {
      const id = typeof e.id === 'number' ? this.prefix + e.id.toString(36) : e.id;
      all.push(`{"id":${JSON.stringify(id)},"event":${jsonOf(e)}}`);
    }
    try {
      if (all.length) this.#storage.setItem(this.key, `[${all.join()}]`);
      else this.#storage.removeItem(this.key);
      return true;
    } catch {
      return false;
    }
  }

  /** Removes the stored events and token. */
  clear(): void {
    try {
      this.#storage?.removeItem(this.key);
      this.#storage?.removeItem(`${this.key}:token`);
    } catch {
      // nothing stored
    }
  }

  /**
   * An anonymous user token, `anonymous-<uuid>`. With `keep`, the stored one when there is a
   * valid one, else a new one that is stored; without, always a new one, never stored.
   */
  anonymousToken(keep: boolean): string {
    const key = `${this.key}:token`;
    try {
      const kept = keep ? this.#storage?.getItem(key) : null;
      if (kept && USER_TOKEN_PATTERN.test(kept)) return kept;
      const token = `anonymous-${randomUUID()}`;
      if (keep) this.#storage?.setItem(key, token);
      return token;
    } catch {
      return `anonymous-${randomUUID()}`;
    }
  }
}

/**
 * Writes the events `ledger` holds to `store`; over the storage quota, drops the oldest half of
 * the waiting ones (`drop`) and writes again, until it fits or nothing waits.
 */
export function persist(store: EventStore, ledger: Ledger, drop: (entries: Entry[]) => void): void {
  while (!store.write(() => ledger.list(true))) {
    const waiting = ledger.list();
    if (!waiting.length) return;
    drop(waiting.slice(0, Math.ceil(waiting.length / 2)));
  }
}

/**
 * Takes over the stored events of `owner` (`''`: all) that `store` has not taken over yet: each
 * is held by `ledger`, waiting. Returns those that cannot be sent (corrupt, or too old).
 */
export function takeOver(store: EventStore, ledger: Ledger, owner: string): Entry[] {
  const invalid: Entry[] = [];
  for (const { id, event } of store.restore(owner)) {
    const restored = entry(id, event);
    ledger.add(restored);
    if (validateEvent(event)) invalid.push(restored);
  }
  return invalid;
}

/**
 * The store of a queue: `options.storage` (default `localStorage`) under `options.storageKey`
 * (default `search-ui-insights:<appId>`).
 */
export const storeOf = (options: InsightsQueueOptions): EventStore =>
  new EventStore(
    options.storage === undefined ? defaultStorage() : options.storage,
    options.storageKey ?? `search-ui-insights:${options.client.appId}`,
  );
