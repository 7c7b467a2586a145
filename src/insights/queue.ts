/**
 * `InsightsQueue`: validates, batches, sends, retries and persists insights events.
 *
 * Delivery is **at least once**: an event leaves storage only when the service has accepted the
 * batch holding it (or refused it with a 4xx, which is reported), so a page closed while a
 * request is in flight sends that event again on its next start, and the service may then see
 * it twice. See README.md beside this file.
 */
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging --
   the class is merged with an interface that only adds typed overloads of its own listener methods. */
import type { ApiClient } from '../api/client.js';
import { HttpError, EventValidationError, LimitError } from '../api/errors.js';
import {
  validateEvent,
  preparedBatches,
  utf8Length,
  MAX_BODY_BYTES,
  KEEPALIVE_MAX_BYTES,
  MAX_EVENTS_PER_BATCH,
  MAX_EVENT_AGE_MS,
  USER_TOKEN_PATTERN,
  EVENT_RULES,
  type InsightsEvent,
} from '../api/schemas/events.js';
import { throwIssue, type EventDraft } from './events.js';

export { KEEPALIVE_MAX_BYTES };
/** `{"events":[]}`: what a body weighs around its events. */
const BODY_OVERHEAD = 13;

export interface InsightsQueueOptions {
  /** The API client (`createClient`, or `store.client`); only `appId` and `sendEvents` are used. */
  client: Pick<ApiClient, 'appId' | 'sendEvents'>;
  /** The user's token; without one, an anonymous `anonymous-<uuid>` token is generated. */
  userToken?: string;
  /** The signed-in user's token, added to every event that has none. */
  authenticatedUserToken?: string;
  /**
   * Keep the anonymous token in storage so the same visitor keeps it across visits (opt-in:
   * only with the visitor's consent). Without it, a new token is generated on each start.
   */
  keepAnonymousUserToken?: boolean;
  /** How long an event may wait for companions before its batch is sent, in ms (default 1000). */
  flushDelay?: number;
  /**
   * Retries of a batch after a network error, a timeout or a 5xx: `attempts` after the first
   * (default 5), waiting `minDelay` ms (default 500) doubled at each attempt up to `maxDelay`
   * (default 30 000), each wait scaled by a random factor between 0.5 and 1 (jitter).
   */
  retry?: { attempts?: number; minDelay?: number; maxDelay?: number };
  /** Where waiting events are kept (default `localStorage`; `null`: memory only). */
  storage?: Storage | null;
  /** The storage key (default `search-ui-insights:<appId>`; the token uses `<key>:token`). */
  storageKey?: string;
  /**
   * At most this many bytes (UTF-8 JSON) of waiting events are kept, default 1 MiB. Beyond it,
   * the oldest waiting events are dropped and reported by a `dropped` event.
   */
  maxStoredBytes?: number;
  /** Start opted out (the page remembers the visitor's choice): nothing is sent or stored. */
  optedOut?: boolean;
}

export interface SentDetail {
  events: InsightsEvent[];
  status: number;
  message: string;
}
export interface ErrorDetail {
  /** The typed error (`HttpError` for a refusal, `NetworkError`, `TimeoutError`, …). */
  error: unknown;
  /** The service's message, or the error's. */
  message: string;
  /** The events concerned. */
  events: InsightsEvent[];
  /**
   * `true`: the service refused the batch (4xx); its events were dropped, never retried.
   * `false`: the retries ran out; the events stay stored and are sent later.
   */
  dropped: boolean;
}
export interface DroppedDetail {
  events: InsightsEvent[];
  /** `storage-full`: over `maxStoredBytes` or the storage quota; `invalid`: too old or corrupt. */
  reason: 'storage-full' | 'invalid';
}
export interface InsightsQueueEventMap {
  sent: CustomEvent<SentDetail>;
  error: CustomEvent<ErrorDetail>;
  dropped: CustomEvent<DroppedDetail>;
}

