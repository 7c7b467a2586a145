import { html, nothing, type TemplateResult } from 'lit/html.js';
import { emit } from '../internal/emit.js';
import type { PageChangeDetail } from '../internal/events.js';
import { formatter, LanguageController } from '../internal/locale.js';
import { toInteger } from '../internal/numbers.js';
import { StoreConsumer } from '../internal/store-consumer.js';
import type { Store } from '../store/store.js';
import {
  paginationCore,
  type PaginationCore,
  type PaginationRenderState,
  type PaginationSearchParameters,
} from './connect-pagination.js';
import { connectToStore, type StoreConnection } from './connect-to-store.js';
import { LightElement } from './light-element.js';
import { markup } from './markup.js';
import { properties } from './properties.js';
import { adoptPaginationStyles } from './pagination.styles.js';
import { pageControl } from './render.js';
import {
  defaultStrings,
  fill,
  type PaginationCssClasses,
  type PaginationItemKind,
  type PaginationStrings,
  type PaginationTemplates,
} from './templates.js';
import { pageURL } from './url.js';
import { find, scrollAfterChange } from './scroll.js';

export { defaultStrings };
export type { PageChangeDetail };
export type {
  PaginationClassKey,
  PaginationCssClasses,
  PaginationItemKind,
  PaginationStrings,
  PaginationTemplate,
  PaginationTemplates,
} from './templates.js';

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
 * `page` (zero-based), `nb-pages` and `nb-hits` for a page that runs its own search. Driven by
 * attributes, its links still have real `?page=N` addresses (a new tab opens that page), but a
 * plain click only updates `page` and fires `search-page-change`: the URL is the page's own, and
 * keeping it in sync needs a store (or the page's handler of that event).
 *
 * Boolean attributes follow HTML: present is on, absent is off, and every one is off by
 * default. So the controls shown by default are removed with `hide-first`, `hide-previous`,
 * `hide-next` and `hide-last`, and the URL sync on by default is turned off with
 * `no-url-sync`. The properties `showFirst`, `showPrevious`, `showNext`, `showLast` and
 * `urlSync` remain, as the negations of those, under the option names of InstantSearch.js.
 *
 * Its default look (`paginationCSS`) is themed by the `--search-ui-*` tokens and has zero
 * specificity: an InstantSearch.js theme or the page's own CSS wins over it.
 *
 * @attr {boolean} hide-first - Removes the first-page control.
 * @attr {boolean} hide-previous - Removes the previous-page control.
 * @attr {boolean} hide-next - Removes the next-page control.
 * @attr {boolean} hide-last - Removes the last-page control.
 * @attr {number} padding - Pages on each side of the current one (default 3).
 * @attr {number} total-pages - The most pages to offer.
 * @attr {string} scroll-target - Selector of the element to scroll to after a change (default
 * `body`); `"false"` disables scrolling. Property `scrollTarget` (also an element, `true` or
 * `false`).
 * @attr {string} scroll-to - Alias of `scroll-target`, under InstantSearch.js's option name (the
 * property is `scrollTarget` only: `scrollTo` is the element's scrolling method).
 * @attr {'auto'|'smooth'} scroll-behavior - `smooth` scrolling, unless reduced motion is preferred.
 * @attr {number} scroll-offset - Pixels kept above the scroll target (sticky headers).
 * @attr {string} focus-target - Selector of the element to focus after a change (e.g. the results).
 * @attr {boolean} format-numbers - Format page numbers with `Intl.NumberFormat` in the element's language.
 * @attr {number} page - The zero-based current page (attribute-driven use).
 * @attr {number} nb-pages - The page count (attribute-driven use).
 * @attr {number} nb-hits - The hit count (attribute-driven use).
 * @attr {number} hits-per-page - Hits per page, for the hint about unreachable hits.
 * @attr {boolean} no-url-sync - With a store, leaves the URL and the history alone.
 * @attr {string} url-param - The query parameter of the one-based page (default `page`).
 *
 * @event {CustomEvent<PageChangeDetail>} search-page-change - Cancelable, on a plain click of a
 * page control, before the page changes; `page` and `previousPage` are zero-based. Cancel it to
 * handle the change yourself; without a store or render state, the element otherwise updates
 * its `page`.
 */
export class SearchPagination extends LightElement {
  static override properties = properties;

  /** Adds `scroll-to`, the alias attribute of `scrollTarget` (InstantSearch.js's name). */
  protected static override finalize(): void {
    super.finalize();
    this.attributeMap.set('scroll-to', this.attributeMap.get('scroll-target')!);
  }

  /**
   * Removes the first-page control.
   * @attr hide-first
   */
  hideFirst = false;
  /**
   * Removes the previous-page control.
   * @attr hide-previous
   */
  hidePrevious = false;
  /**
   * Removes the next-page control.
   * @attr hide-next
   */
  hideNext = false;
  /**
   * Removes the last-page control.
   * @attr hide-last
   */
  hideLast = false;
  /**
   * Pages shown on each side of the current one.
   * @attr padding
   */
  padding = 3;
  /**
   * The most pages to offer (caps the page count, the last page and the last-page state).
   * @attr total-pages
   */
  declare totalPages: number | undefined;
  /**
   * Where to scroll after a page change: a CSS selector, an element, `true` (the body) or
   * `false` (no scrolling). Attribute `scroll-target` (alias `scroll-to`); default `body`.
   * InstantSearch.js calls this option `scrollTo`: the `pagination()` widget and the React
   * component accept that name too, but an element property cannot take it (it would hide
   * `Element.prototype.scrollTo()`).
   * @attr scroll-target
   */
  scrollTarget: string | Element | boolean = 'body';
  /**
   * `smooth` scrolls smoothly, unless the user prefers reduced motion.
   * @attr scroll-behavior
   */
  scrollBehavior: 'auto' | 'smooth' = 'auto';
  /**
   * Pixels kept above the scroll target, e.g. the height of a sticky header.
   * @attr scroll-offset
   */
  scrollOffset = 0;
  /**
   * After a page change, move focus to this element (a CSS selector or an element, typically
   * the results) instead of keeping it on the equivalent pagination control.
   * @attr focus-target
   */
  declare focusTarget: string | HTMLElement | undefined;
  /**
   * Format page numbers with `Intl.NumberFormat` in the element's language.
   * @attr format-numbers
   */
  formatNumbers = false;
  /**
   * The zero-based current page, when driven by attributes.
   * @attr page
   */
  page = 0;
  /**
   * The page count, when driven by attributes.
   * @attr nb-pages
   */
  nbPages = 0;
  /**
   * The hit count, when driven by attributes.
   * @attr nb-hits
   */
  nbHits = 0;
  /**
   * Hits per page, to tell when the pages cannot reach every hit (default: the store's).
   * @attr hits-per-page
   */
  declare hitsPerPage: number | undefined;
  /**
   * With a store: leave the URL and the browser history alone.
   * @attr no-url-sync
   */
  noUrlSync = false;
  /**
   * The query parameter of the one-based page in URLs.
   * @attr url-param
   */
  urlParam = 'page';
  /** Content of the controls, as in InstantSearch.js. */
  declare templates: PaginationTemplates | undefined;
  /**
   * Classes added to the default ones, as in InstantSearch.js. Set a new object to change them
   * (the names are built once per object: one changed in place keeps its first classes).
   */
  declare cssClasses: PaginationCssClasses | undefined;
  /** Strings, merged over the English defaults (`defaultStrings`). */
  declare strings: Partial<PaginationStrings> | undefined;
  /** The store to read and refine (wins over an ancestor provider's). */
  declare store: Store | undefined;
  /** A connector render state: when set, the element renders it and refines through it. */
  declare renderState: PaginationRenderState | undefined;

  /** Shows the first-page control: the negation of `hideFirst` (InstantSearch.js's option). */
  declare showFirst: boolean;
  /** Shows the previous-page control: the negation of `hidePrevious`. */
  declare showPrevious: boolean;
  /** Shows the next-page control: the negation of `hideNext`. */
  declare showNext: boolean;
  /** Shows the last-page control: the negation of `hideLast`. */
  declare showLast: boolean;
  /** With a store, keeps the page in the URL and the history: the negation of `noUrlSync`. */
  declare urlSync: boolean;

  static {
    // The positive aliases: accessors that read and write the negation of a boolean property.
    const aliases = {
      showFirst: 'hideFirst',
      showPrevious: 'hidePrevious',
      showNext: 'hideNext',
      showLast: 'hideLast',
      urlSync: 'noUrlSync',
    };
    for (const [name, negated] of Object.entries(aliases)) {
      Object.defineProperty(this.prototype, name, {
        get(this: Record<string, unknown>) {
          return !this[negated];
        },
        set(this: Record<string, unknown>, value: unknown) {
          this[negated] = !value;
        },
      });
    }
  }

  readonly #consumer = new StoreConsumer(this, { own: () => this.store });
  readonly #locale = new LanguageController(this, { part: 'pagination', defaults: defaultStrings });
  #connection: StoreConnection | undefined;
  #connectionKey: unknown[] = [];
  #storeState: PaginationRenderState | undefined;
  #widget!: PaginationCore;
  #state!: PaginationRenderState;
  #status = '';
  #label: string | null = null;
  #strings!: PaginationStrings;
  #focus: [PaginationItemKind, number, boolean] | undefined;

  override connectedCallback(): void {
    adoptPaginationStyles(this);
    if (!this.hasAttribute('role')) this.setAttribute('role', 'navigation');
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#connection?.();
    this.#connection = undefined;
    this.#connectionKey = [];
  }

  /** The zero-based page shown now, whatever drives the element. */
  get currentPage(): number {
    return this.#state?.currentRefinement ?? this.page;
  }

  #numbers(): Intl.NumberFormat {
    return formatter(Intl.NumberFormat, this.#locale.locale);
  }

  protected override willUpdate(): void {
    this.#strings = this.#locale.strings(this.strings);
    const store = this.#consumer.store;
    const { padding, totalPages } = this;
    const key = [store, padding, totalPages, this.noUrlSync, this.urlParam];
    if (key.some((value, i) => value !== this.#connectionKey[i])) {
      this.#connection?.();
      this.#connection = this.#storeState = undefined;
      this.#connectionKey = key;
      this.#widget = paginationCore((state) => {
        this.#storeState = state;
        this.requestUpdate();
      })({ padding, totalPages });
      if (store)
        this.#connection = connectToStore(store, this.#widget, {
          url: !this.noUrlSync,
          param: this.urlParam,
        });
    }
    // Without a store or a render state, the same widget runs on the attributes: they are its
    // search state (`page`) and its results (`nbHits`, `nbPages`); `refine` sets `page`.
    let state =
      this.renderState ??
      this.#storeState ??
      this.#widget.getWidgetRenderState({
        state: { page: this.page } as PaginationSearchParameters,
        results: this,
        helper: { setPage: (page) => (this.page = page), search() {} },
        createURL: (next) => pageURL(next({}).page, this.urlParam),
      });
    // Whatever drives it, its numbers are checked once: whole, finite, in range, few links.
    const nbPages = toInteger(state.nbPages, 0, 0);
    const page = toInteger(state.currentRefinement, 0, 0);
    state = {
      ...state,
      nbPages,
      nbHits: toInteger(state.nbHits, 0, 0),
      currentRefinement: page,
      isFirstPage: page < 1,
      isLastPage: page >= nbPages - 1,
      pages: (state.pages ?? [])
        .filter((page) => page === toInteger(page, -1, 0, nbPages && nbPages - 1))
        .slice(0, 101),
    };
    const previous = this.#state?.currentRefinement;
    if (previous !== undefined && previous !== state.currentRefinement && state.nbPages > 0) {
      const numbers = this.#numbers();
      this.#status = fill(this.#strings.status, {
        page: numbers.format(state.currentRefinement + 1),
        nbPages: numbers.format(state.nbPages),
      });
    }
    this.#state = state;
  }

  protected override render(): TemplateResult {
    const state = this.#state;
    const strings = this.#strings;
    const perPage = toInteger(this.hitsPerPage || this.#consumer.store?.search.hitsPerPage, 0, 0);
    const reachable = perPage ? state.nbPages * perPage : 1000;
    const hint =
      state.nbPages > 0 &&
      state.nbHits > reachable &&
      fill(strings.hint, {
        reachable: this.#numbers().format(reachable),
        nbHits: this.#numbers().format(state.nbHits),
      });
    // prettier-ignore
    return html`${markup(state, this, strings, this.#go, this.formatNumbers ? this.#numbers().format : String)}<div role="status" class="search-pagination-status">${this.#status}</div>${hint ? html`<p class="search-pagination-hint">${hint}</p>` : nothing}`;
  }

  readonly #go = (page: number, kind: PaginationItemKind): void => {
    const state = this.#state;
    const detail: PageChangeDetail = { page, previousPage: state.currentRefinement };
    if (!emit(this, 'search-page-change', detail, { cancelable: true })) return;
    this.#focus = [kind, page, this.contains(document.activeElement)];
    state.refine(page);
    scrollAfterChange(this.scrollTarget, this.scrollBehavior, this.scrollOffset);
  };

  protected override updated(): void {
    const label = this.#strings.label;
    if (!this.hasAttribute('aria-labelledby') && this.getAttribute('aria-label') === this.#label) {
      this.setAttribute('aria-label', (this.#label = label));
    }
    const focus = this.#focus;
    if (!focus || focus[1] !== this.#state.currentRefinement) return;
    this.#focus = undefined;
    const active = document.activeElement;
    let target: HTMLElement | null | undefined;
    if (this.focusTarget) {
      target = find(this.focusTarget);
      // Made focusable by script when it is not (a negative `tabIndex`), out of the tab order.
      if (target && target.tabIndex < 0) target.tabIndex = -1;
    } else if (focus[2] && (active === document.body || this.contains(active))) {
      target = pageControl(this, focus[0]);
    }
    target?.focus({ preventScroll: true });
  }
}
