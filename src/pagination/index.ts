import './define.js';

export { SearchPagination, defaultStrings } from './search-pagination.js';
export type {
  PageChangeDetail,
  PaginationClassKey,
  PaginationCssClasses,
  PaginationItemKind,
  PaginationStrings,
  PaginationTemplate,
  PaginationTemplates,
} from './search-pagination.js';
export { connectPagination, connectToStore } from './connectors.js';
export type {
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
} from './connectors.js';
export { paginate } from './paginator.js';
export { paginationHTML } from './html.js';
export type {
  AttributeValue,
  SearchPaginationServerOptions,
  SearchPaginationServerProperties,
} from './html.js';
export { paginationCSS } from './pagination.styles.js';
export type { PageWindow } from './paginator.js';
