/**
 * `InsightsQueue`: validates, batches, sends, retries and persists insights events.
 *
 * Delivery is **at least once**: an event leaves storage only once the service accepted (or
 * refused, 4xx) its batch; a page closed with a request in flight leaves it stored, and the tab
 * that takes it over sends it again. README.md says exactly when a duplicate can happen.
 *
 * Its parts: the ledger (`ledger.ts`), serialisation (`serialise.ts`), persistence
 * (`persistence.ts`), one sender per site (`tabs.ts`) and the retry policy (`backoff.ts`).
 */
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging --
   the class is merged with an interface that only adds typed overloads of its own listener methods. */
import { isRecord } from '../internal/guards.js';
import { validateEvent } from '../api/rules/events-check.js';
import type { InsightsEvent } from '../api/types/events.js';
import {
  MAX_EVENTS_PER_BATCH,
  MAX_EVENT_AGE_MS,
  fitsKeepalive,
  isBodySizeAllowed,
} from '../api/rules/events.js';
import { checkToken, complete, throwIssue, type EventDraft } from './events.js';
import { Ledger, entry, type Entry } from './ledger.js';
import { serialise, prepareBody } from './serialise.js';
import { persist, storeOf, takeOver, type EventStore } from './persistence.js';
import { coordinate } from './tabs.js';
import { retry, retryable } from './backoff.js';
import type {
  InsightsQueueOptions,
  InsightsQueueEventMap,
  SentDetail,
  ErrorDetail,
  DroppedDetail,
} from './queue-types.js';

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
  readonly #store: EventStore;
  readonly #delay: number;
  readonly #retry: InsightsQueueOptions['retry'];
  readonly #maxStored: number;
  readonly #keepToken: boolean;
  /** Waiting and in-flight events of this instance, oldest first. */
  readonly #ledger = new Ledger();
  /** The number of the next event queued here (its stored id is made of it). */
  #counter = 0;
  #userToken!: string;
  #anonymous = true;
  #authenticatedUserToken: string | undefined;
  #optedOut: boolean;
  #closed: boolean | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #all: boolean | undefined;
  #keepaliveInFlight: boolean | undefined;
  #persistQueued: boolean | undefined;
  #abort = new AbortController();
  /** Aborted by `close()`: releases the locks this queue holds or waits for, removes its listeners. */
  readonly #life = new AbortController();

  constructor(options: InsightsQueueOptions) {
    super();
    const signal = this.#life.signal;
    this.#client = options.client;
    this.#store = storeOf(options);
    this.#delay = options.flushDelay ?? 1000;
    this.#retry = options.retry;
    this.#maxStored = options.maxStoredBytes ?? 1024 * 1024;
    this.#keepToken = !!options.keepAnonymousUserToken;
    this.#optedOut = !!options.optedOut;
    this.#authenticatedUserToken = options.authenticatedUserToken;
    if (this.#optedOut) this.#store.clear();
    this.setUserToken(options.userToken);
    // The stored backlog: with `localStorage` and Web Locks, one tab sends it (tabs.ts); else
    // this queue takes over everything stored.
    if (
      !this.#optedOut &&
      !(options.storage === undefined && coordinate(this.#store, signal, this.#restore))
    )
      this.#restore('');
    // Removed by `close()` (it aborts the signal).
    const listen = { signal };
    globalThis.addEventListener?.('pagehide', this.#onHide, listen);
    globalThis.addEventListener?.('online', this.#onOnline, listen);
    globalThis.document?.addEventListener('visibilitychange', this.#onHide, listen);
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
    return this.#ledger.count;
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
    const entries: Entry[] = [];
    list.forEach((draft, i) => {
      // Not an object (`null`, a string…): nothing to complete, the validator names the issue.
      const event = isRecord(draft)
        ? complete(draft as Record<string, unknown>, this.#userToken, auth, now)
        : draft;
      const issue = validateEvent(event, now);
      if (issue) {
        serialise(entries); // an earlier event too large is reported first
        throwIssue(issue, i);
      }
      entries.push(entry(this.#counter++, event as unknown as InsightsEvent, ''));
    });
    serialise(entries);
    for (const entry of entries) this.#ledger.add(entry);
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
    while (!this.#optedOut && !this.#closed && this.#ledger.waiting) {
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
    this.#ledger.clear();
    this.#store.clear();
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
    this.#life.abort();
  }

  #stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#abort.abort();
    this.#abort = new AbortController();
    this.#ledger.release();
  }

  /** Full batches leave now; the rest when the delay has passed. */
  #schedule(): void {
    if (this.#optedOut || this.#closed) return;
    const { waiting, waitingBody } = this.#ledger;
    if (waiting >= MAX_EVENTS_PER_BATCH || !isBodySizeAllowed(waitingBody)) {
      this.#drain().catch(() => {});
    }
    if (!this.#timer && waiting) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.flush().catch(() => {});
      }, this.#delay);
    }
  }

  /** Takes over the stored events of `owner` (`''`: all), and sends them. */
  #restore = (owner: string): void => {
    if (this.#optedOut) return;
    const invalid = takeOver(this.#store, this.#ledger, owner);
    // Once the page had a chance to listen: report what cannot be sent, send the rest.
    queueMicrotask(() => {
      if (invalid.length) this.#drop(invalid, 'invalid');
      this.#schedule();
    });
  };

  /**
   * The next batch of waiting events whose body `fits`, and whether it is full. Events that
   * became too old (30 days) while waiting are dropped on the way.
   */
  #take(fits: (bytes: number) => boolean): { batch: Entry[]; full: boolean } {
    const taken = this.#ledger.take(fits, Date.now() - MAX_EVENT_AGE_MS);
    if (taken.expired.length) this.#drop(taken.expired, 'invalid');
    return taken;
  }

  /** Sends batches one after the other: full ones, or all when `flush()` asked. */
  #drain(): Promise<void> {
    return (this.#running ??= (async () => {
      try {
        for (;;) {
          const { batch, full } = this.#take(isBodySizeAllowed);
          if (!batch.length || !(full || this.#all)) break;
          await this.#deliver(batch);
        }
      } finally {
        this.#running = undefined;
        this.#all = false;
      }
    })());
  }

  /** Sends one batch, retrying with backoff (`backoff.ts`). */
  async #deliver(batch: Entry[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const signal = this.#abort.signal;
      const error = await this.#post(batch);
      if (error === undefined) return;
      if (!(await retry(attempt, this.#retry, signal))) {
        this.#report(error, batch, false);
        throw error;
      }
    }
  }

  /**
   * One request. Resolves with a retryable error, or `undefined` once the batch is settled:
   * accepted (`sent`) or refused (`error`, dropped). Rejects when the queue was stopped.
   */
  async #post(batch: Entry[], keepalive = false): Promise<unknown> {
    const signal = this.#abort.signal;
    this.#ledger.mark(batch, true);
    const events = batch.map((e) => e.event);
    const prepared = prepareBody(batch);
    try {
      const { status, message } = await this.#client.sendEvents(events, {
        signal,
        keepalive,
        prepared,
      });
      this.#remove(batch);
      this.#emit<SentDetail>('sent', { events, status, message });
    } catch (error) {
      if (signal.aborted) throw error;
      if (retryable(error)) return error;
      this.#remove(batch);
      this.#report(error, batch, true);
    } finally {
      if (!signal.aborted) this.#ledger.mark(batch, false);
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

  #remove(entries: Entry[]): void {
    this.#ledger.remove(entries);
    this.#persistSoon();
  }

  #drop(entries: Entry[], reason: DroppedDetail['reason']): void {
    this.#remove(entries);
    this.#emit<DroppedDetail>('dropped', { events: entries.map((e) => e.event), reason });
  }

  /** Over `maxStoredBytes`: the oldest waiting events go first. */
  #trim(): void {
    const excess = this.#ledger.excess(this.#maxStored);
    if (excess.length) this.#drop(excess, 'storage-full');
  }

  #onHide = (event: Event): void => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    this.#persist();
    if (this.#optedOut || this.#closed || this.#keepaliveInFlight) return;
    const { batch } = this.#take(fitsKeepalive);
    if (!batch.length) return;
    this.#keepaliveInFlight = true;
    this.#post(batch, true)
      .then((error) => error !== undefined && this.#schedule())
      .catch(() => {})
      .finally(() => (this.#keepaliveInFlight = false));
  };

  #onOnline = (): void => {
    if (this.#ledger.waiting) this.flush().catch(() => {});
  };

  #persistSoon(): void {
    if (this.#persistQueued) return;
    this.#persistQueued = true;
    queueMicrotask(() => {
      this.#persistQueued = false;
      this.#persist();
    });
  }

  /** Writes the held events (persistence.ts). */
  #persist(): void {
    if (!this.#optedOut) persist(this.#store, this.#ledger, (e) => this.#drop(e, 'storage-full'));
  }

  #anonymousToken(): string {
    return this.#store.anonymousToken(this.#keepToken && !this.#optedOut);
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
