/**
 * Server rendering and hydration of the shadow-DOM elements.
 *
 * Lit's hydration (`@lit-labs/ssr-client/lit-element-hydrate-support.js`) reuses the server's
 * DOM: the first update in the browser must produce the templates the server produced (a
 * different template throws), and values it renders differently are not written to the DOM.
 * So the first update of an element that arrived with server-rendered shadow content renders
 * what the server rendered, from what the server knew: attributes and properties (`data`,
 * `composition`), but not the page's language (only the element's own `lang`, else `en-US`)
 * nor a store from a `<search-provider>` (the loading state, not "no client"). Then one more
 * update renders the browser's state.
 *
 * What draws a result loads on demand (`lazy(…, { server: true })`): the server draws with it
 * once `ready()` resolved, and then the browser must have it for the first update too. So an
 * element over server content that is not its loading state waits for the part before that
 * update (`schedule`), and over a loading state renders the loading state (`use`).
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Lazy } from './lazy.js';
import { checkLocale, DEFAULT_LOCALE, type LanguageController } from './locale.js';

export class Hydration implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;

  /**
   * Whether the host renders what a server renders: on the server, and in the browser during
   * the first update over server-rendered shadow content (a declarative shadow root, present
   * when the element upgrades).
   */
  active: boolean;

  /** In the browser, over server content: whether the server drew more than its loading state. */
  readonly #drawn: boolean;

  constructor(host: ReactiveControllerHost & Element) {
    this.#host = host;
    const root = host.shadowRoot;
    this.active = isServer || !!root;
    this.#drawn = !!root && !root.querySelector('[part~="loading"]');
    host.addController(this);
  }

  /**
   * A part loaded on demand, as this update may use it: while hydrating, the part if the server
   * drew with it (it is then there: see `schedule`), none over a loading state; else
   * `part(host)` (which starts loading it).
   */
  use<T>(part: Lazy<T>): T | undefined {
    return this.active && !isServer ? (this.#drawn ? part.loaded() : undefined) : part(this.#host);
  }

  /**
   * For the element's `scheduleUpdate`: runs `update` (the inherited `scheduleUpdate`) at once,
   * or, before the first update over content the server drew, once `part` is loaded (if it
   * cannot load, the update runs anyway).
   */
  schedule(part: Lazy<unknown>, update: () => void): void | Promise<void> {
    if (isServer || !this.active || !this.#drawn || part.loaded()) return update();
    return part.load().then(update, update);
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
