// React components for the library's elements, e.g.
// `import { SearchPagination } from '@search-ui/elements/react'`. Written by hand, one
// `createComponent` per element (a new element: copy one); test/node/react-wrappers.test.ts
// checks them against the registered tags and the `@event`s of custom-elements.json.
export { CompositionView, type CompositionViewProps } from './composition-view.js';
export { SearchPagination, type SearchPaginationProps } from './search-pagination.js';
export { SearchProvider, type SearchProviderProps } from './search-provider.js';
export { SecretKeyList, type SecretKeyListProps } from './secret-key-list.js';
export { UsageChart, type UsageChartProps } from './usage-chart.js';
