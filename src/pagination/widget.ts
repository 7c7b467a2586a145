/**
 * `pagination({ container, ...options })`: the InstantSearch.js widget factory. Use it in
 * `search.addWidgets([...])`.
 *
 * It renders where and what InstantSearch.js's own `pagination` widget renders: the
 * `div.ais-Pagination` root as the container's first child (what the container held stays
 * after it, as with InstantSearch.js), synchronously on each render, also into a container that
 * is not in the document yet; `dispose` removes the root, which leaves an empty container empty.
 * So selectors such as `#pagination > .ais-Pagination` and InstantSearch.js themes keep working.
 *
 * With `accessible: true` it renders a `<search-pagination>` element as the container's first
 * child instead (the root is then that element's first child): a navigation landmark, a polite announcement
 * of each page change, focus kept on the equivalent control (or moved to `focusTarget`), the
 * hint about unreachable hits and `formatNumbers`. The element renders once the container is in
 * the document.
 */
import { render } from 'lit/html.js';
import './define.js';
import { connectPagination, type PaginationWidget } from './connect-pagination.js';
import { scrollAfterChange } from './scroll.js';
import { markup } from './markup.js';
import type { SearchPagination } from './search-pagination.js';
import {
  defaultStrings,
  type PaginationCssClasses,
  type PaginationStrings,
  type PaginationTemplates,
} from './templates.js';

export interface PaginationWidgetParams {
  /** Where to render: a CSS selector or an element (in the document or not yet). Required. */
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
  /**
   * Beyond InstantSearch.js: render a `<search-pagination>` element in the container (a
   * navigation landmark named by `strings.label`, a polite announcement of each page change,
   * focus kept on the equivalent control, the hint about unreachable hits). The
   * `ais-Pagination` root is then the element's first child, not the container's. Default
   * `false`: exactly InstantSearch.js's markup.
   */
  accessible?: boolean;
  /** Beyond InstantSearch.js: the labels and texts (and, with `accessible`, the announcement and hint). */
  strings?: Partial<PaginationStrings>;
  /** Beyond InstantSearch.js: `smooth` scrolling (honours reduced motion). */
  scrollBehavior?: 'auto' | 'smooth';
  /** Beyond InstantSearch.js: pixels kept above the scroll target (sticky headers). */
  scrollOffset?: number;
  /** Beyond InstantSearch.js, with `accessible`: where focus goes after a change (default: the equivalent control). */
  focusTarget?: string | HTMLElement;
  /** Beyond InstantSearch.js, with `accessible`: format page numbers with `Intl.NumberFormat`. */
  formatNumbers?: boolean;
}

/** The widget `pagination()` returns: the connector's, named as InstantSearch.js names its own. */
export interface PaginationWidgetInstance extends PaginationWidget {
  $$widgetType: 'ais.pagination';
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

export function pagination(params: PaginationWidgetParams): PaginationWidgetInstance {
  const {
    container,
    totalPages,
    padding,
    scrollTo = 'body',
    accessible,
    ...options
  } = params ?? ({} as PaginationWidgetParams);
  const node = element(container, 'container');
  const scrollTarget =
    scrollTo === false ? false : element(scrollTo === true ? 'body' : scrollTo, 'scrollTo');
  // Lit renders into a detached holder; its root element is moved into the container, so the
  // container holds the root itself (no marker comments), and later renders update it in place.
  const holder = document.createElement('div');
  const strings = { ...defaultStrings, ...options.strings };
  let root: Element | undefined;
  return {
    ...connectPagination(
      (state, isFirstRender) => {
        if (isFirstRender) return;
        if (accessible) {
          root ??= node.insertBefore(
            Object.assign(document.createElement('search-pagination'), options, { scrollTarget }),
            node.firstChild,
          );
          (root as SearchPagination).renderState = state;
          return;
        }
        render(
          markup(state, options, strings, (page) => {
            state.refine(page);
            // Unset behaviour and offset are `auto` and none.
            scrollAfterChange(scrollTarget, options.scrollBehavior!, options.scrollOffset!);
          }),
          holder,
        );
        root ??= holder.firstElementChild!;
        if (root.parentNode !== node) node.prepend(root);
      },
      () => {
        root?.remove();
        if (accessible) root = undefined;
      },
    )({ totalPages, padding }),
    $$widgetType: 'ais.pagination',
  };
}