interface Entry {
  /** A restored event's stored id, or the number of an event queued here (see `#storedId`). */
  id: string | number;
  event: InsightsEvent;
  /**
   * The JSON of the events queued with this one, serialised once when they were queued and
   * joined with commas; this event's JSON is `json.slice(at, end)`.
   */
  json: string;
  at: number;
  end: number;
  /** UTF-8 bytes of the event's JSON. */
  size: number;
  /** In a request now. */
  busy: boolean;
  /** Removed (sent, refused or dropped). */
  done: boolean;
}

type Fields = Record<string, unknown>;

/**
 * The event a draft makes: with the user token(s) and the timestamp it lacks, and without the
 * fields set to `undefined` (as JSON leaves them out). A plain draft that lacks nothing is the
 * event itself, not copied: it is serialised as soon as it is queued, so what is sent is the
 * draft as it was then.
 */
function complete(draft: Fields, userToken: string, auth: string | undefined, now: number) {
  let whole =
    Object.getPrototypeOf(draft) === Object.prototype &&
    draft.userToken !== undefined &&
    draft.timestamp !== undefined &&
    (!auth || draft.authenticatedUserToken !== undefined);
  for (const key in draft) whole &&= draft[key] !== undefined;
  return whole
    ? draft
    : {
        userToken,
        ...(auth && { authenticatedUserToken: auth }),
        timestamp: now,
        ...Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)),
      };
}

function entry(id: string | number, event: InsightsEvent, json = JSON.stringify(event)): Entry {
  return {
    id,
    event,
    json,
    at: 0,
    end: json.length,
    size: utf8Length(json),
    busy: false,
    done: false,
  };
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context: the same shape from getRandomValues.
  const hex = [...crypto.getRandomValues(new Uint8Array(16))].map((b) =>
    b.toString(16).padStart(2, '0'),
  );
  return hex.join('').replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** A network error, a timeout, a 5xx or an unreadable answer: worth another try. */
function retryable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status < 400 || error.status > 499;
  return !(error instanceof EventValidationError || error instanceof LimitError);
}

/**
 * Validates, batches, sends, retries and persists insights events.
 *
 * ```ts
 * const queue = new InsightsQueue({ client: createClient({ appId, apiKey }) });
 * queue.send(clickedObjectIDsAfterSearch({ eventName: 'Result Clicked', index, objectIDs: [id], positions: [3], queryID }));
 * queue.addEventListener('error', (e) => console.warn(e.detail.message));
 * ```
 *
 * Batches leave when 1000 events wait, when one more event would take the body to 2 MB, after
 * `flushDelay`, or on `flush()`. When the page is hidden or left, waiting events go out with
 * `fetch(…, {keepalive: true})` within the 64 KiB keepalive limit; the rest stays stored for the
 * next start.
 *
 * @event sent - A batch was accepted: `{events, status, message}`.
 * @event error - A batch was refused (4xx, dropped) or could not be delivered after the retries
 *   (kept): `{error, message, events, dropped}`.
 * @event dropped - Events were dropped before sending (storage full, or too old): `{events, reason}`.
 */
export class InsightsQueue extends EventTarget {
  readonly #client: InsightsQueueOptions['client'];
  readonly #storage: Storage | null;
  readonly #key: string;
  readonly #delay: number;
  readonly #retry: { attempts: number; minDelay: number; maxDelay: number };
  readonly #maxStored: number;
  readonly #keepToken: boolean;
  /**
   * Waiting and in-flight events of this instance, oldest first, from `#head` on. Removed
   * entries are marked `done` and skipped until the array is compacted.
   */
  #entries: Entry[] = [];
  #head = 0;
  /** How many entries are held (not `done`). */
  #count = 0;
  /** How many entries wait (not in a request), and their bytes (each with its comma). */
  #waitingCount = 0;
  #waitingBytes = 0;
  /** The bytes of all entries. */
  #storedBytes = 0;
  /**
   * The stored ids of events queued here are `<prefix><number>`; stored events whose ids have
   * another prefix, and were not restored here, belong to another tab.
   */
  readonly #prefix = `${randomId()}-`;
  #counter = 0;
  /** The ids of stored events this instance took over when it started. */
  readonly #restored = new Set<string>();
  #userToken!: string;
  #anonymous = true;
  #authenticatedUserToken: string | undefined;
  #optedOut: boolean;
  #closed = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #all = false;
  #keepaliveInFlight = false;
  #persistQueued = false;
  #abort = new AbortController();

