import { html, nothing, unsafeCSS, type PropertyValues, type TemplateResult } from 'lit';
import { listSecretKeys } from '../api/endpoints/secret-keys.js';
import { SchemaError } from '../api/errors.js';
import { checkSecretKeysPage } from '../api/secret-keys-body.js';
import type { SecretKey, SecretKeysPage } from '../api/types/secret-keys.js';
import { emit } from '../internal/emit.js';
import type { PageChangeDetail } from '../internal/events.js';
import { toInteger } from '../internal/numbers.js';
import { TaskStatus } from '../internal/resource.js';
import { SearchElement } from '../internal/search-element.js';
import { emptyView } from '../internal/state-view.js';
import { zoneOf } from '../internal/time-zone-context.js';
import { sharedStyles } from '../internal/styles.js';
import { paginationRules } from '../pagination/pagination.styles.js';
import type { PaginationItemKind } from '../pagination/templates.js';
import {
  MAX_LIMIT,
  fromApiPage,
  lastPage,
  pageForLimit,
  pageOutcome,
  toApiPage,
} from './paging.js';
import * as pageLinks from './pages.js';
import { SecretsController } from './secrets.js';
import { styles } from './secret-key-list.styles.js';
import { defaultStrings, type SecretKeyListStrings } from './strings.js';
import {
  formatNumber,
  pastEndView,
  rowsView,
  skeletonView,
  toolbarView,
  type RowContext,
} from './templates.js';

/** `detail` of `search-page-size-change`: the new and previous size, and the page shown with it. */
export interface PageSizeChangeDetail {
  limit: number;
  previousLimit: number;
  /** The zero-based page that keeps the first key in view at the new size. */
  page: number;
}

/** An integer attribute, clamped (reflected as lit's default converter writes it). */
const integer = (fallback: number, min: number, max?: number) => ({
  fromAttribute: (value: string | null) => toInteger(value, fallback, min, max),
});

/**
 * @tag secret-key-list
 * @summary The agent service's secret keys as a paginated table: values masked until the user
 * reveals one row, copy without revealing, agents, default badge and dates.
 *
 * Give it a `store` holding the API client, or place it inside a `<search-provider>`. The
 * secret of a key reaches the page only after the user reveals that row, and is hidden again
 * when the page changes or the element leaves the document. Rows are in the service's order.
 * Pages count from zero (attribute, property and events); only the labels count from one. The
 * page links of a server-rendered list come once it runs in the browser.
 *
 * Layout follows the element's own width (a container query, not the viewport): from 64rem
 * (1,024 px at the default font size) a table with fixed column widths; below, each key is a card
 * (name and default badge, the masked value with its actions, agents, dates). Identifiers wrap
 * only after their own separators (`_`, `-`). Copy reads "Copied" for a moment (and says so to
 * assistive technology); the reveal toggle reads "Hide" while the secret is shown. Dates show
 * the short date with the relative one below it.
 *
 * @event {CustomEvent<PageChangeDetail>} search-page-change - Cancelable. The user asked for
 *   another page; `detail: { page, previousPage }` (zero-based). Cancel it and nothing changes.
 * @event {CustomEvent<PageSizeChangeDetail>} search-page-size-change - Cancelable. The user
 *   picked another page size; `detail: { limit, previousLimit, page }` (`page`: the zero-based
 *   page shown with it). Cancel it and nothing changes.
 * @event {CustomEvent<SecretKeyRevealDetail>} search-key-reveal - Cancelable. The user asked to
 *   reveal a key; `detail: { id }`. Cancel it and the key stays masked.
 * @event {CustomEvent<CopyDetail>} search-copy - A key's secret was copied to the clipboard;
 *   `detail: { kind: 'secret-key', id }` (never the secret).
 *
 * @csspart toolbar - The row holding the page-size selector and the range.
 * @csspart table - The table.
 * @csspart badge - The "default" badge.
 * @csspart chip - One agent chip.
 * @csspart loading - The loading state (a status and the skeleton table).
 * @csspart empty - The "no keys" state (`role="status"`).
 * @csspart no-client - The state shown without a store holding a client (`role="status"`).
 * @csspart error - A failed load: what went wrong (`role="alert"`) and the retry button.
 * @csspart retry - The retry button of the error state.
 * @csspart notice - The live message after a copy (drawn only when the copy failed; the copy
 *   button itself says "Copied").
 *
 * @cssprop --secret-key-list-color - Text colour (default: `--search-ui-text`).
 * @cssprop --secret-key-list-border-color - Borders and chip outlines (`--search-ui-border`).
 * @cssprop --secret-key-list-muted-color - Secondary text (`--search-ui-muted`).
 * @cssprop --secret-key-list-accent-color - Badge and current page (`--search-ui-accent`).
 * @cssprop --secret-key-list-accent-text - Text on the accent colour (`--search-ui-accent-text`).
 * @cssprop --secret-key-list-error-color - Error text (`--search-ui-danger`).
 * @cssprop --secret-key-list-button-background - Button background (`--search-ui-surface`).
 * @cssprop --secret-key-list-mono-font - Font of the secret values (`--search-ui-mono-font`).
 */
