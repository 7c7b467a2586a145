/**
 * The zone an element shows times in: its own `time-zone`, else its `<search-provider>`'s,
 * else its store's `timeZone` option, else the viewer's (see time-zone.ts for the checks).
 * What a server renders, and so the first update over server-rendered content, knows only the
 * element's own `time-zone`, else UTC (ssr.ts): the next update renders the viewer's zone.
 */
import { ContextConsumer, createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import type { Store } from '../store/store.js';
import { resolveZone } from './time-zone.js';

/** The `time-zone` of the nearest `<search-provider>`, for the elements inside it. */
export const timeZoneContext = createContext<string | undefined>(Symbol.for('search-ui.time-zone'));

export class TimeZoneController {
  readonly #own: () => string | undefined;
  readonly #store: () => Store | undefined;
  readonly #hydrating: () => boolean;
  readonly #provided: ContextConsumer<typeof timeZoneContext, ReactiveControllerHost & HTMLElement>;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    own: () => string | undefined,
    store: () => Store | undefined,
    hydrating: () => boolean,
  ) {
    this.#own = own;
    this.#store = store;
    this.#hydrating = hydrating;
    // (A change of the provider's zone updates the host.)
    this.#provided = new ContextConsumer(host, { context: timeZoneContext, subscribe: true });
  }

  /** The zone in effect: an IANA name or `UTC` that Intl takes (an invalid one warns once). */
  get zone(): string {
    if (this.#hydrating()) return resolveZone(this.#own(), () => 'UTC');
    return resolveZone(this.#own() || this.#provided.value || this.#store()?.timeZone);
  }
}
