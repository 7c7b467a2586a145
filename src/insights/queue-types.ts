/**
 * The options of `InsightsQueue` and the details of the events it dispatches.
 */
import type { ApiClient } from '../api/client.js';
import type { InsightsEvent } from '../api/types/events.js';

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
