import { ContextProvider } from '@lit/context';
import { LitElement, html, css } from 'lit';
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

  static override properties = { store: { attribute: false } };

  /** The store to share. Set it as a property: it holds credentials and must not be an attribute. */
  store: Store | undefined;

  readonly #provider = new ContextProvider(this, { context: storeContext });

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('store')) this.#provider.setValue(this.store);
  }

  protected override render() {
    return html`<slot></slot>`;
  }
}
