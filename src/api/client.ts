/**
 * `createClient`: one typed client for the five endpoints of the service.
 *
 * Every base URL is an option (`hosts`); the defaults are neutral placeholders derived from the
 * application id, to be replaced by the real hosts of the platform (and by the local emulator in
 * development and tests):
 *
 * | area   | default                                                                    |
 * |--------|----------------------------------------------------------------------------|
 * | main   | `https://{appid}-dsn.search.example` (read-optimised) first, then `https://{appid}-1…3.search.example` in an order shuffled once per client |
 * | usage  | `https://usage.search.example`                                             |
 * | events | `https://insights.{region}.search.example`, or `https://insights.search.example` without a region |
 *
 * A list given in `hosts` is tried in its own order.
 */
import { createCore, type ClientCore, type ClientOptions, type RequestOptions } from './core.js';
import { getComposition } from './endpoints/composition.js';
import { sendEvents, type SendEventsOptions } from './endpoints/events.js';
import { listSecretKeys } from './endpoints/secret-keys.js';
import { getUsage, type UsageResult } from './endpoints/usage.js';
import type { Composition } from './types/composition.js';
import type { InsightsEvent } from './types/events.js';
import type { SecretKeysPage, SecretKeysParams } from './types/secret-keys.js';
import type { UsageParams } from './usage-range.js';

export type { ClientOptions } from './core.js';

export interface ApiClient extends ClientCore {
  /** `GET /agent-studio/1/secret-keys` (right: settings). */
  listSecretKeys(params?: SecretKeysParams, options?: RequestOptions): Promise<SecretKeysPage>;
  /** `GET /1/compositions/{objectID}` (right: settings / editSettings). */
  getComposition(objectID: string, options?: RequestOptions): Promise<Composition>;
  /** `GET /1/usage/{statistic}[/{index}]` (right: usage). */
  getUsage(params: UsageParams, options?: RequestOptions): Promise<UsageResult>;
  /**
   * `POST /1/events` (right: search): every event is validated first; nothing is sent if one
   * fails (unless `options.prepared` carries the body its caller built from validated events).
   */
  sendEvents(
    events: readonly InsightsEvent[],
    options?: SendEventsOptions,
  ): Promise<{ status: number; message: string }>;
}

/**
 * The whole client, every endpoint as a method. An app that needs one endpoint can pay for one
 * schema instead: `createCore(options)` plus the endpoint function (`getUsage(core, …)`).
 */
export function createClient(options: ClientOptions): ApiClient {
  const core = createCore(options);
  return {
    ...core,
    listSecretKeys: (params, opts) => listSecretKeys(core, params, opts),
    getComposition: (objectID, opts) => getComposition(core, objectID, opts),
    getUsage: (params, opts) => getUsage(core, params, opts),
    sendEvents: (events, opts) => sendEvents(core, events, opts),
  };
}
