/**
 * Everything in one entry: the four elements (registered on import), the provider, the API
 * service, the store and the insights queue. Import a single entry (`/pagination`,
 * `/usage-chart`, …) to pay only for what a page uses.
 */
export * from './api/index.js';
export * from './store/index.js';
export { SearchProvider } from './provider/index.js';
export {
  SearchPagination,
  pagination,
  connectPagination,
  connectToStore,
  paginate,
  renderStringTemplate,
  defaultStrings as paginationStrings,
} from './pagination/index.js';
export type {
  PageChangeDetail,
  PaginationCssClasses,
  PaginationStrings,
  PaginationTemplates,
  PaginationRenderState,
  PaginationWidgetParams,
  PaginationConnectorParams,
  PageWindow,
} from './pagination/index.js';
export { UsageChart, renderUsageChart, usageChartStrings } from './usage-chart/index.js';
export type {
  UsageChartStrings,
  SeriesToggleDetail,
  RangeChangeDetail,
} from './usage-chart/index.js';
export { SecretKeyList, secretKeyListStrings } from './secret-key-list/index.js';
export type {
  SecretKeyListStrings,
  SecretKeyEventDetail,
  SecretKeyPageChangeDetail,
} from './secret-key-list/index.js';
export {
  CompositionView,
  defaultStrings as compositionViewStrings,
  compositionWarnings,
} from './composition-view/index.js';
export type { CompositionViewStrings, CompositionWarning } from './composition-view/index.js';
export {
  InsightsQueue,
  sendResultClicks,
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
} from './insights/index.js';
export type { InsightsQueueOptions, ResultClickOptions } from './insights/index.js';
