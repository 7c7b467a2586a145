import { html, nothing, type TemplateResult } from 'lit/html.js';
import { emit } from '../internal/emit.js';
import { storeContext } from '../store/context.js';
import type { Store } from '../store/store.js';
import { connectPagination, type PaginationRenderState } from './connect-pagination.js';
import { connectToStore, type StoreConnection } from './connect-to-store.js';
import { paginate } from './paginator.js';
import { pageURL } from './url.js';
import { LightElement, toBoolean, toFlag, toNumber } from './light-element.js';

/** The controls of a pagination, in their order. */
export type PaginationItemKind = 'first' | 'previous' | 'page' | 'next' | 'last';

/**
 * A template: a string (mustache-style: `{{page}}` escaped, `{{{page}}}` raw, the rest is
 * page-author HTML), or a function of the one-based target `page` returning a string (author
 * HTML), an `html` template result, or `null` to render no link at all.
 */
export type PaginationTemplate =
  | string
  | ((
      data: { page: number },
      helpers: { html: typeof html },
    ) => string | number | TemplateResult | null | undefined);

export type PaginationTemplates = Partial<Record<PaginationItemKind, PaginationTemplate>>;

export type PaginationClassKey =
  | 'root'
  | 'noRefinementRoot'
  | 'list'
  | 'item'
  | 'firstPageItem'
  | 'previousPageItem'
  | 'pageItem'
  | 'nextPageItem'
  | 'lastPageItem'
  | 'selectedItem'
  | 'disabledItem'
  | 'link';

/** Classes added after the default `ais-Pagination…` ones (never replacing them). */
export type PaginationCssClasses = Partial<Record<PaginationClassKey, string | string[]>>;

/** Every visible and accessible string; `{page}`, `{nbPages}`, `{reachable}` and `{nbHits}` are filled in. */
export const defaultStrings = {
  /** The accessible name of the navigation landmark. */
  label: 'Pagination',
  first: 'First Page',
  previous: 'Previous Page',
  page: 'Page {page}',
  next: 'Next Page',
  last: 'Last Page, Page {nbPages}',
  /** Default content of the first, previous, next and last links. */
  firstText: '«',
  previousText: '‹',
  nextText: '›',
  lastText: '»',
  /** Announced politely after each page change. */
  status: 'Page {page} of {nbPages}',
  /** Shown when the pages cannot reach every hit (the engine serves at most 1,000 hits). */
  hint: 'Only the first {reachable} of {nbHits} results can be browsed. Refine your search to find the others.',
};

export type PaginationStrings = typeof defaultStrings;

/** Detail of `search-page-change`: both pages zero-based. */
export interface PageChangeDetail {
  page: number;
  previousPage: number;
}

const CLASS_KEYS =
  'root noRefinementRoot list item firstPageItem previousPageItem pageItem nextPageItem lastPageItem selectedItem disabledItem link'.split(
    ' ',
  ) as PaginationClassKey[];

/** The InstantSearch.js class of a key: `ais-Pagination`, `--noRefinement`, `-list`, `-item--firstPage`… */
const defaultClass = (key: string): string =>
  'ais-Pagination' +
  (key == 'root'
    ? ''
    : key.endsWith('Root')
      ? '--' + key.slice(0, -4)
      : key != 'item' && key.endsWith('Item')
        ? '-item--' + key.slice(0, -4)
        : '-' + key);

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

const cx = (...names: unknown[]): string => names.flat().filter(Boolean).join(' ');

const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * The page-author HTML of a template as nodes. Templates come from the page's code, never from
 * search data; the only data they receive, the page number, is escaped by string templates.
 */
const authorHTML = (markup: string): DocumentFragment => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
};

const escapeHTML = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Renders a mustache-style string template: sections `{{#k}}…{{/k}}` and `{{^k}}…{{/k}}` (not
 * nested), comments `{{! …}}`, escaped `{{k}}`, raw `{{{k}}}` and `{{&k}}`; then collapses
 * whitespace as InstantSearch.js does. Unknown keys render nothing.
 */