export class SecretKeyList extends SearchElement<SecretKeyListStrings> {
  // The page links' default look, scoped to this element's own `<nav>`, before its own styles.
  static override styles = [...sharedStyles, unsafeCSS(paginationRules('nav')), styles];

  static override properties = {
    page: { reflect: true, converter: integer(0, 0) },
    limit: { reflect: true, converter: integer(10, 1, MAX_LIMIT) },
    data: { attribute: false },
    _expanded: { state: true, attribute: false },
    timeZone: { attribute: 'time-zone' },
  };

  protected static override translations = { part: 'secretKeyList', defaults: defaultStrings };

  /**
   * The zero-based page to show (the attribute is clamped to 0 and above).
   * @attr page
   */
  page = 0;

  /**
   * Keys per page (the selector offers 10, 25, 50 and 100; the attribute is clamped to 1–100).
   * @attr limit
   */
  limit = 10;

  /**
   * The zone the keys' dates are shown in (a key created at 23:30 UTC on March 2 reads "Mar 3"
   * in Kiritimati): an IANA name (`America/New_York`) or `UTC`. Default: the `time-zone` of the
   * `<search-provider>` around, else the store's `timeZone` option, else the viewer's zone. An
   * invalid name falls back to the viewer's zone with one console warning.
   * @attr time-zone
   */
  timeZone: string | undefined;

