/**
 * `pagination({ container, ...options })`: the InstantSearch.js widget factory, rendering a
 * `<search-pagination>` into the container. Use it in `search.addWidgets([...])`.
 */
import './define.js';
import { connectPagination, type PaginationWidget } from './connect-pagination.js';
import type {
  PaginationCssClasses,
  PaginationStrings,
  PaginationTemplates,
  SearchPagination,
} from './search-pagination.js';

export interface PaginationWidgetParams {
  /** Where to render: a CSS selector or an element. Required. */
  container: string | HTMLElement;
  showFirst?: boolean;
  showPrevious?: boolean;
  showNext?: boolean;
  showLast?: boolean;
  /** Pages shown on each side of the current one (default 3). */
  padding?: number;
  /** The most pages to offer. */
  totalPages?: number;
  /** Where to scroll after a change: a selector, an element, `true` (body, the default) or `false`. */
  scrollTo?: string | HTMLElement | boolean;
  templates?: PaginationTemplates;
  cssClasses?: PaginationCssClasses;
  /** Beyond InstantSearch.js: strings of the element (labels, announcement, hint). */
  strings?: Partial<PaginationStrings>;
  /** Beyond InstantSearch.js: `smooth` scrolling (honours reduced motion). */
  scrollBehavior?: 'auto' | 'smooth';
  /** Beyond InstantSearch.js: pixels kept above the scroll target (sticky headers). */
  scrollOffset?: number;
  /** Beyond InstantSearch.js: where focus goes after a change (default: the equivalent control). */
  focusTarget?: string | HTMLElement;
  /** Beyond InstantSearch.js: format page numbers with `Intl.NumberFormat`. */
  formatNumbers?: boolean;
}

function element(target: string | HTMLElement, option: string): HTMLElement {
  // An empty selector matches nothing (querySelector would throw a SyntaxError on it).
  const node = typeof target === 'string' ? target && document.querySelector(target) : target;
  if (!(node instanceof HTMLElement)) {
    throw new Error(
      `pagination(): \`${option}\` must be a CSS selector or an element; ${String(target)} matches none.`,
    );
  }
  return node;
}

export function pagination(params: PaginationWidgetParams): PaginationWidget {
  const {
    container,
    totalPages,
    padding,
    scrollTo = 'body',
    ...options
  } = params ?? ({} as PaginationWidgetParams);
  const node = element(container, 'container');
  const scrollTarget =
    scrollTo === false ? false : element(scrollTo === true ? 'body' : scrollTo, 'scrollTo');
  let el: SearchPagination | undefined;
  return connectPagination(
    (state, isFirstRender) => {
      if (isFirstRender) return;
      if (!el) {
        el = Object.assign(document.createElement('search-pagination'), options, { scrollTarget });
        node.append(el);
      }
      el.renderState = state;
    },
    () => {
      el?.remove();
      el = undefined;
    },
  )({ totalPages, padding });
}
