/**
 * Everything in one entry: the four elements and the provider (registered on import), the API
 * service, the store and the insights queue. It re-exports the public API of every entry and
 * nothing else; import a single entry (`/pagination`, `/usage-chart`, …) to pay only for what a
 * page uses. The committed snapshot `api/public-api.txt` lists what this is.
 */
export * from './api/index.js';
export * from './store/index.js';
export * from './provider/index.js';
export * from './insights/index.js';
export * from './usage-chart/index.js';
export * from './composition-view/index.js';
export * from './secret-key-list/index.js';
export {
  SearchPagination,
  pagination,
  connectPagination,
  connectToStore,
  paginate,
  paginationCSS,
  paginationStyles,
  renderStringTemplate,
  defaultStrings as paginationStrings,
} from './pagination/index.js';
export type {
  PaginationClassKey,
  PaginationCssClasses,
  PaginationItemKind,
  PaginationStrings,
  PaginationTemplate,
  PaginationTemplates,
  PaginationWidgetParams,
  PaginationConnectorParams,
  PaginationHelper,
  PaginationRenderer,
  PaginationRenderState,
  PaginationSearchParameters,
  PaginationUiState,
  PaginationWidget,
  PaginationWidgetOptions,
  StoreConnection,
  StoreConnectionOptions,
  PageWindow,
} from './pagination/index.js';
