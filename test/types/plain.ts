// Plain TypeScript: importing an entry point registers the element and types its tag
// (HTMLElementTagNameMap) and its events (HTMLElementEventMap) with their exact detail types.
import '@search-ui/elements/pagination';
import '@search-ui/elements/secret-key-list';
import '@search-ui/elements/usage-chart';
import '@search-ui/elements/composition-view';
import '@search-ui/elements/provider';
import type { PageChangeDetail, SearchPagination } from '@search-ui/elements/pagination';
import type {
  CopyDetail,
  PageSizeChangeDetail,
  SecretKeyList,
  SecretKeyRevealDetail,
} from '@search-ui/elements/secret-key-list';
import type {
  RangeChangeDetail,
  SeriesToggleDetail,
  UsageChart,
} from '@search-ui/elements/usage-chart';
import type {
  CompositionTab,
  CompositionView,
  TabChangeDetail,
} from '@search-ui/elements/composition-view';
import type { SearchProvider } from '@search-ui/elements/provider';
import { expectType, type Exact } from './assert.js';

// The documented use.
const pagination = document.querySelector('search-pagination')!;
pagination.addEventListener('search-page-change', (e) => {
  e.preventDefault();
  const page: number = e.detail.page;
  pagination.page = page;
});
// @ts-expect-error -- the detail has no such field
pagination.addEventListener('search-page-change', (e) => e.detail.nope);
// @ts-expect-error -- page is a number
pagination.page = '2';
// @ts-expect-error -- not an attribute value of the element's own API
document.createElement('search-pagination').nbPages = null;

// Tags give the element classes.
expectType<Exact<HTMLElementTagNameMap['search-pagination'], SearchPagination>>(true);
expectType<Exact<HTMLElementTagNameMap['secret-key-list'], SecretKeyList>>(true);
expectType<Exact<HTMLElementTagNameMap['usage-chart'], UsageChart>>(true);
expectType<Exact<HTMLElementTagNameMap['composition-view'], CompositionView>>(true);
expectType<Exact<HTMLElementTagNameMap['search-provider'], SearchProvider>>(true);

// Every event the elements fire, with its exact detail type.
type Events = HTMLElementEventMap;
expectType<Exact<Events['search-page-change'], CustomEvent<PageChangeDetail>>>(true);
expectType<Exact<Events['search-page-size-change'], CustomEvent<PageSizeChangeDetail>>>(true);
expectType<Exact<Events['search-key-reveal'], CustomEvent<SecretKeyRevealDetail>>>(true);
expectType<Exact<Events['search-copy'], CustomEvent<CopyDetail>>>(true);
expectType<Exact<Events['search-series-toggle'], CustomEvent<SeriesToggleDetail>>>(true);
expectType<Exact<Events['search-usage-range-change'], CustomEvent<RangeChangeDetail>>>(true);
expectType<Exact<Events['search-tab-change'], CustomEvent<TabChangeDetail<CompositionTab>>>>(true);
// @ts-expect-error -- a detail type is never `any`
expectType<Exact<Events['search-page-change'], CustomEvent<any>>>(true); // eslint-disable-line @typescript-eslint/no-explicit-any

// Details zero-based and precisely typed.
const list = document.createElement('secret-key-list');
list.addEventListener('search-page-size-change', (e) => {
  const { limit, previousLimit, page } = e.detail;
  list.limit = limit + previousLimit + page;
});
list.addEventListener('search-copy', (e) => {
  // @ts-expect-error -- kind is 'secret-key' | 'composition'
  const kind: 'other' = e.detail.kind;
  return kind;
});
