/**
 * The typed API service: one client for the five endpoints (secret keys, compositions, usage
 * for the application or an index, events), with runtime validation (zod/mini), typed errors,
 * pre-send limit checks, retries with host fallback, and abort.
 *
 * ```ts
 * const client = createClient({ appId, apiKey, hosts: { main: url, usage: url, events: url } });
 * const page = await client.listSecretKeys({ page: 1, limit: 10 }, { signal });
 * ```
 *
 * Each endpoint is also a function of a client core, so a bundle that uses one endpoint carries
 * one schema: `getUsage(createCore(options), params, { signal })`.
 */
export { createClient } from './client.js';
export type { ApiClient } from './client.js';
export { createCore } from './core.js';
export type { ClientCore, ClientOptions, RequestOptions } from './core.js';
export { listSecretKeys } from './endpoints/secret-keys.js';
export { getComposition } from './endpoints/composition.js';
export { getUsage } from './endpoints/usage.js';
export type { UsageResult } from './endpoints/usage.js';
export { sendEvents } from './endpoints/events.js';
export type { SendEventsOptions, PreparedBody } from './endpoints/events.js';
export { usageRange } from './usage-range.js';
export type { UsageParams, UsageRange } from './usage-range.js';
export { MAX_RANGE } from './rules/usage.js';
export type { Granularity, UsagePeriod } from './rules/usage.js';
export {
  ApiError,
  HttpError,
  ValidationError,
  NetworkError,
  TimeoutError,
  AbortedError,
  SchemaError,
  LimitError,
  EventValidationError,
  describeError,
} from './errors.js';
export type { ApiErrorKind, ValidationDetail } from './errors.js';
export type {
  SecretKey,
  SecretKeysPage,
  SecretKeysParams,
  Pagination,
} from './types/secret-keys.js';
export { checkComposition } from './rules/composition-problems.js';
export type { CompositionProblem } from './rules/composition-problems.js';
export type {
  Composition,
  Behavior,
  InjectionBehavior,
  MultifeedBehavior,
  Injection,
  Multifeed,
  InjectedItem,
  SearchParams,
  SearchSource,
  RecommendSource,
  ExternalSource,
} from './types/composition.js';
export type { UsagePoint, UsageGroup } from './rules/usage.js';
export { validateEvent } from './rules/events-check.js';
export { MAX_EVENTS_PER_BATCH, MAX_BODY_BYTES } from './rules/events.js';
export type { EventIssue } from './rules/event-fields.js';
export type { InsightsEvent } from './types/events.js';
