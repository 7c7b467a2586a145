import { ContextConsumer } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { emit } from '../internal/emit.js';
import { storeContext } from '../store/context.js';
import { StoreController } from '../store/controller.js';
import type { Store } from '../store/store.js';
import type { SecretKey, SecretKeysPage } from '../api/schemas/secret-keys.js';
import {
  detailLines,
  formatAbsolute,
  formatRelative,
  maskSecret,
  parseDate,
  safeLocale,
  type DetailItem,
} from './format.js';
import {
  lastPage,
  pageForLimit,
  pageOutcome,
  pageRange,
  pageSizeOptions,
  parseIntegerAttribute,
  toApiPage,
  toWidgetPage,
} from './paging.js';
import { defaultStrings, type SecretKeyListStrings } from './strings.js';
import { styles } from './secret-key-list.styles.js';

/** What the element needs of the API client (the library's `ApiClient` has it). */
export interface SecretKeysClient {
  readonly appId?: string;
  listSecretKeys(
    params?: { page?: number; limit?: number },
    options?: { signal?: AbortSignal },
  ): Promise<SecretKeysPage>;
}

/** `detail` of `search-key-reveal` and `search-key-copy`: the key's id, never its value. */
export interface SecretKeyEventDetail {
  id: string;
}

/** `detail` of `search-page-change`: the one-based page and the page size asked for. */
export interface SecretKeyPageChangeDetail {
  page: number;
  limit: number;
  previousPage: number;
  previousLimit: number;
}

const integerAttribute = (fallback: number) => ({
  fromAttribute: (value: string | null) => parseIntegerAttribute(value, fallback),
  toAttribute: (value: number) => String(value),
});

function isClient(value: unknown): value is SecretKeysClient {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SecretKeysClient).listSecretKeys === 'function'
  );
}

interface ErrorLike {
  kind?: string;
  status?: number;
  message?: string;
  detail?: unknown;
  name?: string;
}

type DateField = 'createdAt' | 'updatedAt' | 'lastUsedAt';

/**
 * @tag secret-key-list
 * @summary The agent service's secret keys as a paginated table: values masked until the user
 * reveals one row, copy without revealing, agents, default badge and dates.
 *
 * Give it a `store` holding the API client, or place it inside a `<search-provider>`. The
 * secret of a key reaches the page only after the user reveals that row, and is hidden again
 * when the page changes or the element leaves the document. Rows are in the service's order.
 *
 * @event search-page-change - Cancelable. The user asked for another page or page size;
 *   `detail: { page, limit, previousPage, previousLimit }` (pages one-based). Cancel it and
 *   nothing changes.
 * @event search-key-reveal - Cancelable. The user asked to reveal a key; `detail: { id }`.
 *   Cancel it and the key stays masked.
 * @event search-key-copy - A key's secret was copied to the clipboard; `detail: { id }`.
 *
 * @csspart toolbar - The row holding the page-size selector and the range.
 * @csspart table - The table.
 * @csspart badge - The "default" badge.
 * @csspart chip - One agent chip.
 * @csspart error - The error box.
 * @csspart notice - The live message after a copy.
 *
 * @cssprop --secret-key-list-color - Text colour.
 * @cssprop --secret-key-list-border-color - Borders and chip outlines.
 * @cssprop --secret-key-list-muted-color - Secondary text.
 * @cssprop --secret-key-list-accent-color - Badge, pressed toggle and focus ring.
 * @cssprop --secret-key-list-accent-text - Text on the accent colour.
 * @cssprop --secret-key-list-error-color - Error text.
 * @cssprop --secret-key-list-button-background - Button background.
 * @cssprop --secret-key-list-tooltip-background - Date tooltip background.
 * @cssprop --secret-key-list-tooltip-color - Date tooltip text.
 * @cssprop --secret-key-list-mono-font - Font of the secret values.
 */
export class SecretKeyList extends LitElement {
  static override styles = styles;