  constructor(options: InsightsQueueOptions) {
    super();
    this.#client = options.client;
    this.#storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.#key = options.storageKey ?? `search-ui-insights:${options.client.appId}`;
    this.#delay = options.flushDelay ?? 1000;
    this.#retry = { attempts: 5, minDelay: 500, maxDelay: 30_000, ...options.retry };
    this.#maxStored = options.maxStoredBytes ?? 1024 * 1024;
    this.#keepToken = options.keepAnonymousUserToken ?? false;
    this.#optedOut = options.optedOut ?? false;
    this.#authenticatedUserToken = options.authenticatedUserToken;
    if (this.#optedOut) this.#clearStorage();
    this.setUserToken(options.userToken);
    if (!this.#optedOut) {
      const invalid: Entry[] = [];
      for (const { id, event } of this.#read()) {
        const restored = entry(id, event);
        this.#restored.add(id);
        this.#add(restored);
        if (validateEvent(event)) invalid.push(restored);
      }
      // Once the page had a chance to listen: report what cannot be sent, send the rest.
      queueMicrotask(() => {
        if (invalid.length) this.#drop(invalid, 'invalid');
        this.#schedule();
      });
    }
    globalThis.addEventListener?.('pagehide', this.#onHide);
    globalThis.addEventListener?.('online', this.#onOnline);
    globalThis.document?.addEventListener('visibilitychange', this.#onHide);
  }

  /** The user token events get when they have none. */
  get userToken(): string {
    return this.#userToken;
  }

  /** Whether the visitor opted out (nothing is sent or stored). */
  get optedOut(): boolean {
    return this.#optedOut;
  }

  /** How many events wait to be accepted (in flight included). */
  get size(): number {
    return this.#count;
  }

  /** Sets the user token; `undefined` goes back to the anonymous token. */
  setUserToken(token: string | undefined): void {
    checkToken('userToken', token);
    this.#anonymous = token === undefined;
    this.#userToken = token ?? this.#anonymousToken();
  }

  /** Sets (or with `undefined`, removes) the signed-in user's token. */
  setAuthenticatedUserToken(token: string | undefined): void {
    checkToken('authenticatedUserToken', token);
    this.#authenticatedUserToken = token;
  }

  /**
   * Queues events (built with the typed builders, or plain objects). Each one gets the user
   * token(s) and a `timestamp` when it has none, and is validated: the first invalid event
   * throws an `EventValidationError` naming it, the field and the rule, and none of the events
   * of this call is queued. Ignored after `optOut()`.
   */
  send(events: EventDraft | readonly EventDraft[]): void {
    if (this.#optedOut) return;
    const now = Date.now();
    const list = Array.isArray(events) ? events : [events as EventDraft];
    const auth = this.#authenticatedUserToken;
    // Every (up to) 1000 events are serialised in one call, with `null` between them (no valid
    // event holds a null): split at `,null,`, this gives each event's JSON, unless a string in an
    // event holds `,null,` (then there are more pieces, and each event is serialised on its
    // own). Their JSON is joined in one string, of which a batch is a slice or two.
    const entries: Entry[] = [];
    let chunk: unknown[] = [];
    const join = () => {
      const count = (chunk.length + 1) >> 1;
      const from = entries.length - count;
      const parts = JSON.stringify(chunk).slice(1, -1).split(',null,');
      const jsons =
        parts.length === count ? parts : entries.slice(from).map((e) => JSON.stringify(e.event));
      const all = jsons.join();
      const ascii = utf8Length(all) === all.length; // then each JSON's bytes are its length
      let at = 0;
      chunk = [];
      jsons.forEach((json, i) => {
        const entry = entries[from + i]!;
        entry.size = ascii ? json.length : utf8Length(json);
        if (BODY_OVERHEAD + entry.size >= MAX_BODY_BYTES) {
          throw new LimitError(
            'bodySize',
            `Event ${from + i} is ${entry.size} bytes: one event must fit in a request body under 2 MB.`,
          );
        }
        entry.json = all;
        entry.at = at;
        at = entry.end = at + json.length;
        at++;
      });
    };
    list.forEach((draft, i) => {
      const event = complete(draft as Fields, this.#userToken, auth, now);
      const issue = validateEvent(event, now);
      if (issue) {
        join(); // an earlier event too large is reported first
        throwIssue(issue, i);
      }
      entries.push(entry(this.#counter++, event as unknown as InsightsEvent, ''));
      if (chunk.length) chunk.push(null);
      if (chunk.push(event) === 2 * MAX_EVENTS_PER_BATCH - 1) join();
    });
    join();
    for (const entry of entries) this.#add(entry);
    this.#trim();
    this.#persistSoon();
    this.#schedule();
  }

  /**
   * Sends every waiting event now. Resolves when they have been accepted (or refused with a
   * 4xx, reported by an `error` event); rejects with the last error when the retries ran out
   * (the events stay stored and are sent later).
   */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    while (!this.#optedOut && !this.#closed && this.#waitingCount) {
      this.#all = true;
      try {
        await this.#drain();
      } catch (error) {
        if (!this.#optedOut && !this.#closed) throw error;
      }
    }
  }

  /** Stops sending and clears the stored events and token. `send()` is then ignored. */
  optOut(): void {
    this.#optedOut = true;
    this.#stop();
    for (const entry of this.#entries) entry.done = true;
    this.#entries = [];
    this.#head = this.#count = this.#waitingCount = this.#waitingBytes = this.#storedBytes = 0;
    this.#clearStorage();
    if (this.#anonymous) this.#userToken = this.#anonymousToken();
  }

  /** Resumes after `optOut()`; the anonymous token is a new one. */
  optIn(): void {
    this.#optedOut = false;
    if (this.#anonymous) this.#userToken = this.#anonymousToken();
  }

  /**
   * Stops timers, listeners and requests in flight, and writes the waiting events to storage,
   * where the next queue on the same storage finds them.
   */
  close(): void {
    this.#closed = true;
    this.#stop();
    this.#persist();
    globalThis.removeEventListener?.('pagehide', this.#onHide);
    globalThis.removeEventListener?.('online', this.#onOnline);
    globalThis.document?.removeEventListener('visibilitychange', this.#onHide);
  }

  #stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#abort.abort();
    this.#abort = new AbortController();
    this.#mark(this.#entries, false);
  }

  #add(entry: Entry): void {
    this.#entries.push(entry);
    this.#count++;
    this.#storedBytes += entry.size;
    this.#waitingCount++;
    this.#waitingBytes += entry.size + 1;
  }

  /** Marks entries (still held) as in a request or waiting. */
  #mark(entries: Entry[], busy: boolean): void {
    for (const entry of entries) {
      if (!entry.busy === !busy || entry.done) continue;
      entry.busy = busy;
      const sign = busy ? -1 : 1;
      this.#waitingCount += sign;
      this.#waitingBytes += sign * (entry.size + 1);
    }
  }

  /** The waiting entries (with `busy`: and those in a request), oldest first. */
  #waiting(busy = false): Entry[] {
    return this.#entries.filter((entry) => !entry.done && (busy || !entry.busy));
  }

  /** Full batches leave now; the rest when the delay has passed. */
  #schedule(): void {
    if (this.#optedOut || this.#closed) return;
    const count = this.#waitingCount;
    if (count >= MAX_EVENTS_PER_BATCH || BODY_OVERHEAD - 1 + this.#waitingBytes >= MAX_BODY_BYTES) {
      this.#drain().catch(() => {});
    }
    if (!this.#timer && count) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.flush().catch(() => {});
      }, this.#delay);
    }
  }

  /**
   * The next batch of waiting events whose body stays under `limit` bytes, and whether it is
   * full (the next event would not fit). Events that became too old (30 days) while waiting
   * are dropped on the way.
   */
  #take(limit: number): { batch: Entry[]; full: boolean } {
    const batch: Entry[] = [];
    const invalid: Entry[] = [];
    const oldest = Date.now() - MAX_EVENT_AGE_MS;
    let body = BODY_OVERHEAD - 1;
    let full = false;
    const entries = this.#entries;
    for (let i = this.#head; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.busy || entry.done) continue;
      if ((entry.event.timestamp ?? Infinity) < oldest) {
        invalid.push(entry);
      } else if (batch.length === MAX_EVENTS_PER_BATCH || body + entry.size + 1 >= limit) {
        full = true;
        break;
      } else {
        batch.push(entry);
        body += entry.size + 1;
      }
    }
    if (invalid.length) this.#drop(invalid, 'invalid');
    return { batch, full: full || batch.length === MAX_EVENTS_PER_BATCH };
  }

  /** Sends batches one after the other: full ones, or all when `flush()` asked. */
  #drain(): Promise<void> {
    return (this.#running ??= (async () => {
      try {
        for (;;) {
          const { batch, full } = this.#take(MAX_BODY_BYTES);
          if (!batch.length || !(full || this.#all)) break;
          await this.#deliver(batch);
        }
      } finally {
        this.#running = undefined;
        this.#all = false;
      }
    })());
  }

  /** Sends one batch, retrying with exponential backoff and jitter. */
  async #deliver(batch: Entry[]): Promise<void> {
    const { attempts, minDelay, maxDelay } = this.#retry;
    for (let attempt = 0; ; attempt++) {
      const error = await this.#post(batch);
      if (error === undefined) return;
      if (attempt >= attempts) {
        this.#report(error, batch, false);
        throw error;
      }
      const wait = Math.min(maxDelay, minDelay * 2 ** attempt) * (0.5 + Math.random() / 2);
      const signal = this.#abort.signal;
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, wait);
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)));
      });
    }
  }