  /** The zone in effect (`timeZone`, the provider's, the store's, else the viewer's). */
  readonly #zone = zoneOf(
    this,
    () => this.timeZone,
    () => this.consumer.store,
    () => this.hydration.active,
  );

  /**
   * A page of keys as the service answers it (`{ data, pagination }`), rendered without a
   * request: server rendering, previews. While it is set the list loads nothing; its page links
   * and size selector still emit their events, and the app answers them (with the next `data`,
   * or by removing `data` so that the list loads). It passes the check the service's answer
   * passes: a page of the wrong shape shows the error state, naming the field. Secrets in it reach the page's HTML only masked, as the list renders them.
   */
  data: SecretKeysPage | undefined;

  /** The zero-based current page of the page links drawn (undefined without links). */
  #shownPage: number | undefined;

  /** "Page 2 of 5", announced once the page asked for is shown. */
  #pageStatus = '';

  /** After a page link: the kind of control and the zero-based page to keep focus on. */
  #pageFocus: [PaginationItemKind, number] | undefined;

  readonly #secrets = new SecretsController(this, () => this.text);

  /** Rows of the page shown whose over-long name the user expanded (a new page starts clipped). */
  private _expanded: ReadonlySet<SecretKey> = new Set();

  readonly #toggleName = (row: SecretKey): void => {
    const expanded = new Set(this._expanded);
    if (!expanded.delete(row)) expanded.add(row);
    this._expanded = expanded;
  };

  // No caching (ttl 0): secrets are not kept in the shared store after they arrive.
  readonly #keys = this.resource<SecretKeysPage, readonly [number, number]>({
    name: 'secret-keys',
    ttl: 0,
    given: () => this.data,
    check: (raw) => {
      const checked = checkSecretKeysPage(raw);
      if (!checked.ok) throw new SchemaError(checked.mismatch.path, checked.mismatch.reason);
      return checked.value;
    },
    args: () => [this.page, this.limit],
    load: (client, [page, limit], signal) =>
      listSecretKeys(client, { page: toApiPage(page), limit }, { signal }),
    onComplete: () => this.#newPage(),
  });

  /** Loads the current page again from the service (after an error, or to refresh). */
  reload(): Promise<void> {
    return this.#keys.reload();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('page') || changed.has('limit') || changed.has('store')) {
      this.#secrets.hideAll();
    }
    if (changed.has('data') && this.data) this.#newPage();
    this.#followPage();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const { status, value } = this.#keys.state;
    const focus = this.#pageFocus;
    if (!focus || status === TaskStatus.PENDING) return;
    const loaded = value?.pagination.page;
    if (
      status === TaskStatus.ERROR ||
      (loaded !== undefined && fromApiPage(loaded) === this.page)
    ) {
      this.#pageFocus = undefined;
      // Keep focus on the equivalent control, unless the user moved it out of the links.
      const root = this.renderRoot as ShadowRoot;
      const nav = root.querySelector('nav');
      if (
        nav &&
        this.#shownPage === focus[1] &&
        (nav.contains(root.activeElement) || document.activeElement === document.body)
      )
        pageLinks.pageControl(nav, focus[0])?.focus();
    }
  }

  /** A page arrived: every secret masked again, every name clipped again. */
  #newPage(): void {
    this.#secrets.hideAll();
    this._expanded = new Set();
  }

  /** Asks listeners, then moves to `page`. Returns false when the change was cancelled. */
  #goTo(page: number, moveFocus = false): boolean {
    if (page === this.page) return true;
    const detail: PageChangeDetail = { page, previousPage: this.page };
    if (!emit(this, 'search-page-change', detail, { cancelable: true })) return false;
    this.#leavePage(moveFocus);
    this.page = page;
    return true;
  }

  #leavePage(moveFocus: boolean): void {
    this.#secrets.hideAll();
    this.#secrets.clearNotice();
    if (moveFocus) this.focusAfterLoad();
  }

  /** A plain click (or Enter) on a page link: the list asks, then loads that page. */
  readonly #onPageLink = (page: number, kind: PaginationItemKind): void => {
    if (page !== this.page && this.#goTo(page)) this.#pageFocus = [kind, page];
  };

  readonly #onLimitChange = (event: Event): void => {
    const select = event.target as HTMLSelectElement;
    const limit = toInteger(select.value, 0);
    if (limit < 1 || limit === this.limit) return;
    const detail: PageSizeChangeDetail = {
      limit,
      previousLimit: this.limit,
      page: pageForLimit(this.page, this.limit, limit),
    };
    if (!emit(this, 'search-page-size-change', detail, { cancelable: true })) {
      select.value = String(this.limit);
      return;
    }
    this.#leavePage(false);
    this.page = detail.page;
    this.limit = limit;
  };

  protected override render(): TemplateResult {
    const s = this.text;
    const { status, value } = this.#keys.state;
    const notice = this.#secrets.notice;
    return this.renderData(this.#keys, {
      skeleton: skeletonView(s, this.limit),
      content: (page, stale) => this.#renderPage(page, stale),
      before: toolbarView({
        strings: s,
        locale: this.locale,
        limit: this.limit,
        value: status === TaskStatus.ERROR ? undefined : value,
        onChange: this.#onLimitChange,
      }),
      after: html`<p
        class=${notice?.failure ? 'notice' : 'notice visually-hidden'}
        part="notice"
        role="status"
      >
        ${notice?.text ?? ''}
      </p>`,
    });
  }

  /** A page that arrived: its rows and links, else its empty or "past the end" state. */
  #renderPage(value: SecretKeysPage, stale: boolean): TemplateResult {
    const s = this.text;
    const locale = this.locale;
    const info = value.pagination;
    const outcome = pageOutcome(value.data.length, info);
    const note = stale
      ? html`<p class="visually-hidden" role="status">
          ${s.loadingPage(formatNumber(locale, this.page + 1))}
        </p>`
      : nothing;
    if (outcome === 'empty') {
      return html`${note}${emptyView(s.empty, s.emptyHint)}`;
    }
    if (outcome === 'past-end') {
      const pastEnd = pastEndView({
        strings: s,
        locale,
        page: this.page,
        pages: info.totalPages,
        onLast: () => this.#goTo(lastPage(info), true),
      });
      return html`${note}${pastEnd}`;
    }
    const ctx: RowContext = {
      strings: s,
      locale,
      timeZone: this.#zone(),
      now: new Date(),
      secrets: this.#secrets,
      expanded: this._expanded,
      toggleName: this.#toggleName,
    };
    return html`${note}${rowsView(ctx, value.data, stale)}${this.#pages(info)}`;
  }

  /**
   * The page links (nothing for one page; their room, empty, while hydrating: the server
   * rendered none). Their box keeps their room in a server render, so nothing below moves
   * when they come into it.
   */
  #pages(info: SecretKeysPage['pagination']): TemplateResult | typeof nothing {
    const nbPages = info.totalPages;
    if (!(nbPages > 1)) return nothing;
    const current = this.#shownPage;
    const view =
      current === undefined
        ? nothing
        : pageLinks.pagesView({
            strings: this.text,
            current,
            nbPages,
            status: this.#pageStatus,
            go: this.#onPageLink,
          });
    return html`<div class="links">${view}</div>`;
  }

  /**
   * Before a render: the current page of the links it draws (`undefined` without links), and
   * "Page 2 of 5" when it is another page than the links drawn last.
   */
  #followPage(): void {
    const { status, value } = this.#keys.state;
    const info = value?.pagination;
    const drawn =
      !this.hydration.active &&
      !(this.noClient && this.data === undefined) &&
      status !== TaskStatus.ERROR &&
      info &&
      info.totalPages > 1 &&
      pageOutcome(value.data.length, info) === 'rows';
    const previous = this.#shownPage;
    if (!drawn) {
      this.#shownPage = undefined;
      return;
    }
    const current = Math.min(Math.max(fromApiPage(info.page), 0), info.totalPages - 1);
    if (previous === undefined) this.#pageStatus = '';
    else if (previous !== current) {
      this.#pageStatus = pageLinks.pageStatus(this.text, this.locale, current, info.totalPages);
    }
    this.#shownPage = current;
  }
}