  /** The one-based page to show. */
  @property({ reflect: true, converter: integerAttribute(1) }) page = 1;

  /** Keys per page (the selector offers 10, 25, 50 and 100). */
  @property({ reflect: true, converter: integerAttribute(10) }) limit = 10;

  /**
   * The store holding the API client. Set it as a property (it holds credentials); without it,
   * the element uses the store of the closest `<search-provider>`.
   */
  @property({ attribute: false }) store: Store | undefined;

  /** Texts to override (merged over the English defaults). */
  @property({ attribute: false }) strings: Partial<SecretKeyListStrings> = {};

  @state() private _notice: { text: string; failure: boolean } | undefined;

  /** Secrets the user revealed, by key id. The only place a secret is kept for display. */
  readonly #revealed = new Map<string, string>();
  #clientVersion = 0;
  #moveFocusAfterLoad = false;
  #noticeToken = 0;

  readonly #context = new ContextConsumer(this, { context: storeContext, subscribe: true });

  readonly #storeController = new StoreController(this, {
    filter: (detail) => detail.part === 'client',
    onChange: () => {
      this.#clientVersion += 1;
    },
  });

  readonly #task = new Task(this, {
    task: async ([store, page, limit], { signal }) => {
      const client = store?.client;
      if (!store || !isClient(client)) return initialState;
      const key = `secret-keys:${client.appId ?? ''}:${page}:${limit}`;
      // No caching (ttl 0): secrets are not kept in the shared store after they arrive.
      return store.request(key, (s) => client.listSecretKeys({ page, limit }, { signal: s }), {
        signal,
        ttl: 0,
      });
    },
    args: () => [this.#store, this.page, this.limit, this.#clientVersion] as const,
    onComplete: () => {
      this.#revealed.clear();
    },
  });

  get #store(): Store | undefined {
    return this.store ?? this.#context.value;
  }

  get #strings(): SecretKeyListStrings {
    return { ...defaultStrings, ...this.strings };
  }

  get #locale(): string | undefined {
    return safeLocale(this.closest('[lang]')?.getAttribute('lang') ?? navigator.language);
  }

  /** Loads the current page again (after an error, or to refresh). */
  reload(): void {
    void this.#task.run();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#hideAll();
    this._notice = undefined;
    // Re-render now: a detached element must not keep a revealed secret in its shadow root.
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#storeController.store = this.#store;
    if (changed.has('page') || changed.has('limit') || changed.has('store')) this.#hideAll();
  }

  protected override updated(): void {
    if (this.#task.status !== TaskStatus.COMPLETE && this.#task.status !== TaskStatus.ERROR) return;
    if (this.#moveFocusAfterLoad) {
      this.#moveFocusAfterLoad = false;
      const target =
        this.renderRoot.querySelector<HTMLElement>('table:not([aria-busy="true"])') ??
        this.renderRoot.querySelector<HTMLElement>('[data-focus-target]');
      target?.focus();
    }
  }

  #hideAll(): void {
    this.#revealed.clear();
  }

  /** Asks listeners, then moves to `page`/`limit`. Returns false when the change was cancelled. */
  #changePage(page: number, limit: number, options: { moveFocus?: boolean } = {}): boolean {
    if (page === this.page && limit === this.limit) return true;
    const detail: SecretKeyPageChangeDetail = {
      page,
      limit,
      previousPage: this.page,
      previousLimit: this.limit,
    };
    if (!emit(this, 'search-page-change', detail, { cancelable: true })) return false;
    this.#hideAll();
    this._notice = undefined;
    this.#moveFocusAfterLoad = options.moveFocus ?? false;
    this.page = page;
    this.limit = limit;
    return true;
  }

  readonly #onPaginationChange = (event: Event): void => {
    // The nested widget counts from zero: convert, and speak for it with one-based pages.
    event.stopPropagation();
    const widgetPage = (event as CustomEvent<{ page: number }>).detail?.page;
    if (typeof widgetPage !== 'number' || !Number.isInteger(widgetPage)) return;
    if (!this.#changePage(toApiPage(widgetPage), this.limit)) event.preventDefault();
  };

  /**
   * The nested pagination is driven by this element's attributes only: keep it from binding to
   * the store of an ancestor provider (whose search state is not this list's).
   */
  readonly #isolateContext = (event: Event): void => {
    if ((event as Event & { context?: unknown }).context === storeContext) event.stopPropagation();
  };

  readonly #onLimitChange = (event: Event): void => {
    const select = event.target as HTMLSelectElement;
    const limit = Number(select.value);
    if (!Number.isInteger(limit) || limit < 1) return;
    if (!this.#changePage(pageForLimit(this.page, this.limit, limit), limit)) {
      select.value = String(this.limit);
    }
  };

  #onRetry(): void {
    this.#moveFocusAfterLoad = true;
    this.reload();
  }

  #toggle(row: SecretKey): void {
    if (this.#revealed.has(row.id)) {
      this.#revealed.delete(row.id);
    } else {
      if (
        !emit<SecretKeyEventDetail>(this, 'search-key-reveal', { id: row.id }, { cancelable: true })
      )
        return;
      this.#revealed.set(row.id, row.value);
    }
    this.requestUpdate();
  }

  async #copy(id: string): Promise<void> {
    const row = this.#task.value?.data.find((r) => r.id === id);
    if (!row) return;
    const name = this.#name(row);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('unavailable');
      await navigator.clipboard.writeText(row.value);
    } catch {
      this.#setNotice(this.#strings.copyFailed(name), true);
      return;
    }
    this.#setNotice(this.#strings.copied(name), false);
    emit<SecretKeyEventDetail>(this, 'search-key-copy', { id });
  }

  /** Sets the live message; the same message twice is announced twice. */
  #setNotice(text: string, failure: boolean): void {
    const token = ++this.#noticeToken;
    this._notice = undefined;
    void this.updateComplete.then(() => {
      if (token === this.#noticeToken) this._notice = { text, failure };
    });
  }

  #name(row: SecretKey): string {
    return row.name.trim() === '' ? this.#strings.unnamed : row.name;
  }

  protected override render(): TemplateResult {
    const s = this.#strings;
    const store = this.#store;
    const notice = html`<p
      class=${this._notice ? (this._notice.failure ? 'notice failure' : 'notice') : 'notice idle'}
      part="notice"
      role="status"
    >
      ${this._notice?.text ?? ''}
    </p>`;
    if (!store || !isClient(store.client)) {
      return html`<p class="state">${s.noClient}</p>`;
    }
    const status = this.#task.status;
    const value = this.#task.value;
    let body: TemplateResult;
    if (status === TaskStatus.ERROR) {
      body = this.#renderError(this.#task.error);
    } else if (!value) {
      body = this.#renderSkeleton();
    } else {
      body = this.#renderPage(value, status === TaskStatus.PENDING);
    }
    return html`${this.#renderToolbar(status === TaskStatus.ERROR ? undefined : value)}${body}${notice}`;
  }

  #renderToolbar(value: SecretKeysPage | undefined): TemplateResult {
    const s = this.#strings;
    const nf = new Intl.NumberFormat(this.#locale);
    let range: string | typeof nothing = nothing;
    if (value && value.data.length > 0) {
      const { from, to } = pageRange(value.pagination, value.data.length);
      range = s.range(nf.format(from), nf.format(to), nf.format(value.pagination.totalCount));
    }
    return html`<div class="toolbar" part="toolbar">
      <label>
        ${s.pageSize}
        <select @change=${this.#onLimitChange}>
          ${pageSizeOptions(this.limit).map(
            (size) =>
              html`<option value=${size} ?selected=${size === this.limit}>
                ${nf.format(size)}
              </option>`,
          )}
        </select>
      </label>
      ${range === nothing ? nothing : html`<p class="range">${range}</p>`}
    </div>`;
  }

  #renderHead(): TemplateResult {
    const s = this.#strings;
    return html`<thead>
      <tr>
        <th scope="col">${s.columnName}</th>
        <th scope="col">${s.columnValue}</th>
        <th scope="col">${s.columnAgents}</th>
        <th scope="col">${s.columnDefault}</th>
        <th scope="col">${s.columnCreated}</th>
        <th scope="col">${s.columnUpdated}</th>
        <th scope="col">${s.columnLastUsed}</th>
      </tr>
    </thead>`;
  }

  #renderSkeleton(): TemplateResult {
    const s = this.#strings;
    const count = Math.min(Math.max(this.limit, 1), 10);
    return html`<p class="sr-only" role="status">${s.loading}</p>
      <div class="scroll">
        <table part="table" aria-busy="true">
          <caption>
            ${s.caption}
          </caption>
          ${this.#renderHead()}
          <tbody>
            ${Array.from(
              { length: count },
              () =>
                html`<tr class="skeleton" aria-hidden="true">
                  ${Array.from({ length: 7 }, () => html`<td><span></span></td>`)}
                </tr>`,
            )}
          </tbody>
        </table>
      </div>`;
  }

  #renderPage(value: SecretKeysPage, stale: boolean): TemplateResult {
    const s = this.#strings;
    const nf = new Intl.NumberFormat(this.#locale);
    const info = value.pagination;
    const outcome = pageOutcome(value.data.length, info);
    const loadingNote = stale
      ? html`<p class="sr-only" role="status">${s.loadingPage(nf.format(this.page))}</p>`
      : nothing;
    if (outcome === 'empty') {
      return html`${loadingNote}
        <div class="state" aria-busy=${stale ? 'true' : 'false'}>
          <p><strong>${s.empty}</strong></p>
          <p class="muted">${s.emptyHint}</p>
        </div>`;
    }
    if (outcome === 'past-end') {
      const last = lastPage(info);
      return html`${loadingNote}
        <div class="state" aria-busy=${stale ? 'true' : 'false'}>
          <p>${s.pastEnd(nf.format(this.page), nf.format(info.totalPages))}</p>
          <button
            type="button"
            data-focus-target
            @click=${() => this.#changePage(last, this.limit, { moveFocus: true })}
          >
            ${s.goToLastPage(nf.format(last))}
          </button>
        </div>`;
    }
    const now = new Date();
    const locale = this.#locale;
    return html`${loadingNote}
      <div class="scroll">
        <table
          part="table"
          tabindex="-1"
          class=${stale ? 'stale' : ''}
          aria-busy=${stale ? 'true' : 'false'}
        >
          <caption>
            ${s.caption}
          </caption>
          ${this.#renderHead()}
          <tbody>
            ${value.data.map((row, index) => this.#renderRow(row, index, now, locale))}
          </tbody>
        </table>
      </div>
      ${
        info.totalPages > 1
          ? html`<search-pagination
              aria-label=${s.paginationLabel}
              page=${toWidgetPage(Math.min(Math.max(info.page, 1), info.totalPages))}
              nb-pages=${info.totalPages}
              nb-hits=${info.totalCount}
              hits-per-page=${info.limit}
              .scrollTarget=${false}
              .strings=${s.pagination}
              @context-request=${this.#isolateContext}
              @search-page-change=${this.#onPaginationChange}
            ></search-pagination>`
          : nothing
      }`;
  }

  #renderRow(row: SecretKey, index: number, now: Date, locale: string | undefined): TemplateResult {
    const s = this.#strings;
    const name = this.#name(row);
    const revealed = this.#revealed.get(row.id);
    return html`<tr>
      <th scope="row" dir="auto">${name}</th>
      <td class="secret">
        ${
          revealed === undefined
            ? html`<span class="mask" aria-hidden="true">${maskSecret()}</span
                ><span class="sr-only">${s.masked}</span>`
            : html`<code class="value" dir="ltr">${revealed}</code>`
        }
        <span class="actions">
          <button
            type="button"
            class="reveal"
            aria-pressed=${revealed === undefined ? 'false' : 'true'}
            aria-label=${s.revealLabel(name)}
            @click=${() => this.#toggle(row)}
          >
            ${s.reveal}
          </button>
          <button
            type="button"
            class="copy"
            aria-label=${s.copyLabel(name)}
            @click=${() => this.#copy(row.id)}
          >
            ${s.copy}
          </button>
        </span>
      </td>
      <td>
        ${
          row.agentIds.length === 0
            ? html`<span class="muted">${s.noAgents}</span>`
            : html`<ul class="chips" aria-label=${s.agentsLabel(name)}>
                ${row.agentIds.map(
                  (agent) => html`<li class="chip" part="chip" dir="auto">${agent}</li>`,
                )}
              </ul>`
        }
      </td>
      <td>
        ${
          row.isDefault
            ? html`<span class="badge" part="badge">${s.defaultBadge}</span>`
            : html`<span class="sr-only">${s.notDefault}</span>`
        }
      </td>
      <td>${this.#renderDate(row, 'createdAt', index, now, locale)}</td>
      <td>${this.#renderDate(row, 'updatedAt', index, now, locale)}</td>
      <td>${this.#renderDate(row, 'lastUsedAt', index, now, locale)}</td>
    </tr>`;
  }

  #renderDate(
    row: SecretKey,
    field: DateField,
    index: number,
    now: Date,
    locale: string | undefined,
  ): TemplateResult {
    const raw = row[field];
    if (raw === null || raw === undefined) {
      return html`<span class="muted">${this.#strings.neverUsed}</span>`;
    }
    const date = parseDate(raw);
    if (!date) return html`<span dir="auto">${raw}</span>`;
    const tipId = `date-${index}-${field}`;
    const absolute = formatAbsolute(date, locale);
    return html`<span class="date-wrap"
      ><span
        class="date"
        tabindex="0"
        aria-describedby=${tipId}
        @keydown=${this.#onDateKeydown}
        @blur=${this.#onDateBlur}
        ><time datetime=${date.toISOString()}>${formatRelative(date, now, locale)}</time></span
      ><span class="tip" role="tooltip" id=${tipId} aria-label=${absolute}>${absolute}</span></span
    >`;
  }

  readonly #onDateKeydown = (event: KeyboardEvent): void => {
    // A tooltip can be dismissed without moving focus (WCAG 1.4.13).
    if (event.key === 'Escape') (event.currentTarget as HTMLElement).classList.add('dismissed');
  };

  readonly #onDateBlur = (event: FocusEvent): void => {
    (event.currentTarget as HTMLElement).classList.remove('dismissed');
  };

  #renderError(error: unknown): TemplateResult {
    const s = this.#strings;
    const e = (error ?? {}) as ErrorLike;
    const message = typeof e.message === 'string' ? e.message : String(error);
    let heading = s.failed;
    let content: TemplateResult = html`<p>${message}</p>`;
    if (e.kind === 'http' && Array.isArray(e.detail)) {
      heading = s.invalidParameters;
      content = html`<ul>
        ${detailLines(e.detail as DetailItem[]).map((line) => html`<li>${line}</li>`)}
      </ul>`;
    } else if (e.kind === 'limit') {
      // Refused before sending (e.g. page 0): the same problem the service would name.
      heading = s.invalidParameters;
      content = html`<ul>
        <li>${message}</li>
      </ul>`;
    } else if (e.kind === 'http' && (e.status === 401 || e.status === 403)) {
      heading = s.notAllowed;
    } else if (e.kind === 'network' || e.kind === 'timeout') {
      heading = s.unreachable;
    } else if (e.kind === 'schema') {
      heading = s.malformed;
    }
    return html`<div class="error" part="error" role="alert">
      <p><strong>${heading}</strong></p>
      ${content}
      <button type="button" data-focus-target @click=${this.#onRetry}>${s.retry}</button>
    </div>`;
  }
}
