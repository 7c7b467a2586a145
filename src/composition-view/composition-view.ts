import { consume } from '@lit/context';
import { Task, TaskStatus } from '@lit/task';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { describeError } from '../api/errors.js';
import type { ClientCore } from '../api/core.js';
import { getComposition } from '../api/endpoints/composition.js';
import { StoreController } from '../store/controller.js';
import { storeContext } from '../store/context.js';
import type { Store } from '../store/store.js';
import { MAX_SORTING_STRATEGIES, type CompositionWarning } from './check.js';
import { styles } from './composition-view.styles.js';
import { compositionView } from './model.js';
import type {
  CompositionLike,
  CompositionView as ViewModel,
  DeduplicationView,
  InjectedItemView,
  InjectionView,
  SourceView,
} from './model.js';
import { jsonText } from './params.js';
import type { GroupedParams, ParamEntry, RenderingContentView } from './params.js';
import type { CheckedUrl } from './safe-url.js';
import { defaultStrings, type CompositionViewStrings } from './strings.js';

type ErrorState = 'notFound' | 'notEnabled' | 'badKey' | 'badRequest' | 'network' | 'other';

/** Which error state a failure shows, from its HTTP status or kind. */
export function errorState(error: unknown): ErrorState {
  const e = error as { kind?: unknown; status?: unknown } | null;
  if (e && e.kind === 'http' && typeof e.status === 'number') {
    if (e.status === 404) return 'notFound';
    if (e.status === 402) return 'notEnabled';
    if (e.status === 401 || e.status === 403) return 'badKey';
    if (e.status === 400) return 'badRequest';
  }
  if (e && (e.kind === 'network' || e.kind === 'timeout')) return 'network';
  return 'other';
}

const ERROR_TITLE = {
  notFound: 'errorNotFound',
  notEnabled: 'errorNotEnabled',
  badKey: 'errorBadKey',
  badRequest: 'errorBadRequest',
  network: 'errorNetwork',
  other: 'errorOther',
} as const satisfies Record<ErrorState, keyof CompositionViewStrings>;

class MissingClientError extends Error {}

const ITEM_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (i: number) => ITEM_LETTERS[i % 26]!;

let nextId = 0;

/**
 * @tag composition-view
 * @summary Shows one composition readably: its main source and search parameters, where
 * injected items land in the result list, how duplicates are resolved, its sorting strategies
 * or feeds, the documented rules it breaks, and its raw JSON.
 *
 * Load one by id (`composition-id`, through the store's API client, shared with the other
 * elements), or pass an object as the `composition` property (previews, no request).
 * Everything from the data is rendered as text; only absolute http(s) URLs become links or
 * images.
 *
 * @csspart header - The name, description, id and behaviour.
 * @csspart warnings - The list of broken rules.
 * @csspart tabs - The tab list switching between the readable and the JSON view.
 * @csspart readable - The readable view.
 * @csspart json - The `<pre>` holding the JSON.
 * @csspart copy - The copy button.
 * @csspart slots - The visual row of result positions.
 * @csspart state - The loading, empty and error messages.
 * @csspart retry - The retry button.
 *
 * @cssprop --composition-view-accent - Focus rings, selected tab and links.
 * @cssprop --composition-view-border - Borders and rules.
 * @cssprop --composition-view-muted - Secondary text.
 * @cssprop --composition-view-warning - Warning text and flags.
 * @cssprop --composition-view-warning-bg - Warning background.
 * @cssprop --composition-view-item-0 - Fill of the first injected item's slots (also -1 … -5).
 */
export class CompositionView extends LitElement {
  static override styles = styles;

  /** The composition to load (`GET /1/compositions/{objectID}`). Ignored when `composition` is set. */
  @property({ attribute: 'composition-id', reflect: true }) compositionId = '';

  /** A composition object to show as it is, without a request (previews). */
  @property({ attribute: false }) composition: CompositionLike | undefined;

  /** The store holding the API client. Defaults to the one of an ancestor `<search-provider>`. */
  @property({ attribute: false }) store: Store | undefined;

  /** The level of the name heading (2 by default); sections use the levels below it. */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  /** A `target` for links from the data (redirect, banners), e.g. `_blank`. None by default. */
  @property({ attribute: 'link-target' }) linkTarget: string | undefined;

