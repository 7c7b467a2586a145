/**
 * The base of every element that loads through the store (`<usage-chart>`, `<secret-key-list>`,
 * `<composition-view>`): what they all do, declared once, so that one element teaches the others.
 *
 * - `store` (a property: it holds credentials) and `consumer`, which gives the element's own
 *   store, else the nearest `<search-provider>`'s (`store-consumer.ts`).
 * - Language: the subclass declares its part of the translations (`static translations`: the
 *   part's name and its complete English strings); the base owns the one `LanguageController`
 *   (locale, direction, strings), and `text`, the strings in effect (the translations for
 *   `locale` under `strings`), computed once per update.
 * - `hydration` (`ssr.ts`) and `locale`, the locale an update renders in: while hydrating, the
 *   one the server rendered in. A change of the element's own `lang` re-renders at once (an
 *   ancestor's change reaches the controller through its document observer).
 * - `resource(…)` makes the element's loader (`resource.ts`: a request, or data the page
 *   supplies, one check, one state), and `renderData(…)` draws its state in one order, in one
 *   busy wrapper: nothing asked, no client, error, loading, then the content. After Retry, focus
 *   goes to the Retry button when the load failed again, else to the wrapper (`part="base"`).
 */
import {
  html,
  LitElement,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { Store } from '../store/store.js';
import type { FailureStrings } from './failure-strings.js';
import { LanguageController } from './locale.js';
import { Resource, TaskStatus, type ResourceOptions, type ResourceState } from './resource.js';
import { Hydration } from './ssr.js';
import { errorView, loadingView, noClientView, type ErrorViewOptions } from './state-view.js';
import { StoreConsumer } from './store-consumer.js';
import type { TranslationSource } from './translations.js';

/** The strings every data element has: its failures, loading and no-client states. */
export interface DataStrings extends FailureStrings {
  /** Announced while loading. */
  loading: string;
  /** No store (or a store without client) and no data supplied. */
  noClient: string;
}

/** How `renderData` draws an element's value and what stands around it. */
export interface DataView<T> {
  /**
   * What stands in before anything is asked: nothing asked yet (an `emptyView`), or inputs the
   * service would refuse. `undefined` once something is asked.
   */
  unasked?: unknown;
  /** The loading state's skeleton, shaped like the content. */
  skeleton: TemplateResult;
  /** The content for a value; `stale` while a newer one loads over it. */
  content: (value: T, stale: boolean) => unknown;
  /** Replaces the generic title of a failure's kind (e.g. "Composition not found"). */
  title?: ErrorViewOptions['title'];
  /** Drawn before and after the state in the wrapper, in every state but "no client". */
  before?: unknown;
  after?: unknown;
}

export abstract class SearchElement<S extends DataStrings> extends LitElement {
  static override properties: PropertyDeclarations = {
    store: { attribute: false },
    strings: { attribute: false },
  };

  /** The element's part of the translations, with its complete English strings. */
  protected static translations: TranslationSource<DataStrings>;

  /**
   * The store holding the API client. Set it as a property (it holds credentials); without it,
   * the element uses the store of the closest `<search-provider>`.
   */
  store: Store | undefined;

  /** Texts to override (merged over the English defaults and the element's translations). */
  strings: Partial<S> = {};

  /** The store in use: `store`, else the nearest provider's. */
  protected readonly consumer = new StoreConsumer(this, { own: () => this.store });

  /** Whether this update renders what the server rendered (see `ssr.ts`). */
  protected readonly hydration = new Hydration(this);

  /** The element's locale, direction and strings. */
  protected readonly language = new LanguageController<S>(
    this,
    (this.constructor as typeof SearchElement).translations as unknown as TranslationSource<S>,
  );

  /** The strings of this update (see `text`). */
  #text: S | undefined;

  /** Whether focus follows the next load the user started (Retry), and the last status drawn. */
  #focusAfterLoad = false;
  #status: TaskStatus | undefined;

  /** Loads again from the service (Retry does this). */
  abstract reload(): Promise<void>;

  /** The locale this update renders in (while hydrating: the server's). */
  protected get locale(): string {
    return this.hydration.locale(this.language);
  }

  /** The strings in effect: the translations for `locale`, under `strings` (once per update). */
  protected get text(): S {
    return (this.#text ??= this.language.strings(this.strings, this.locale));
  }

  /** Whether there is no client to load with (never while hydrating: it may come later). */
  protected get noClient(): boolean {
    return !this.consumer.store?.client && !this.hydration.active;
  }

  /** The element's loader, with its consumer and hydration (see `resource.ts`). */
  protected resource<T, A extends readonly unknown[]>(
    options: Omit<ResourceOptions<T, A>, 'consumer' | 'hydration'>,
  ): Resource<T, A> {
    return new Resource<T, A>(this, {
      ...options,
      consumer: this.consumer,
      hydration: this.hydration,
    });
  }

  /** Moves focus when the next load the user started settles (see the class comment). */
  protected focusAfterLoad(): void {
    this.#focusAfterLoad = true;
  }

  readonly #retry = (): void => {
    this.focusAfterLoad();
    void this.reload();
  };

  /**
   * The element's state, in one order and one wrapper (`part="base"`, `aria-busy` while a value
   * loads): what stands in before anything is asked, no client, the error view (with Retry),
   * loading, then `view.content`.
   */
  protected renderData<T>(
    resource: { readonly state: ResourceState<T>; readonly supplied: unknown },
    view: DataView<T>,
  ): TemplateResult {
    const s = this.text;
    const { status, value, error } = resource.state;
    this.#status = status;
    let busy = false;
    let body: unknown;
    // (No client: nothing else stands around its message.)
    let { before, after } = view;
    if (view.unasked !== undefined) body = view.unasked;
    else if (resource.supplied === undefined && this.noClient) {
      body = noClientView(s.noClient);
      before = after = undefined;
    } else if (status === TaskStatus.ERROR) {
      body = errorView(error, { strings: s, title: view.title, onRetry: this.#retry });
    } else if (value === undefined || status === TaskStatus.INITIAL) {
      busy = true;
      body = loadingView(s.loading, view.skeleton);
    } else {
      busy = status === TaskStatus.PENDING;
      body = view.content(value, busy);
    }
    return html`<div part="base" tabindex="-1" aria-busy=${busy}>${before}${body}${after}</div>`;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.#text = this.language.strings(this.strings, this.locale);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const status = this.#status;
    if (!this.#focusAfterLoad || (status !== TaskStatus.COMPLETE && status !== TaskStatus.ERROR))
      return;
    this.#focusAfterLoad = false;
    const root = this.renderRoot;
    const target =
      status === TaskStatus.ERROR
        ? root.querySelector<HTMLElement>('[part="error"] [data-focus-target]')
        : root.querySelector<HTMLElement>('[part="base"]');
    target?.focus();
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.language.refresh();
  }
}
