import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import {
  SearchPagination as SearchPaginationElement,
  type PageChangeDetail,
} from '../pagination/index.js';

const SearchPaginationBase = createComponent({
  react: React,
  tagName: 'search-pagination',
  elementClass: SearchPaginationElement,
  events: {
    onSearchPageChange: 'search-page-change' as EventName<CustomEvent<PageChangeDetail>>,
  },
  displayName: 'SearchPaginationBase',
});

type SearchPaginationBaseProps = React.ComponentPropsWithoutRef<typeof SearchPaginationBase>;

/** The props of {@link SearchPagination} without `ref`: the element's, plus the aliases. */
type SearchPaginationOwnProps = Omit<SearchPaginationBaseProps, 'scrollTo'> & {
  /** Alias of `scroll-target`, under InstantSearch.js's option name (the property is `scrollTarget` only: `scrollTo` is the element's scrolling method). */
  scrollTo?: SearchPaginationElement['scrollTarget'];
};

/**
 * React component for `<search-pagination>`: Page links for search results, with the exact markup
 * and classes of the InstantSearch.js pagination widget (rendered in the light DOM, so its themes
 * apply), plus a navigation landmark, a polite announcement of each change, kept focus and real
 * URLs. It gets its data in one of three ways, the first present wins: `renderState` (set by the
 * `pagination()` widget or by your own `connectPagination` renderer), a store (the `store` property
 * or an ancestor `<search-provider>`: it reads and refines `store.search`, and keeps the page in
 * the URL as a one-based `?page=N`, with back and forward), or the attributes `page` (zero-based),
 * `nb-pages` and `nb-hits` for a page that runs its own search. Driven by attributes, its links
 * still have real `?page=N` addresses (a new tab opens that page), but a plain click only updates
 * `page` and fires `search-page-change`: the URL is the page's own, and keeping it in sync needs a
 * store (or the page's handler of that event). Boolean attributes follow HTML: present is on,
 * absent is off, and every one is off by default. So the controls shown by default are removed with
 * `hide-first`, `hide-previous`, `hide-next` and `hide-last`, and the URL sync on by default is
 * turned off with `no-url-sync`. The properties `showFirst`, `showPrevious`, `showNext`, `showLast`
 * and `urlSync` remain, as the negations of those, under the option names of InstantSearch.js. Its
 * default look (`paginationCSS`) is themed by the `--search-ui-*` tokens and has zero specificity:
 * an InstantSearch.js theme or the page's own CSS wins over it.
 * Props set the element's properties (objects included); `on…` props listen to its events.
 *
 * Events:
 * - `onSearchPageChange` ← `search-page-change`: Cancelable, on a plain click of a page control,
 *   before the page changes; `page` and `previousPage` are zero-based. Cancel it to handle the change
 *   yourself; without a store or render state, the element otherwise updates its `page`.
 *
 * Aliases:
 * - `scrollTo` sets `scrollTarget` (`scrollTarget` wins when both are given)
 */
export const SearchPagination = React.forwardRef<SearchPaginationElement, SearchPaginationOwnProps>(
  function SearchPagination({ scrollTo, ...props }, ref) {
    const renamed: SearchPaginationBaseProps = { ...props };
    if (scrollTo !== undefined && !('scrollTarget' in props)) renamed.scrollTarget = scrollTo;
    return React.createElement(SearchPaginationBase, { ...renamed, ref });
  },
);

/** The props of {@link SearchPagination}. */
export type SearchPaginationProps = React.ComponentProps<typeof SearchPagination>;
