import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Store, StoreChangeDetail, StoreChangeEvent } from './store.js';

/**
 * Subscribes a lit element to a store: listens while the host is connected, stops when it is
 * disconnected, and asks the host to update on each change that passes `filter`.
 * Swap the store at any time with `controller.store = …`.
 */
export class StoreController<C = unknown> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #filter: (detail: StoreChangeDetail) => boolean;
  readonly #onChange?: ((detail: StoreChangeDetail) => void) | undefined;
  #store: Store<C> | undefined;
  #connected = false;

  constructor(
    host: ReactiveControllerHost,
    options: {
      store?: Store<C>;
      filter?: (detail: StoreChangeDetail) => boolean;
      onChange?: (detail: StoreChangeDetail) => void;
    } = {},
  ) {
    this.#host = host;
    this.#store = options.store;
    this.#filter = options.filter ?? (() => true);
    this.#onChange = options.onChange;
    host.addController(this);
  }

  get store(): Store<C> | undefined {
    return this.#store;
  }

  set store(store: Store<C> | undefined) {
    if (store === this.#store) return;
    if (this.#connected) this.#store?.removeEventListener('change', this.#handle);
    this.#store = store;
    if (this.#connected) this.#store?.addEventListener('change', this.#handle);
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    this.#connected = true;
    this.#store?.addEventListener('change', this.#handle);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#store?.removeEventListener('change', this.#handle);
  }

  readonly #handle = (event: Event): void => {
    const { detail } = event as StoreChangeEvent;
    if (!this.#filter(detail)) return;
    this.#onChange?.(detail);
    this.#host.requestUpdate();
  };
}
