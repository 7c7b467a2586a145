/**
 * `@search-ui/elements/connectors/pagination`: InstantSearch.js's pagination connector, and
 * `connectToStore` to run a widget made with it on this library's store (no InstantSearch). It
 * imports no rendering library.
 */
export { connectPagination } from './connect-pagination.js';
export type {
  PaginationConnectorParams,
  PaginationHelper,
  PaginationRenderer,
  PaginationRenderState,
  PaginationSearchParameters,
  PaginationUiState,
  PaginationWidget,
  PaginationWidgetOptions,
} from './connect-pagination.js';
export { connectToStore } from './connect-to-store.js';
export type { StoreConnectionOptions, StoreConnection } from './connect-to-store.js';
