/**
 * The event-emitting store shared by the elements: the API client (its credentials and hosts
 * live inside it, never in the DOM), a cache of responses with in-flight de-duplication, and
 * the search state that pagination reads and refines.
 */

import type { ClientCore } from '../api/core.js';

/** The slice of search results the pagination and result lists work with (page zero-based). */
export interface SearchState {
  page: number;
  nbHits: number;
  nbPages: number;
  hitsPerPage?: number;
  query?: string;
  queryID?: string;
}

export interface StoreChangeDetail {
  /** What changed: the client, the search state, or a cached entry. */
  readonly part: 'client' | 'search' | 'cache';
  readonly key?: string;
}

export type StoreChangeEvent = CustomEvent<StoreChangeDetail>;

interface CacheEntry<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** How many callers still wait on the in-flight request. */
  waiting: number;
  settled: boolean;
  expires: number;
  value?: T;
}

export interface StoreOptions<C extends ClientCore = ClientCore> {
  client?: C;
  search?: Partial<SearchState>;
  /** How long a settled response is served from the cache, in ms (default 30 s). */
  cacheTtl?: number;
  /**
   * The zone the elements show times in (an IANA name such as `America/New_York`, or `UTC`),
   * unless an element or its `<search-provider>` sets `time-zone`. Default: the viewer's zone.
   */
  timeZone?: string;
}

const initialSearch: SearchState = { page: 0, nbHits: 0, nbPages: 0 };

function abortError(): DOMException {
  return new DOMException('The request was aborted.', 'AbortError');
}

/** Resolves with `promise`, or rejects with an AbortError as soon as `signal` aborts. */
function raceAbort<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/**
 * The store every element reads. Its client is a `ClientCore` (what `createCore` or
 * `createClient` returns): elements call the endpoint functions with it, so a page that builds
 * the whole client and a page that builds only the core both work.
 */
export class Store<C extends ClientCore = ClientCore> extends EventTarget {
  #client: C | undefined;
  #search: SearchState;
  readonly #cache = new Map<string, CacheEntry<unknown>>();
  readonly #ttl: number;
  /** The elements' default zone (`StoreOptions.timeZone`); read when they render. */
  timeZone: string | undefined;

  constructor(options: StoreOptions<C> = {}) {
    super();
    this.timeZone = options.timeZone;
    this.#client = options.client;
    this.#search = { ...initialSearch, ...options.search };
    this.#ttl = options.cacheTtl ?? 30_000;
  }

  get client(): C | undefined {
    return this.#client;
  }

  /** Replaces the client (new credentials or hosts): the cache is dropped with it. */
  set client(client: C | undefined) {
    this.#client = client;
    this.clearCache();
    this.#changed({ part: 'client' });
  }

  get search(): Readonly<SearchState> {
    return this.#search;
  }

  /** Merges `patch` into the search state and emits a change when anything differs. */
  setSearch(patch: Partial<SearchState>): void {
    const next = { ...this.#search, ...patch };
    const keys = Object.keys(next) as (keyof SearchState)[];
    if (keys.every((k) => next[k] === this.#search[k])) return;
    this.#search = next;
    this.#changed({ part: 'search' });
  }

  /**
   * Loads `key` once for everyone who asks: callers that ask while a request is in flight share
   * it, and a settled value is served until it expires. Each caller's `signal` only detaches
   * that caller; the shared request is aborted when the last caller waiting on it leaves.
   * Failures are not cached.
   */
  request<T>(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    options: { signal?: AbortSignal; ttl?: number } = {},
  ): Promise<T> {
    if (options.signal?.aborted) return Promise.reject(abortError());
    const now = Date.now();
    let entry = this.#cache.get(key) as CacheEntry<T> | undefined;
    if (entry && entry.settled && entry.expires <= now) {
      this.#cache.delete(key);
      entry = undefined;
    }
    if (entry?.settled) return raceAbort(entry.promise, options.signal);
    if (!entry) {
      const controller = new AbortController();
      const created: CacheEntry<T> = {
        controller,
        waiting: 0,
        settled: false,
        expires: Infinity,
        promise: Promise.resolve(),
      } as CacheEntry<T>;
      created.promise = load(controller.signal).then(
        (value) => {
          created.settled = true;
          created.value = value;
          created.expires = Date.now() + (options.ttl ?? this.#ttl);
          this.#changed({ part: 'cache', key });
          return value;
        },
        (error: unknown) => {
          if (this.#cache.get(key) === created) this.#cache.delete(key);
          throw error;
        },
      );
      // Nobody may be listening when the last caller aborted: keep the rejection handled.
      created.promise.catch(() => undefined);
      this.#cache.set(key, created as CacheEntry<unknown>);
      entry = created;
    }
    const shared = entry;
    shared.waiting += 1;
    const signal = options.signal;
    const leave = () => {
      shared.waiting -= 1;
      if (shared.waiting <= 0 && !shared.settled) {
        shared.controller.abort();
        if (this.#cache.get(key) === shared) this.#cache.delete(key);
      }
    };
    signal?.addEventListener('abort', leave, { once: true });
    return raceAbort(shared.promise, signal).finally(() => {
      if (!signal?.aborted) {
        shared.waiting -= 1;
        signal?.removeEventListener('abort', leave);
      }
    });
  }

  /** The settled cached value for `key`, if any (for rendering without a flash). */
  peek<T>(key: string): T | undefined {
    const entry = this.#cache.get(key);
    return entry?.settled && entry.expires > Date.now() ? (entry.value as T) : undefined;
  }

  /** Forgets cached responses (all, or those whose key starts with `prefix`). */
  clearCache(prefix = ''): void {
    for (const [key, entry] of this.#cache) {
      if (key.startsWith(prefix) && entry.settled) this.#cache.delete(key);
    }
  }

  #changed(detail: StoreChangeDetail): void {
    this.dispatchEvent(new CustomEvent<StoreChangeDetail>('change', { detail }));
  }
}
