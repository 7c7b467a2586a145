/**
 * The root entry, `@search-ui/elements`: the public API of every entry (the element classes,
 * their strings and event details, the API service, the store and the insights queue), and no
 * side effects. Importing from here registers no element, so a bundler keeps only what is used:
 * `import { connectPagination } from '@search-ui/elements'` costs what the connector's own entry
 * costs. Register elements with their own entries (`import '@search-ui/elements/usage-chart'`) or
 * all at once with `import '@search-ui/elements/all'`.
 *
 * Each export comes from the module that declares it, never from an element's entry (`index.ts`
 * imports its `define.ts`, which registers). test/node/packaging/root.test.ts checks that this
 * file re-exports every export of every entry. The committed snapshot `api/public-api.txt` lists
 * what this is.
 */
export * from './api/index.js';
export * from './store/index.js';
export * from './insights/index.js';
export * from './insights/compat.js';

// <search-provider>
export { SearchProvider } from './provider/search-provider.js';

// <usage-chart>
export { UsageChart } from './usage-chart/usage-chart.js';
export type { SeriesToggleDetail, RangeChangeDetail } from './usage-chart/usage-chart.js';
export type { UsageChartStrings } from './usage-chart/strings.js';
export { defaultStrings as usageChartStrings } from './usage-chart/strings.js';

// <composition-view>
export { CompositionView } from './composition-view/composition-view.js';
export type { CompositionTab } from './composition-view/composition-view.js';
export type { TabChangeDetail } from './composition-view/tabs.js';
export { defaultStrings as compositionViewStrings } from './composition-view/strings.js';
export type { CompositionViewStrings } from './composition-view/strings.js';
export { compositionWarnings } from './composition-view/check.js';
export type { CompositionWarning } from './composition-view/check.js';
export type { CompositionLike } from './composition-view/model.js';

// <secret-key-list>
export { SecretKeyList } from './secret-key-list/secret-key-list.js';
export type { PageSizeChangeDetail } from './secret-key-list/secret-key-list.js';
export type { SecretKeyRevealDetail } from './secret-key-list/secrets.js';
export { defaultStrings as secretKeyListStrings } from './secret-key-list/strings.js';
export type { SecretKeyListStrings } from './secret-key-list/strings.js';
/** @deprecated Use `SecretKeyRevealDetail` (the detail of `search-key-reveal`). */
export type { SecretKeyRevealDetail as SecretKeyEventDetail } from './secret-key-list/secrets.js';
/** @deprecated `search-page-change` now carries the shared zero-based `PageChangeDetail`. */
export type { PageChangeDetail as SecretKeyPageChangeDetail } from './internal/events.js';

// Shared event details.
export type { CopyDetail, PageChangeDetail } from './internal/events.js';

// <search-pagination>, its InstantSearch.js widget and connector.
export {
  SearchPagination,
  defaultStrings as paginationStrings,
} from './pagination/search-pagination.js';
export type {
  PaginationClassKey,
  PaginationCssClasses,
  PaginationItemKind,
  PaginationStrings,
  PaginationTemplate,
  PaginationTemplates,
} from './pagination/search-pagination.js';
export { pagination } from './pagination/widget.js';
export type { PaginationWidgetInstance, PaginationWidgetParams } from './pagination/widget.js';
export * from './pagination/connectors.js';
export { paginate } from './pagination/paginator.js';
export type { PageWindow } from './pagination/paginator.js';
export { paginationCSS } from './pagination/pagination.styles.js';
export { paginationHTML } from './pagination/html.js';
export type {
  AttributeValue,
  SearchPaginationServerOptions,
  SearchPaginationServerProperties,
} from './pagination/html.js';

// Languages: the shipped ones load on demand (`lang` is all a page sets); pages add languages or
// override terms with `registerTranslation`.
export { registerTranslation } from './translations/registry.js';
export type { Translation } from './translations/registry.js';
export { translationsSettled } from './internal/translations.js';
