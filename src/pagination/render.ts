/**
 * The one rendering of the InstantSearch.js pagination markup (`ais-Pagination`…): a pure
 * function of a pagination state and its options, with no element machinery. Both
 * `<search-pagination>` (in its light DOM) and `<secret-key-list>` (in its shadow root) render
 * their page links through it; the caller owns the state, the landmark and what a click does.
 */
import { html, nothing, type TemplateResult } from 'lit/html.js';
import type { PageWindow } from './paginator.js';
import {
  cx,
  fill,
  type PaginationClasses,
  type PaginationClassKey,
  type PaginationItemKind,
  type PaginationStrings,
} from './templates.js';

/** What the markup shows: a window of pages around the current one, and where each leads. */
export interface PaginationView extends PageWindow {
  /** The zero-based current page. */
  currentRefinement: number;
  /** The page count. */
  nbPages: number;
  /** The URL of a zero-based page (the `href` of its link). */
  createURL: (page: number) => string;
}

export interface RenderPaginationOptions {
  /** Every string, complete (the defaults merged with the page's). */
  strings: PaginationStrings;
  /** The class names of each part (`paginationClasses(cssClasses)`). */
  classes: PaginationClasses;
  /**
   * The content of a control (its one-based `page`), e.g. from InstantSearch.js templates
   * (`templateContent`): `null` renders no link, `undefined` the default content (the page
   * number, or the `…Text` string).
   */
  content?: ((kind: PaginationItemKind, page: number) => unknown) | undefined;
  /** Formats page numbers in labels and default content (default `String`). */
  format?: (n: number) => string;
  /**
   * A plain click (or Enter) on the control of a zero-based `page`; the link's navigation is
   * already prevented. Clicks with a modifier key or the middle button are left to the
   * browser, which opens the link's `href`.
   */
  go: (page: number, kind: PaginationItemKind) => void;
}

/** Which of the first, previous, next and last controls show: all, unless `false`. */
export interface ShownControls {
  showFirst?: boolean | undefined;
  showPrevious?: boolean | undefined;
  showNext?: boolean | undefined;
  showLast?: boolean | undefined;
}

/**
 * The `<div class="ais-Pagination"><ul class="ais-Pagination-list">…</ul></div>` of a state,
 * with InstantSearch.js's classes (in its order), labelled links with real `href`s,
 * `aria-current="page"` on the current one and disabled controls as spans. `shown` says which
 * end controls to render (InstantSearch.js's options, or an element with the same properties).
 */
export function renderPagination(
  state: PaginationView,
  options: RenderPaginationOptions,
  shown: ShownControls = {},
): TemplateResult {
  const { strings, classes, content: custom, format = String, go } = options;
  const current = state.currentRefinement;
  const nbPages = format(state.nbPages);
  const item = (kind: PaginationItemKind, page: number, disabled: boolean, selected?: boolean) => {
    const label = fill(strings[kind], { page: format(page + 1), nbPages });
    let content = custom?.(kind, page + 1);
    if (content === undefined)
      content = kind === 'page' ? format(page + 1) : strings[`${kind}Text`];
    // The InstantSearch.js order: item, disabled, kind, selected.
    const itemClass = cx(
      classes.item,
      disabled && classes.disabledItem,
      classes[kind === 'page' ? 'pageItem' : (`${kind}PageItem` as PaginationClassKey)],
      selected && classes.selectedItem,
    );
    // prettier-ignore
    return html`<li class=${itemClass}>${content === null ? nothing : disabled ? html`<span class=${classes.link} aria-label=${label}>${content}</span>` : html`<a class=${classes.link} aria-label=${label} aria-current=${selected ? 'page' : nothing} href=${state.createURL(page)} @click=${(event: MouseEvent) => { if (event.button !== 1 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) { event.preventDefault(); go(page, kind); } }}>${content}</a>`}</li>`;
  };
  const items = [
    shown.showFirst !== false && item('first', 0, state.isFirstPage),
    shown.showPrevious !== false && item('previous', current - 1, state.isFirstPage),
    ...state.pages.map((page) => item('page', page, false, page === current)),
    shown.showNext !== false && item('next', current + 1, state.isLastPage),
    shown.showLast !== false && item('last', state.nbPages - 1, state.isLastPage),
  ];
  // prettier-ignore
  return html`<div class=${cx(classes.root, state.nbPages <= 1 && classes.noRefinementRoot)}><ul class=${classes.list}>${items.filter(Boolean)}</ul></div>`;
}

/**
 * The control to focus after a page change: the same kind of control (first, previous, next,
 * last) when it is still a link, else the current page's link.
 */
export function pageControl(root: ParentNode, kind: PaginationItemKind): HTMLElement | null {
  return (
    (kind !== 'page' && root.querySelector<HTMLElement>(`.ais-Pagination-item--${kind}Page > a`)) ||
    root.querySelector<HTMLElement>('a[aria-current=page]')
  );
}
