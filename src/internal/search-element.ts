/**
 * The base of every element that loads through the store (`<usage-chart>`, `<secret-key-list>`,
 * `<composition-view>`): what they all do, declared once.
 *
 * - `store` (a property: it holds credentials) and `consumer`, which gives the element's own
 *   store, else the nearest `<search-provider>`'s (`store-consumer.ts`).
 * - `strings` (a property: a partial object over the English defaults) and `text`, the strings
 *   in effect: the element's translations for `lang`, under `strings`.
 * - `hydration` (`ssr.ts`) and `locale`, the locale an update renders in: while hydrating, the
 *   one the server rendered in.
 * - A change of the element's own `lang` attribute re-renders at once (an ancestor's change
 *   reaches the language controller through its document observer).
 * - `updateComplete` also waits for the parts a render loaded on demand (`lazy.ts`).
 *
 * A subclass gives its language controller (`language`, with its part of the translations)
 * and renders its states with `state-view.ts` in one order: no client, error, loading, data.
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import type { Store } from '../store/store.js';
import { lazyLoaded } from './lazy.js';
import type { LanguageController } from './locale.js';
import { Hydration } from './ssr.js';
import { StoreConsumer } from './store-consumer.js';
import type { Strings } from './translations.js';

export abstract class SearchElement<S extends Strings> extends LitElement {
  static override properties: PropertyDeclarations = {
    store: { attribute: false },
    strings: { attribute: false },
  };

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

  /** The element's language controller, with its part of the translations. */
  protected abstract readonly language: LanguageController<S>;

  /** The locale this update renders in (while hydrating: the server's). */
  protected get locale(): string {
    return this.hydration.locale(this.language);
  }

  /** The strings in effect: the translations for `locale`, under `strings`. */
  protected get text(): S {
    return this.language.strings(this.strings, this.locale);
  }

  /** Whether there is no client to load with (never while hydrating: it may come later). */
  protected get noClient(): boolean {
    return !this.consumer.store?.client && !this.hydration.active;
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.language.refresh();
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    return lazyLoaded(this, await super.getUpdateComplete());
  }
}
