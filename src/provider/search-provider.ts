import { ContextProvider, type ContextCallback, type ContextEvent } from '@lit/context';
import { LitElement, html, css } from 'lit';
import { timeZoneContext } from '../internal/time-zone-context.js';
import { storeContext } from '../store/context.js';
import type { Store } from '../store/store.js';

/**
 * @summary Shares one store (and so one API client and one response cache) with every library
 * element inside it, in any framework. It renders its children as they are.
 *
 * @tag search-provider
 * @slot - The elements that use the store.
 */
export class SearchProvider extends LitElement {
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  static override properties = {
    store: { attribute: false },
    timeZone: { attribute: 'time-zone' },
  };

  /** The store to share. Set it as a property: it holds credentials and must not be an attribute. */
  store: Store | undefined;

  /**
   * The zone the elements inside show times in, unless they set their own: an IANA name
   * (`America/New_York`) or `UTC`. Default: the store's `timeZone` option, else the viewer's
   * zone. An invalid name falls back to the viewer's zone with one console warning.
   * @attr time-zone
   */
  timeZone: string | undefined;

  readonly #provider = new ContextProvider(this, { context: storeContext });
  /** The elements inside following this provider's `time-zone`. */
  readonly #zoneSubscribers = new Map<ContextCallback<string | undefined>, () => void>();

  constructor() {
    super();
    // The zone is answered only while set: without one, an outer provider's applies.
    this.addEventListener('context-request', (event) => {
      const request = event as ContextEvent<typeof timeZoneContext>;
      if (request.context !== timeZoneContext || !this.timeZone) return;
      event.stopPropagation();
      const callback = request.callback;
      // (One unsubscribe per subscriber, the same at every call, as the consumer expects.)
      const unsubscribe = () => void this.#zoneSubscribers.delete(callback);
      if (request.subscribe) this.#zoneSubscribers.set(callback, unsubscribe);
      callback(this.timeZone, unsubscribe);
    });
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('store')) this.#provider.setValue(this.store);
    if (changed.has('timeZone')) {
      for (const [callback, unsubscribe] of this.#zoneSubscribers) {
        callback(this.timeZone || undefined, unsubscribe);
      }
    }
  }

  protected override render() {
    return html`<slot></slot>`;
  }
}
