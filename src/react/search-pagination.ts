import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import {
  SearchPagination as SearchPaginationElement,
  type PageChangeDetail,
} from '../pagination/index.js';
import { presence } from '../pagination/light-element.js';
import { serverPagination, type AttributeValue } from '../pagination/html.js';

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
  /**
   * Server rendering: the page's URL as the browser will see it (absolute, or a path with its
   * query such as `/search?q=shoes`), from which the `href`s of the links in the server's HTML
   * are built. Default `/`. In the browser the element builds them from the browser's URL.
   */
  serverURL?: string;
};

/** The properties whose attribute is their negation (InstantSearch.js's option names). */
const NEGATED: Record<string, string> = {
  showFirst: 'hide-first',
  showPrevious: 'hide-previous',
  showNext: 'hide-next',
  showLast: 'hide-last',
  urlSync: 'no-url-sync',
};

/** The properties the server renders with: objects the markup reads. */
const SERVER_PROPERTIES = ['renderState', 'store', 'strings', 'cssClasses'] as const;

/**
 * The server pass: the element with its attributes (its properties of plain values written as
 * their attributes, `page` → `page="2"`, `nbPages` → `nb-pages="10"`) and its links as the
 * element's `dangerouslySetInnerHTML`, so the server's HTML holds them and React never compares
 * or renders the element's children.
 */
function serverElement(
  props: Record<string, unknown>,
  url: string | undefined,
): React.ReactElement {
  const ctor = SearchPaginationElement;
  void ctor.observedAttributes; // builds `attributeMap`
  const attributeOf = new Map<string, [string, boolean]>();
  for (const [attribute, [name, converter]] of ctor.attributeMap) {
    if (attribute !== 'scroll-to') attributeOf.set(name, [attribute, converter === presence]);
  }
  const attributes: Record<string, AttributeValue> = {};
  const properties: Record<string, unknown> = {};
  const react: Record<string, unknown> = { suppressHydrationWarning: true };
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || typeof value === 'function' || /^on[A-Z]/.test(key)) continue;
    if ((SERVER_PROPERTIES as readonly string[]).includes(key)) properties[key] = value;
    else if (key === 'style') react[key] = value;
    else if (key in NEGATED) attributes[NEGATED[key]!] = !value;
    else if (attributeOf.has(key)) {
      const [attribute, flag] = attributeOf.get(key)!;
      if (flag || typeof value === 'string' || typeof value === 'number') {
        attributes[attribute] = value as AttributeValue;
      } else if (value === false) attributes[attribute] = 'false'; // scroll-target="false"
    } else if (typeof value !== 'object') {
      attributes[key === 'className' ? 'class' : key] = value as AttributeValue;
    }
  }
  const { attributes: all, html } = serverPagination(attributes, { url, properties });
  return React.createElement('search-pagination', {
    ...all,
    ...react,
    dangerouslySetInnerHTML: { __html: html },
  });
}

/**
 * In the browser: the element's children are its own. React is told they are its
 * `dangerouslySetInnerHTML`, one constant string, so hydration takes the server's links as
 * they are (without comparing them), and no render ever writes them again.
 */
const OWN_CHILDREN = { __html: '' };

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
 * Server rendering (Next.js, Remix, any `renderToString`): the server's HTML holds the element
 * with its attributes and its links, built from `serverURL` (default `/`); in the browser,
 * hydration keeps them and the element takes them over (docs/frameworks.md).
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
  function SearchPagination({ scrollTo, serverURL, ...props }, ref) {
    const renamed: SearchPaginationBaseProps = { ...props };
    if (scrollTo !== undefined && !('scrollTarget' in props)) renamed.scrollTarget = scrollTo;
    if (typeof document === 'undefined') return serverElement(renamed, serverURL);
    return React.createElement(SearchPaginationBase, {
      ...renamed,
      ref,
      dangerouslySetInnerHTML: OWN_CHILDREN,
    });
  },
);

/** The props of {@link SearchPagination}. */
export type SearchPaginationProps = React.ComponentProps<typeof SearchPagination>;
