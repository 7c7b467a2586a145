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

/**
 * The zone in effect for `host`, read at each update: an IANA name or `UTC` that Intl takes
 * (an invalid one warns once). A change of the provider's zone updates the host.
 */
export function zoneOf(
  host: ReactiveControllerHost & HTMLElement,
  own: () => string | undefined,
  store: () => Store | undefined,
  hydrating: () => boolean,
): () => string {
  const provided = new ContextConsumer(host, { context: timeZoneContext, subscribe: true });
  return () =>
    hydrating()
      ? resolveZone(own(), () => 'UTC')
      : resolveZone(own() || provided.value || store()?.timeZone);
}