  /**
   * Show banner image URLs as links instead of loading the images, so that viewing a
   * composition makes no request to the image hosts it names.
   */
  @property({ type: Boolean, attribute: 'no-images' }) noImages = false;

  /** Overrides for the visible and aria strings. */
  @property({ attribute: false }) strings: Partial<CompositionViewStrings> = {};

  @consume({ context: storeContext, subscribe: true })
  @state()
  private contextStore: Store | undefined;

  @state() private tab: 'readable' | 'json' = 'readable';
  @state() private copyStatus: '' | 'copied' | 'failed' = '';

  @query('pre[part="json"]') private jsonPre!: HTMLPreElement | null;

  readonly #uid = `cv${(nextId += 1)}`;
  readonly #store = new StoreController(this, { filter: (d) => d.part === 'client' });
  #text: CompositionViewStrings = defaultStrings;
  #lang = '';
  #numbers = new Intl.NumberFormat();
  #viewFor: unknown = undefined;
  #view: ViewModel | undefined;
  #focusBodyAfterUpdate = false;

  readonly #task = new Task(this, {
    task: async ([id, store], { signal }) => {
      if (!id || !store) return undefined;
      const client = store.client as Partial<ClientCore> | undefined;
      if (!client?.transport || !client.hosts) throw new MissingClientError();
      const core = client as ClientCore;
      return store.request(
        `composition:${core.appId}:${id}`,
        (shared) => getComposition(core, id, { signal: shared }),
        { signal },
      );
    },
    args: () =>
      [
        this.composition === undefined ? this.compositionId : '',
        this.#store.store,
        this.#store.store?.client,
      ] as const,
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('store') || changed.has('contextStore' as keyof CompositionView)) {
      this.#store.store = this.store ?? this.contextStore;
    }
    if (changed.has('strings')) this.#text = { ...defaultStrings, ...this.strings };
    const lang = this.closest('[lang]')?.getAttribute('lang') || navigator.language;
    if (lang !== this.#lang) {
      this.#lang = lang;
      try {
        this.#numbers = new Intl.NumberFormat(lang);
      } catch {
        this.#numbers = new Intl.NumberFormat();
      }
    }
    if (changed.has('compositionId') || changed.has('composition')) this.copyStatus = '';
  }

  protected override updated(): void {
    if (this.#focusBodyAfterUpdate) {
      this.#focusBodyAfterUpdate = false;
      this.renderRoot.querySelector<HTMLElement>('.body')?.focus();
    }
  }

  /** Loads the composition again (the retry button does this). */
  reload(): void {
    const store = this.#store.store;
    if (store && this.compositionId) {
      const appId = (store.client as Partial<ClientCore> | undefined)?.appId ?? '';
      store.clearCache(`composition:${appId}:${this.compositionId}`);
    }
    void this.#task.run();
  }

  #n = (value: number): string => this.#numbers.format(value);

  #modelFor(data: unknown): ViewModel {
    if (data !== this.#viewFor || !this.#view) {
      this.#viewFor = data;
      this.#view = compositionView(data);
    }
    return this.#view;
  }

  protected override render() {
    const s = this.#text;
    let body: TemplateResult;
    if (this.composition !== undefined) {
      body = this.#renderComposition(this.composition);
    } else if (!this.compositionId) {
      body = html`<p part="state" class="state">${s.empty}</p>`;
    } else if (!this.#store.store) {
      body = html`<p part="state" class="state" role="alert">${s.noClient}</p>`;
    } else {
      body = this.#task.render({
        initial: () => this.#renderLoading(),
        pending: () => this.#renderLoading(),
        complete: (value) =>
          value === undefined
            ? html`<p part="state" class="state">${s.empty}</p>`
            : this.#renderComposition(value),
        error: (error) => this.#renderError(error),
      });
    }
    const busy = this.composition === undefined && this.#task.status === TaskStatus.PENDING;
    return html`<div class="body" tabindex="-1" aria-busy=${busy ? 'true' : 'false'}>${body}</div>`;
  }

  #renderLoading() {
    return html`<p part="state" class="state" role="status">
      <span class="spinner" aria-hidden="true"></span>${this.#text.loading}
    </p>`;
  }

  #renderError(error: unknown) {
    const s = this.#text;
    if (error instanceof MissingClientError) {
      return html`<p part="state" class="state" role="alert">${s.noClient}</p>`;
    }
    const kind = errorState(error);
    return html`<div part="state" class="state error" role="alert" data-state=${kind}>
      <p class="error-title">${s[ERROR_TITLE[kind]]}</p>
      <p class="error-message">${s.serviceSaid} ${describeError(error)}</p>
      <button type="button" part="retry" @click=${this.#retry}>${s.retry}</button>
    </div>`;
  }

  #retry = () => {
    this.#focusBodyAfterUpdate = true;
    this.reload();
  };

  // Headings: dynamic levels without static templates.
  #heading(level: number, content: unknown, id?: string) {
    const l = Math.min(Math.max(Math.round(level) || 2, 1), 6);
    switch (l) {
      case 1:
        return html`<h1 id=${id ?? nothing}>${content}</h1>`;
      case 2:
        return html`<h2 id=${id ?? nothing}>${content}</h2>`;
      case 3:
        return html`<h3 id=${id ?? nothing}>${content}</h3>`;
      case 4:
        return html`<h4 id=${id ?? nothing}>${content}</h4>`;
      case 5:
        return html`<h5 id=${id ?? nothing}>${content}</h5>`;
      default:
        return html`<h6 id=${id ?? nothing}>${content}</h6>`;
    }
  }

  #renderComposition(data: unknown) {
    const s = this.#text;
    const view = this.#modelFor(data);
    const level = this.headingLevel;
    const behaviour = {
      injection: s.behaviourInjection,
      multifeed: s.behaviourMultifeed,
      both: s.behaviourBoth,
      none: s.behaviourNone,
    }[view.behaviour];
    const uid = this.#uid;
    return html`
      <header part="header">
        ${this.#heading(level, view.name ?? s.untitled)}
        ${
          view.description === null ? nothing : html`<p class="description">${view.description}</p>`
        }
        <dl class="facts">
          <div>
            <dt>${s.id}</dt>
            <dd><code class="id">${view.objectID ?? '—'}</code></dd>
          </div>
          <div>
            <dt>${s.behaviour}</dt>
            <dd class="behaviour">${behaviour}</dd>
          </div>
        </dl>
      </header>
      ${this.#renderWarnings(view.warnings, level + 1)}
      <div class="tabs" role="tablist" aria-label=${s.viewsLabel} part="tabs">
        ${this.#renderTab('readable', s.readableTab)} ${this.#renderTab('json', s.jsonTab)}
      </div>
      <div
        role="tabpanel"
        id="${uid}-panel-readable"
        aria-labelledby="${uid}-tab-readable"
        tabindex="0"
        part="readable"
        class="panel"
        ?hidden=${this.tab !== 'readable'}
      >
        ${this.tab === 'readable' ? this.#renderReadable(view, level + 1) : nothing}
      </div>
      <div
        role="tabpanel"
        id="${uid}-panel-json"
        aria-labelledby="${uid}-tab-json"
        class="panel"
        ?hidden=${this.tab !== 'json'}
      >
        <div class="json-tools">
          <button type="button" part="copy" class="copy" @click=${() => this.#copy(data)}>
            ${s.copyJson}
          </button>
          <span role="status" class="copy-status"
            >${
              this.copyStatus === 'copied'
                ? s.copied
                : this.copyStatus === 'failed'
                  ? s.copyFailed
                  : ''
            }</span
          >
        </div>
        ${
          this.tab === 'json'
            ? html`<pre part="json" tabindex="0" aria-label=${s.jsonTab}><code>${jsonText(
                data,
                2,
              )}</code></pre>`
            : nothing
        }
      </div>
    `;
  }

  #renderTab(name: 'readable' | 'json', label: string) {
    const selected = this.tab === name;
    return html`<button
      type="button"
      role="tab"
      id="${this.#uid}-tab-${name}"
      aria-selected=${selected ? 'true' : 'false'}
      aria-controls="${this.#uid}-panel-${name}"
      tabindex=${selected ? '0' : '-1'}
      data-tab=${name}
      @click=${() => this.#selectTab(name, false)}
      @keydown=${this.#onTabKey}
    >
      ${label}
    </button>`;
  }

  #onTabKey = (event: KeyboardEvent) => {
    const order = ['readable', 'json'] as const;
    const current = order.indexOf(this.tab);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (current + 1) % order.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (current - 1 + order.length) % order.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = order.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    this.#selectTab(order[next]!, true);
  };

  async #selectTab(name: 'readable' | 'json', focus: boolean) {
    this.tab = name;
    this.copyStatus = '';
    if (!focus) return;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[role="tab"][data-tab="${name}"]`)?.focus();
  }

  async #copy(data: unknown) {
    const textValue = jsonText(data, 2);
    this.copyStatus = '';
    await this.updateComplete;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(textValue);
      this.copyStatus = 'copied';
    } catch {
      // Leave the text selected so the user can copy it with the keyboard.
      const pre = this.jsonPre;
      const selection = (this.renderRoot as ShadowRoot).ownerDocument.getSelection();
      if (pre && selection) {
        const range = document.createRange();
        range.selectNodeContents(pre);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      this.copyStatus = 'failed';
    }
  }

  #renderWarnings(warnings: readonly CompositionWarning[], level: number) {
    if (warnings.length === 0) return nothing;
    const s = this.#text;
    return html`<section class="warnings" part="warnings" aria-labelledby="${this.#uid}-warnings">
      ${this.#heading(level, s.warningsHeading(this.#n(warnings.length)), `${this.#uid}-warnings`)}
      <ul>
        ${warnings.map((w) => html`<li data-code=${w.code}>${s.warning(w, this.#n)}</li>`)}
      </ul>
    </section>`;
  }

  #renderReadable(view: ViewModel, level: number) {
    const s = this.#text;
    return html`
      ${view.injection ? this.#renderInjection(view.injection, level, '') : nothing}
      ${
        view.multifeed
          ? html`<section class="feeds">
              ${this.#heading(level, s.feeds)}
              ${view.multifeed.hasOrder ? nothing : html`<p>${s.feedNoOrder}</p>`}
              ${view.multifeed.feeds.map((feed) => {
                const usedCount = view.multifeed!.feeds.filter((f) => f.used).length;
                const position = view.multifeed!.feeds.indexOf(feed) + 1;
                return html`<section
                  class="feed ${feed.used ? 'used' : 'unused'}"
                  data-feed=${feed.id}
                >
                  ${this.#heading(level + 1, s.feed(feed.id))}
                  <p class="feed-status">
                    ${
                      feed.used
                        ? s.feedUsed(this.#n(position), this.#n(usedCount))
                        : html`<span class="flag">${s.feedUnused}</span>`
                    }
                  </p>
                  ${
                    feed.injection
                      ? this.#renderInjection(feed.injection, level + 2, feed.id)
                      : html`<p>${s.feedNoInjection}</p>`
                  }
                </section>`;
              })}
            </section>`
          : nothing
      }
      ${this.#renderSorting(view, level)}
    `;
  }

  #renderInjection(injection: InjectionView, level: number, scope: string) {
    const s = this.#text;
    return html`
      <section class="main-source">
        ${this.#heading(level, s.mainSource)}
        ${injection.main ? this.#renderSource(injection.main) : html`<p>${s.noMainSource}</p>`}
      </section>
      <section class="injected">
        ${this.#heading(level, s.injectedItems)} ${this.#renderSlots(injection, scope)}
      </section>
      <section class="dedup">
        ${this.#heading(level, s.deduplication)} ${this.#renderDedup(injection.deduplication)}
      </section>
    `;
  }

  #renderDedup(dedup: DeduplicationView) {
    const s = this.#text;
    const text =
      dedup.positioning === 'unknown'
        ? s.dedupUnknown(dedup.raw)
        : dedup.positioning === 'highest'
          ? s.dedupHighest
          : s.dedupHighestInjected;
    return html`<p class="dedup-rule" data-positioning=${dedup.positioning}>${text}</p>
      ${dedup.isDefault ? html`<p class="dedup-default">${s.dedupDefault}</p>` : nothing}`;
  }

  #renderSlots(injection: InjectionView, scope: string) {
    const s = this.#text;
    const { items, slots } = injection;
    if (items.length === 0) return html`<p>${s.noInjectedItems}</p>`;
    const overlapping = new Set(slots.overlaps.flatMap((o) => o.positions));
    return html`
      <ol class="slots" part="slots" aria-hidden="true">
        ${slots.slots.map((slot) => {
          const first = slot.items[0];
          return html`<li
            class="slot ${first === undefined ? 'main' : `filled fill-${first % 6}`} ${
              overlapping.has(slot.position) ? 'overlap' : ''
            }"
            data-position=${slot.position}
          >
            <span class="slot-number">${this.#n(slot.position)}</span>
            <span class="slot-items"
              >${slot.items.length ? slot.items.map((i) => letter(i)).join('+') : '·'}</span
            >
          </li>`;
        })}
      </ol>
      <ul class="items" data-scope=${scope}>
        ${items.map((item, i) => this.#renderItem(item, i, injection))}
      </ul>
      <p class="main-rest">${s.mainFillsRest}</p>
    `;
  }

  #renderItem(item: InjectedItemView, index: number, injection: InjectionView) {
    const s = this.#text;
    const placed = !injection.slots.unplaced.includes(index);
    const overlaps = injection.slots.overlaps
      .filter((o) => o.items.includes(index))
      .flatMap((o) => o.items)
      .filter((other, i, all) => other !== index && all.indexOf(other) === i)
      .map((other) => `“${injection.items[other]!.label}”`);
    let where: string;
    if (item.range === null) where = placed ? s.occupiesNothing : s.notPlaced;
    else if (!placed) where = s.notPlaced;
    else {
      where = s.occupies(
        this.#n(item.range.first),
        this.#n(item.range.last),
        this.#n(item.range.last - item.range.first + 1),
      );
    }
    return html`<li class="item fill-${index % 6}">
      <p class="item-title">
        <span class="swatch" aria-hidden="true">${letter(index)}</span>
        <span class="item-name">${s.item(item.label)}</span>:
        <span class="item-where">${where}</span>${
          overlaps.length
            ? html`; <span class="flag">${s.overlapsWith(overlaps.join(', '))}</span>`
            : nothing
        }
      </p>
      <dl class="kv">
        <dt>${s.position}</dt>
        <dd>${this.#value(item.position)}</dd>
        <dt>${s.length}</dt>
        <dd>${this.#value(item.length)}</dd>
        <dt>${s.source}</dt>
        <dd>${item.source ? this.#renderSource(item.source) : '—'}</dd>
        ${
          item.addItemKey === null && item.extra.length === 0
            ? nothing
            : html`<dt>${s.metadata}</dt>
                <dd>
                  <dl class="kv">
                    ${
                      item.addItemKey === null
                        ? nothing
                        : html`<dt>${s.addItemKey}</dt>
                            <dd>${item.addItemKey ? s.yes : s.no}</dd>`
                    }
                    ${
                      item.extra.length
                        ? html`<dt>${s.extra}</dt>
                            <dd>
                              <dl class="kv">
                                ${item.extra.map(
                                  (e) =>
                                    html`<dt><code>${e.name}</code></dt>
                                      <dd><code>${e.json}</code></dd>`,
                                )}
                              </dl>
                            </dd>`
                        : nothing
                    }
                  </dl>
                </dd>`
        }
      </dl>
    </li>`;
  }

  #value(value: number | string | null) {
    if (value === null) return '—';
    return typeof value === 'number' ? this.#n(value) : html`<code>${value}</code>`;
  }

  #sourceType(source: SourceView) {
    const s = this.#text;
    return {
      search: s.sourceSearch,
      external: s.sourceExternal,
      recommend: s.sourceRecommend,
      unknown: s.sourceUnknown,
    }[source.kind];
  }

  #renderSource(source: SourceView) {
    return html`<dl class="kv source" data-kind=${source.kind}>${this.#sourceFacts(source)}</dl>`;
  }

  #sourceFacts(source: SourceView) {
    const s = this.#text;
    const type = html`<dt>${s.sourceType}</dt>
      <dd class="source-type">${this.#sourceType(source)}</dd>`;
    switch (source.kind) {
      case 'search':
        return html`${type}
          <dt>${s.index}</dt>
          <dd><code>${source.index ?? '—'}</code></dd>
          <dt>${s.parameters}</dt>
          <dd>${this.#renderParams(source.params)}</dd>`;
      case 'external':
        return html`${type}
          <dt>${s.index}</dt>
          <dd><code>${source.index ?? '—'}</code></dd>
          <dt>${s.ordering}</dt>
          <dd>
            ${
              source.ordering === null || source.ordering === 'default'
                ? s.orderingDefault
                : source.ordering === 'userDefined'
                  ? s.orderingUserDefined
                  : html`<code>${source.ordering}</code>`
            }
          </dd>
          <dt>${s.parameters}</dt>
          <dd>${this.#renderParams(source.params)}</dd>`;
      case 'recommend':
        return html`${type}
          <dt>${s.index}</dt>
          <dd><code>${source.indexName ?? '—'}</code></dd>
          <dt>${s.model}</dt>
          <dd><code>${source.model ?? '—'}</code></dd>
          ${
            source.threshold === null
              ? nothing
              : html`<dt>${s.threshold}</dt>
                  <dd>
                    ${
                      typeof source.threshold === 'number'
                        ? s.thresholdValue(this.#n(source.threshold))
                        : html`<code>${source.threshold}</code>`
                    }
                  </dd>`
          }
          ${source.params.map(
            (p) =>
              html`<dt>${p.name === '' ? s.otherParameters : html`<code>${p.name}</code>`}</dt>
                <dd>${this.#renderParams(p.params)}</dd>`,
          )}`;
      case 'unknown':
        return html`${type}
          <dd><code>${source.json}</code></dd>`;
    }
  }

  #renderParams(params: GroupedParams) {
    const s = this.#text;
    if (params.count === 0) return html`<span class="muted">${s.noParameters}</span>`;
    return html`<dl class="params">
      ${params.groups.map(
        (group) =>
          html`<dt class="group-name" data-group=${group.name}>${s.paramGroup[group.name]}</dt>
            <dd>
              <dl class="kv">${group.entries.map((entry) => this.#renderEntry(entry))}</dl>
            </dd>`,
      )}
      ${
        params.renderingContent
          ? html`<dt class="group-name" data-group="renderingContent">${s.renderingContent}</dt>
              <dd>${this.#renderRenderingContent(params.renderingContent)}</dd>`
          : nothing
      }
    </dl>`;
  }

  #renderEntry(entry: ParamEntry) {
    const s = this.#text;
    const name = html`<dt><code>${entry.name}</code></dt>`;
    switch (entry.kind) {
      case 'boolean':
        return html`${name}
          <dd>${entry.value ? s.yes : s.no}</dd>`;
      case 'number':
        return html`${name}
          <dd>${this.#n(entry.value)}</dd>`;
      case 'string':
        return html`${name}
          <dd>${entry.value === '' ? s.emptyString : html`<code>${entry.value}</code>`}</dd>`;
      case 'list':
        return html`${name}
          <dd>${this.#chips(entry.values)}</dd>`;
      case 'snippets':
        return html`${name}
          <dd>
            <ul class="chips">
              ${entry.values.map(
                (v) =>
                  html`<li>
                    <code>${v.attribute}</code>
                    <span class="muted"
                      >(${v.words === null ? s.snippetDefault : s.snippetWords(this.#n(v.words))})</span
                    >
                  </li>`,
              )}
            </ul>
          </dd>`;
      case 'filters':
        return html`${name}
          <dd>
            <span class="muted">${s.allOf}</span>
            <ul class="filters">
              ${entry.groups.map((group) =>
                group.length === 1
                  ? html`<li><code>${group[0]}</code></li>`
                  : html`<li>
                      ${s.anyOf} ${group.map((f, i) => html`${i > 0 ? ', ' : ''}<code>${f}</code>`)}
                    </li>`,
              )}
            </ul>
          </dd>`;
      case 'facets':
        return html`${name}
          <dd>
            <ul class="chips">
              ${entry.values.map(
                (f) =>
                  html`<li>
                    <code>${f.facet}</code>${
                      f.disjunctive ? html` <span class="badge">${s.disjunctive}</span>` : nothing
                    }
                  </li>`,
              )}
            </ul>
          </dd>`;
      case 'json':
        return html`${name}
          <dd><code>${entry.json}</code></dd>`;
    }
  }

  #chips(values: readonly string[]) {
    if (values.length === 0) return html`<span class="muted">${this.#text.emptyString}</span>`;
    return html`<ul class="chips">
      ${values.map((v) => html`<li><code>${v}</code></li>`)}
    </ul>`;
  }

  #link(url: CheckedUrl, label?: unknown) {
    if (url.href === null) {
      return html`<span class="unsafe-url"
        ><code>${url.raw}</code> <span class="flag">(${this.#text.unsafeUrl})</span></span
      >`;
    }
    return html`<a
      href=${url.href}
      rel="noopener noreferrer"
      target=${this.linkTarget ? this.linkTarget : nothing}
      >${label ?? url.raw}</a
    >`;
  }

  #renderRenderingContent(content: RenderingContentView) {
    const s = this.#text;
    return html`<dl class="kv rendering">
      ${
        content.facetOrder
          ? html`<dt>${s.facetOrder}</dt>
              <dd>
                <ol class="chips">
                  ${content.facetOrder.map((f) => html`<li><code>${f}</code></li>`)}
                </ol>
              </dd>`
          : nothing
      }
      ${content.facetValues.map(
        (v) =>
          html`<dt>${s.facetValuesOrder(v.facet)}</dt>
            <dd>
              <dl class="kv">
                ${
                  v.order.length
                    ? html`<dt>${s.pinnedFirst}</dt>
                        <dd>
                          <ol class="chips">
                            ${v.order.map((o) => html`<li><code>${o}</code></li>`)}
                          </ol>
                        </dd>`
                    : nothing
                }
                ${
                  v.sortRemainingBy === null
                    ? nothing
                    : html`<dt>${s.sortRemainingBy}</dt>
                        <dd><code>${v.sortRemainingBy}</code></dd>`
                }
                ${
                  v.hide.length
                    ? html`<dt>${s.hidden}</dt>
                        <dd>${this.#chips(v.hide)}</dd>`
                    : nothing
                }
              </dl>
            </dd>`,
      )}
      ${
        content.redirect
          ? html`<dt>${s.redirect}</dt>
              <dd class="redirect">${this.#link(content.redirect)}</dd>`
          : nothing
      }
      ${
        content.banners.length
          ? html`<dt>${s.banners}</dt>
              <dd>
                <ul class="banners">
                  ${content.banners.map((banner, i) => {
                    const title = banner.title ?? '';
                    return html`<li class="banner">
                      <figure>
                        ${banner.images.map((image) =>
                          image.href === null || this.noImages
                            ? html`<span class="banner-image"
                                >${s.bannerImage}: ${this.#link(image)}</span
                              >`
                            : html`<img
                                src=${image.href}
                                alt=${title}
                                loading="lazy"
                                referrerpolicy="no-referrer"
                              />`,
                        )}
                        <figcaption>
                          <span class="banner-title"
                            >${s.banner(this.#n(i + 1))}:
                            ${banner.title === null ? s.bannerUntitled : banner.title}</span
                          >
                          ${
                            banner.link
                              ? html`<span class="banner-link"
                                  >${s.bannerLink}: ${this.#link(banner.link)}</span
                                >`
                              : nothing
                          }
                        </figcaption>
                      </figure>
                    </li>`;
                  })}
                </ul>
              </dd>`
          : nothing
      }
      ${content.other.map(
        (o) =>
          html`<dt><code>${o.name}</code></dt>
            <dd><code>${o.json}</code></dd>`,
      )}
    </dl>`;
  }

  #renderSorting(view: ViewModel, level: number) {
    const s = this.#text;
    if (view.sorting.length === 0) return nothing;
    const over = view.sorting.some((r) => r.overLimit);
    return html`<section class="sorting">
      ${this.#heading(level, s.sortingStrategies)}
      <p>${s.sortingHelp}</p>
      <table>
        <caption class=${over ? 'flag' : ''}>
          ${s.sortingCaption(this.#n(view.sorting.length), this.#n(MAX_SORTING_STRATEGIES))}
        </caption>
        <thead>
          <tr>
            <th scope="col">${s.sortingLabel}</th>
            <th scope="col">${s.sortingIndex}</th>
            ${over ? html`<th scope="col">${s.sortingNote}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${view.sorting.map(
            (row) =>
              html`<tr class=${row.overLimit ? 'over' : ''}>
                <th scope="row"><code>${row.label}</code></th>
                <td><code>${row.index}</code></td>
                ${
                  over
                    ? html`<td>
                        ${row.overLimit ? html`<span class="flag">${s.overLimit}</span>` : ''}
                      </td>`
                    : nothing
                }
              </tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }
}
