/**
 * Insights: typed event builders, a durable batching queue and element helpers.
 *
 * ```ts
 * import { createClient } from '@search-ui/elements/api';
 * import { InsightsQueue, sendResultClicks } from '@search-ui/elements/insights';
 *
 * const queue = new InsightsQueue({ client: createClient({ appId, apiKey }) });
 * sendResultClicks(resultList, { queue, index: 'products', queryID: () => lastQueryID });
 * ```
 *
 * See README.md beside this file.
 */
export {
  clickedObjectIDsAfterSearch,
  addedToCartObjectIDsAfterSearch,
  purchasedObjectIDsAfterSearch,
  convertedObjectIDsAfterSearch,
  clickedObjectIDs,
  purchasedObjectIDs,
  addedToCartObjectIDs,
  convertedObjectIDs,
  clickedFilters,
  convertedFilters,
  viewedObjectIDs,
  viewedFilters,
  genericEvent,
  filter,
} from './events.js';
export type { EventDraft, EventInput } from './events.js';
export { InsightsQueue } from './queue.js';
export type {
  InsightsQueueOptions,
  InsightsQueueEventMap,
  SentDetail,
  ErrorDetail,
  DroppedDetail,
} from './queue-types.js';
export { sendResultClicks } from './dom.js';
export type { ResultClickOptions } from './dom.js';
export { EventValidationError } from '../api/errors.js';
export { validateEvent } from '../api/rules/events-check.js';
export { MAX_EVENTS_PER_BATCH, MAX_BODY_BYTES } from '../api/rules/events.js';
export type { EventIssue } from '../api/rules/event-fields.js';
export type {
  InsightsEvent,
  ClickedObjectIDsAfterSearchEvent,
  AddedToCartObjectIDsAfterSearchEvent,
  PurchasedObjectIDsAfterSearchEvent,
  ConvertedObjectIDsAfterSearchEvent,
  ClickedObjectIDsEvent,
  PurchasedObjectIDsEvent,
  AddedToCartObjectIDsEvent,
  ConvertedObjectIDsEvent,
  ClickedFiltersEvent,
  ConvertedFiltersEvent,
  ViewedObjectIDsEvent,
  ViewedFiltersEvent,
  GenericEvent,
  ObjectData,
  ObjectDataAfterSearch,
} from '../api/types/events.js';