  /**
   * One request. Resolves with a retryable error, or `undefined` once the batch is settled:
   * accepted (`sent`) or refused (`error`, dropped). Rejects when the queue was stopped.
   */
  async #post(batch: Entry[], keepalive = false): Promise<unknown> {
    const signal = this.#abort.signal;
    this.#mark(batch, true);
    const events = batch.map((e) => e.event);
    // Consecutive events joined together are sent as one slice of the string that joined them.
    const slices: string[] = [];
    let from = batch[0]!;
    let bytes = BODY_OVERHEAD - 1;
    batch.forEach((e, i) => {
      bytes += e.size + 1;
      const next = batch[i + 1];
      if (next?.json !== e.json || next.at !== e.end + 1) {
        slices.push(e.json.slice(from.at, e.end));
        from = next!;
      }
    });
    preparedBatches.set(events, [`{"events":[${slices.join()}]}`, bytes]);
    try {
      const { status, message } = await this.#client.sendEvents(events, { signal, keepalive });
      this.#remove(batch);
      this.#emit<SentDetail>('sent', { events, status, message });
    } catch (error) {
      if (signal.aborted) throw error;
      if (retryable(error)) return error;
      this.#remove(batch);
      this.#report(error, batch, true);
    } finally {
      if (!signal.aborted) this.#mark(batch, false);
    }
    return undefined;
  }

  #report(error: unknown, batch: Entry[], dropped: boolean): void {
    const message = error instanceof Error ? error.message : String(error);
    const events = batch.map((e) => e.event);
    this.#emit<ErrorDetail>('error', { error, message, events, dropped });
  }

  #emit<T>(type: keyof InsightsQueueEventMap, detail: T): void {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  #remove(batch: Entry[]): void {
    this.#mark(batch, true); // no longer waiting
    for (const entry of batch) {
      if (entry.done) continue;
      entry.done = true;
      this.#count--;
      this.#storedBytes -= entry.size;
    }
    // Skip the removed entries at the head; drop all removed ones when the head passed half.
    const entries = this.#entries;
    while (this.#head < entries.length && entries[this.#head]!.done) this.#head++;
    if (this.#head * 2 >= entries.length) {
      this.#entries = entries.filter((entry) => !entry.done);
      this.#head = 0;
    }
    this.#persistSoon();
  }

  #drop(entries: Entry[], reason: DroppedDetail['reason']): void {
    this.#remove(entries);
    this.#emit<DroppedDetail>('dropped', { events: entries.map((e) => e.event), reason });
  }

  /** Over `maxStoredBytes`: the oldest waiting events go first. */
  #trim(): void {
    let total = this.#storedBytes;
    if (total <= this.#maxStored) return;
    const dropped: Entry[] = [];
    for (const entry of this.#waiting()) {
      if (total <= this.#maxStored) break;
      dropped.push(entry);
      total -= entry.size;
    }
    if (dropped.length) this.#drop(dropped, 'storage-full');
  }

  #onHide = (event: Event): void => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    this.#persist();
    if (this.#optedOut || this.#closed || this.#keepaliveInFlight) return;
    const { batch } = this.#take(KEEPALIVE_MAX_BYTES + 1);
    if (!batch.length) return;
    this.#keepaliveInFlight = true;
    this.#post(batch, true)
      .then((error) => error !== undefined && this.#schedule())
      .catch(() => {})
      .finally(() => (this.#keepaliveInFlight = false));
  };

  #onOnline = (): void => {
    if (this.#waitingCount) this.flush().catch(() => {});
  };

  // Storage: one key per application holds `[{id, event}]`. Writes keep the events of other
  // tabs (ids this instance never held), so two tabs never erase each other's events.

  #read(): { id: string; event: InsightsEvent }[] {
    try {
      const stored: unknown = JSON.parse(this.#storage?.getItem(this.#key) ?? '[]');
      return Array.isArray(stored)
        ? stored.filter((s) => typeof s?.id === 'string' && typeof s.event === 'object')
        : [];
    } catch {
      return [];
    }
  }

  #persistSoon(): void {
    if (this.#persistQueued) return;
    this.#persistQueued = true;
    queueMicrotask(() => {
      this.#persistQueued = false;
      this.#persist();
    });
  }

  #persist(): void {
    if (!this.#storage || this.#optedOut) return;
    for (;;) {
      const others = this.#read().filter(
        (s) => !s.id.startsWith(this.#prefix) && !this.#restored.has(s.id),
      );
      const all = others.map((s) => JSON.stringify(s));
      for (const e of this.#waiting(true)) {
        const stored = typeof e.id === 'number' ? this.#prefix + e.id.toString(36) : e.id;
        all.push(`{"id":${JSON.stringify(stored)},"event":${e.json.slice(e.at, e.end)}}`);
      }
      try {
        if (all.length) this.#storage.setItem(this.#key, `[${all.join()}]`);
        else this.#storage.removeItem(this.#key);
        return;
      } catch {
        // Over the storage quota: drop the oldest half of the waiting events and try again.
        const waiting = this.#waiting();
        if (!waiting.length) return;
        this.#drop(waiting.slice(0, Math.ceil(waiting.length / 2)), 'storage-full');
      }
    }
  }

  #clearStorage(): void {
    try {
      this.#storage?.removeItem(this.#key);
      this.#storage?.removeItem(`${this.#key}:token`);
    } catch {
      // nothing stored
    }
  }

  #anonymousToken(): string {
    const key = `${this.#key}:token`;
    try {
      const kept = this.#keepToken && !this.#optedOut ? this.#storage?.getItem(key) : null;
      if (kept && USER_TOKEN_PATTERN.test(kept)) return kept;
      const token = `anonymous-${randomId()}`;
      if (this.#keepToken && !this.#optedOut) this.#storage?.setItem(key, token);
      return token;
    } catch {
      return `anonymous-${randomId()}`;
    }
  }
}

// The typed listener signatures of the events above.
export interface InsightsQueue {
  addEventListener<K extends keyof InsightsQueueEventMap>(
    type: K,
    listener: (event: InsightsQueueEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof InsightsQueueEventMap>(
    type: K,
    listener: (event: InsightsQueueEventMap[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void;
}

function checkToken(field: string, token: string | undefined): void {
  if (token !== undefined && !USER_TOKEN_PATTERN.test(token)) {
    throw new EventValidationError(0, [field], 'token', `${field}: ${EVENT_RULES.token}`);
  }
}