export function renderStringTemplate(template: string, data: Record<string, unknown>): string {
  return template
    .replace(
      /\{\{([#^])\s*(\w+)\s*\}\}([\s\S]*?)\{\{\/\s*\2\s*\}\}/g,
      (_, type: string, key: string, body: string) => (!data[key] == (type == '^') ? body : ''),
    )
    .replace(/\{\{([{&!]?)\s*([^}]*?)\s*\}?\}\}/g, (_, mode: string, key: string) => {
      const value = String(data[key] ?? '');
      return mode == '!' ? '' : mode ? value : escapeHTML(value);
    })
    .replace(/[ \n\r\t\f]+/g, ' ')
    .trim();
}

/**
 * @tag search-pagination
 * @customElement search-pagination
 * @summary Page links for search results, with the exact markup and classes of the
 * InstantSearch.js pagination widget (rendered in the light DOM, so its themes apply), plus a
 * navigation landmark, a polite announcement of each change, kept focus and real URLs.
 *
 * It gets its data in one of three ways, the first present wins: `renderState` (set by the
 * `pagination()` widget or by your own `connectPagination` renderer), a store (the `store`
 * property or an ancestor `<search-provider>`: it reads and refines `store.search`, and keeps
 * the page in the URL as a one-based `?page=N`, with back and forward), or the attributes
 * `page` (zero-based), `nb-pages` and `nb-hits` for a page that runs its own search.
 *
 * @attr {boolean} show-first - Show the first-page control; `"false"` hides it (default shown).
 * @attr {boolean} show-previous - Show the previous-page control; `"false"` hides it.
 * @attr {boolean} show-next - Show the next-page control; `"false"` hides it.
 * @attr {boolean} show-last - Show the last-page control; `"false"` hides it.
 * @attr {number} padding - Pages on each side of the current one (default 3).
 * @attr {number} total-pages - The most pages to offer.
 * @attr {string} scroll-to - Selector to scroll to after a change; `"false"` disables (default `body`).
 * @attr {'auto'|'smooth'} scroll-behavior - `smooth` scrolling, unless reduced motion is preferred.
 * @attr {number} scroll-offset - Pixels kept above the scroll target (sticky headers).
 * @attr {string} focus-target - Selector of the element to focus after a change (e.g. the results).
 * @attr {boolean} format-numbers - Format page numbers with `Intl.NumberFormat`.
 * @attr {number} page - The zero-based current page (attribute-driven use).
 * @attr {number} nb-pages - The page count (attribute-driven use).
 * @attr {number} nb-hits - The hit count (attribute-driven use).
 * @attr {number} hits-per-page - Hits per page, for the hint about unreachable hits.
 * @attr {boolean} url-sync - With a store, keep the page in the URL and history; `"false"` disables.
 * @attr {string} url-param - The query parameter of the one-based page (default `page`).
 *
 * @event search-page-change - Cancelable, on a plain click of a page control, before the page
 * changes. `detail: { page, previousPage }`, both zero-based. Cancel it to handle the change
 * yourself; without a store or render state, the element otherwise updates its `page`.
 */
export class SearchPagination extends LightElement {
  static {
    const on = { from: toFlag, value: true };
    const number = { from: toNumber };
    const zero = { from: toNumber, value: 0 };
    const property = { attribute: false } as const;
    this.reactive({
      showFirst: on,
      showPrevious: on,
      showNext: on,
      showLast: on,
      padding: { from: toNumber, value: 3 },
      totalPages: number,
      scrollTarget: {
        attribute: 'scroll-to',
        from: (value) => (value == 'false' ? false : value || true),
        value: 'body',
      },
      scrollBehavior: { value: 'auto' },
      scrollOffset: zero,
      focusTarget: {},
      formatNumbers: { from: toBoolean, value: false },
      page: zero,
      nbPages: zero,
      nbHits: zero,
      hitsPerPage: number,
      urlSync: on,
      urlParam: { value: 'page' },
      templates: property,
      cssClasses: property,
      strings: property,
      store: property,
      renderState: property,
    });
  }

  /** Show the first-page control (set the attribute to `"false"` to hide it). */
  declare showFirst: boolean;
  /** Show the previous-page control (`show-previous="false"` hides it). */
  declare showPrevious: boolean;
  /** Show the next-page control (`show-next="false"` hides it). */
  declare showNext: boolean;
  /** Show the last-page control (`show-last="false"` hides it). */
  declare showLast: boolean;
  /** Pages shown on each side of the current one. */
  declare padding: number;
  /** The most pages to offer (caps the page count, the last page and the last-page state). */
  declare totalPages: number | undefined;
  /**
   * Where to scroll after a page change: a CSS selector, an element, `true` (the body) or
   * `false` (no scrolling). Attribute `scroll-to`; default `body`.
   */
  declare scrollTarget: string | Element | boolean;
  /** `smooth` scrolls smoothly, unless the user prefers reduced motion. */
  declare scrollBehavior: 'auto' | 'smooth';
  /** Pixels kept above the scroll target, e.g. the height of a sticky header. */
  declare scrollOffset: number;
  /**
   * After a page change, move focus to this element (a CSS selector or an element, typically
   * the results) instead of keeping it on the equivalent pagination control.
   */
  declare focusTarget: string | HTMLElement | undefined;
  /** Format page numbers with `Intl.NumberFormat` in the element's language (off by default). */
  declare formatNumbers: boolean;
  /** The zero-based current page, when driven by attributes. */
  declare page: number;
  /** The page count, when driven by attributes. */
  declare nbPages: number;
  /** The hit count, when driven by attributes. */
  declare nbHits: number;
  /** Hits per page, to tell when the pages cannot reach every hit (default: the store's). */
  declare hitsPerPage: number | undefined;
  /** With a store: keep the page in the URL and in the browser history (`url-sync="false"` turns it off). */
  declare urlSync: boolean;
  /** The query parameter of the one-based page in URLs. */
  declare urlParam: string;
  /** Content of the controls, as in InstantSearch.js. */
  declare templates: PaginationTemplates | undefined;
  /** Classes added to the default ones, as in InstantSearch.js. */
  declare cssClasses: PaginationCssClasses | undefined;
  /** Strings, merged over the English defaults (`defaultStrings`). */
  declare strings: Partial<PaginationStrings> | undefined;
  /** The store to read and refine (wins over an ancestor provider's). */
  declare store: Store | undefined;
  /** A connector render state: when set, the element renders it and refines through it. */
  declare renderState: PaginationRenderState | undefined;

  #contextStore: Store | undefined;
  #unsubscribe: (() => void) | undefined;
  #connection: StoreConnection | undefined;
  #connectionKey: unknown[] = [];
  #storeState: PaginationRenderState | undefined;
  #state!: PaginationRenderState;
  #status = '';
  #label: string | null = null;
  #focus: [PaginationItemKind, number, boolean] | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'navigation');
    // The context protocol's request, for the store of an ancestor <search-provider>.
    const request = Object.assign(new Event('context-request', { bubbles: true, composed: true }), {
      context: storeContext,
      contextTarget: this,
      subscribe: true,
      callback: (store: Store | undefined, unsubscribe?: () => void) => {
        if (unsubscribe != this.#unsubscribe) this.#unsubscribe?.();
        this.#unsubscribe = unsubscribe;
        this.#contextStore = store;
        this.requestUpdate();
      },
    });
    this.dispatchEvent(request);
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#connection?.();
    this.#connection = undefined;
    this.#connectionKey = [];
  }

  /** The zero-based page shown now, whatever drives the element. */
  get currentPage(): number {
    return this.#state?.currentRefinement ?? this.page;
  }

  #strings(): PaginationStrings {
    return { ...defaultStrings, ...this.strings };
  }

  #numbers(): Intl.NumberFormat {
    return new Intl.NumberFormat(
      this.closest('[lang]')?.getAttribute('lang') || navigator.language,
    );
  }

  #fromAttributes(): PaginationRenderState {
    const page = this.page || 0;
    const nbPages = Math.min(this.totalPages ?? Infinity, this.nbPages || 0);
    return {
      ...paginate(page, nbPages, this.padding),
      currentRefinement: page,
      nbHits: this.nbHits || 0,
      nbPages,
      canRefine: nbPages > 1,
      refine: (next) => (this.page = next),
      createURL: (next) => pageURL(next + 1, this.urlParam),
      widgetParams: { padding: this.padding, totalPages: this.totalPages },
    };
  }

  protected override willUpdate(): void {
    const store = this.store ?? this.#contextStore;
    const key = [store, this.padding, this.totalPages, this.urlSync, this.urlParam];
    if (key.some((value, i) => value !== this.#connectionKey[i])) {
      this.#connection?.();
      this.#connection = this.#storeState = undefined;
      this.#connectionKey = key;
      if (store && this.isConnected) {
        const widget = connectPagination((state) => {
          this.#storeState = state;
          this.requestUpdate();
        })({ padding: this.padding, totalPages: this.totalPages });
        this.#connection = connectToStore(store, widget, {
          url: this.urlSync,
          param: this.urlParam,
        });
      }
    }
    const state = this.renderState ?? this.#storeState ?? this.#fromAttributes();
    const previous = this.#state?.currentRefinement;
    if (previous !== undefined && previous !== state.currentRefinement && state.nbPages > 0) {
      const numbers = this.#numbers();
      this.#status = fill(this.#strings().status, {
        page: numbers.format(state.currentRefinement + 1),
        nbPages: numbers.format(state.nbPages),
      });
    }
    this.#state = state;
  }

  protected override render(): TemplateResult {
    const state = this.#state;
    const strings = this.#strings();
    const numbers = this.#numbers();
    const format = (n: number) => (this.formatNumbers ? numbers.format(n) : String(n));
    const classes = {} as Record<PaginationClassKey, string>;
    for (const key of CLASS_KEYS) classes[key] = cx(defaultClass(key), this.cssClasses?.[key]);
    const current = state.currentRefinement;
    const item = (kind: PaginationItemKind, page: number, disabled: boolean, selected = false) => {
      const label = fill(strings[kind], { page: format(page + 1), nbPages: format(state.nbPages) });
      const content = this.#content(kind, page + 1, strings, format);
      const kindClass =
        classes[kind == 'page' ? 'pageItem' : (`${kind}PageItem` as PaginationClassKey)];
      const itemClass = cx(
        classes.item,
        disabled && classes.disabledItem,
        kindClass,
        selected && classes.selectedItem,
      );
      // prettier-ignore
      return html`<li class=${itemClass}>${content === null ? nothing : disabled ? html`<span class=${classes.link} aria-label=${label}>${content}</span>` : html`<a class=${classes.link} aria-label=${label} aria-current=${selected ? 'page' : nothing} href=${state.createURL(page)} @click=${(event: MouseEvent) => this.#click(event, kind, page)}>${content}</a>`}</li>`;
    };
    const items = [
      this.showFirst && item('first', 0, state.isFirstPage),
      this.showPrevious && item('previous', current - 1, state.isFirstPage),
      ...state.pages.map((page) => item('page', page, false, page == current)),
      this.showNext && item('next', current + 1, state.isLastPage),
      this.showLast && item('last', state.nbPages - 1, state.isLastPage),
    ].filter(Boolean);
    const perPage = this.hitsPerPage || (this.store ?? this.#contextStore)?.search.hitsPerPage;
    const reachable = perPage ? state.nbPages * perPage : 1000;
    const hint =
      state.nbPages > 0 && state.nbHits > reachable
        ? fill(strings.hint, {
            reachable: numbers.format(reachable),
            nbHits: numbers.format(state.nbHits),
          })
        : '';
    // prettier-ignore
    return html`<div class=${cx(classes.root, state.nbPages <= 1 && classes.noRefinementRoot)}><ul class=${classes.list}>${items}</ul></div><div role="status" style=${VISUALLY_HIDDEN}>${this.#status}</div>${hint ? html`<p class="search-pagination-hint">${hint}</p>` : nothing}`;
  }

  #content(
    kind: PaginationItemKind,
    page: number,
    strings: PaginationStrings,
    format: (n: number) => string,
  ): unknown {
    const template = this.templates?.[kind];
    if (template === undefined) return kind == 'page' ? format(page) : strings[`${kind}Text`];
    if (typeof template == 'string') return authorHTML(renderStringTemplate(template, { page }));
    const content = template({ page }, { html });
    return content === null || typeof content == 'object'
      ? content
      : authorHTML(String(content ?? ''));
  }

  #click(event: MouseEvent, kind: PaginationItemKind, page: number): void {
    if (event.button == 1 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    event.preventDefault();
    const state = this.#state;
    const detail: PageChangeDetail = { page, previousPage: state.currentRefinement };
    if (!emit(this, 'search-page-change', detail, { cancelable: true })) return;
    this.#focus = [kind, page, this.contains(document.activeElement)];
    state.refine(page);
    this.#scroll();
  }

  #scroll(): void {
    const target = this.scrollTarget;
    if (target === false) return;
    const element =
      target === true
        ? document.body
        : typeof target == 'string'
          ? document.querySelector(target)
          : target;
    if (!element) {
      throw new Error(
        `<search-pagination>: scroll-to ${String(target)} matches no element; set scroll-to="false" to not scroll.`,
      );
    }
    const behavior =
      this.scrollBehavior == 'smooth' && !matchMedia('(prefers-reduced-motion: reduce)').matches
        ? 'smooth'
        : 'auto';
    if (this.scrollOffset) {
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - this.scrollOffset,
        behavior,
      });
    } else {
      element.scrollIntoView({ behavior });
    }
  }

  protected override updated(): void {
    const label = this.#strings().label;
    if (!this.hasAttribute('aria-labelledby') && this.getAttribute('aria-label') === this.#label) {
      this.setAttribute('aria-label', (this.#label = label));
    }
    const focus = this.#focus;
    if (!focus || focus[1] != this.#state.currentRefinement) return;
    this.#focus = undefined;
    const active = document.activeElement;
    let target: HTMLElement | null | undefined;
    if (this.focusTarget) {
      target =
        typeof this.focusTarget == 'string'
          ? document.querySelector<HTMLElement>(this.focusTarget)
          : this.focusTarget;
      if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    } else if (focus[2] && (active == document.body || this.contains(active))) {
      target =
        (focus[0] != 'page' &&
          this.querySelector<HTMLElement>(`.ais-Pagination-item--${focus[0]}Page > a`)) ||
        this.querySelector<HTMLElement>('a[aria-current="page"]');
    }
    target?.focus({ preventScroll: true });
  }
}
