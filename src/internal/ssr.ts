/**
 * Server rendering and hydration of the shadow-DOM elements.
 *
 * Lit's hydration (`@lit-labs/ssr-client/lit-element-hydrate-support.js`) reuses the server's
 * DOM: the first update in the browser must produce the templates the server produced (a
 * different template throws), and values it renders differently are not written to the DOM.
 * So the first update of an element that arrived with server-rendered shadow content renders
 * what the server rendered, from what the server knew: attributes and properties (`data`,
 * `composition`), but not the page's language (only the element's own `lang`, else `en-US`)
 * nor a store from a `<search-provider>` (the loading state, not "no client"), and over a
 * server loading state the loading state (`blank`), even when the browser already has more
 * (`data` set before the element upgraded). Then one more update renders the browser's state.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { checkLocale, DEFAULT_LOCALE, type LanguageController } from './locale.js';

export class Hydration implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;

  /**
   * Whether the host renders what a server renders: on the server, and in the browser during
   * the first update over server-rendered shadow content (a declarative shadow root, present
   * when the element upgrades).
   */
  active: boolean;

  /** In the browser, over server content: whether the server rendered its loading state. */
  readonly #serverLoading: boolean;

  constructor(host: ReactiveControllerHost & Element) {
    this.#host = host;
    const root = host.shadowRoot;
    this.active = isServer || !!root;
    this.#serverLoading = !!root?.querySelector('[part~="loading"]');
    host.addController(this);
  }

  /**
   * Whether this update renders the loading state where a result would be drawn: while
   * hydrating over a server loading state.
   */
  get blank(): boolean {
    return this.active && !isServer && this.#serverLoading;
  }

  /** The host's locale: while `active`, its own `lang` or `en-US`; else `controller`'s. */
  locale(controller: LanguageController): string {
    return this.active
      ? (checkLocale(this.#host.getAttribute('lang')) ?? DEFAULT_LOCALE)
      : controller.locale;
  }

  hostUpdated(): void {
    if (!this.active) return;
    this.active = false;
    // What only the browser knows renders in an update of its own, once this one is done.
    void this.#host.updateComplete.then(() => this.#host.requestUpdate());
  }
}
