/**
 * How every element gets its store: its own `store` property when set, else the store of the
 * nearest `<search-provider>` (through `@lit/context`), whether the provider was defined before
 * or after the element. The context callback lives in the `ContextConsumer`, which the host
 * holds, so it survives garbage collection while the request waits for a provider.
 *
 * A provider that appears later (its tag defined after the element connected, or an element
 * moved under it) announces itself with a `context-provider` event; while the consumer has no
 * store it listens for that event on the document and asks again. (This replaces
 * `@lit/context`'s `ContextRoot`, which every entry would otherwise carry.)
 *
 * The consumer also listens to the store's `change` events while the host is connected and asks
 * the host to update when the store gets a new client.
 */
import { ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { storeContext } from '../store/context.js';
import type { Store, StoreChangeEvent } from '../store/store.js';

export interface StoreConsumerOptions {
  /** The host's own store (its `store` property), which wins over a provided one. */
  own: () => Store | undefined;
}

export class StoreConsumer implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: StoreConsumerOptions;
  readonly #context: ContextConsumer<typeof storeContext, ReactiveControllerHost & HTMLElement>;
  #subscribed: Store | undefined;
  #seen: Store | undefined;
  #connected = false;
  /** Bumped on each kept change: put it in a task's arguments to load again. */
  version = 0;

  constructor(host: ReactiveControllerHost & HTMLElement, options: StoreConsumerOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
    this.#context = new ContextConsumer(host, {
      context: storeContext,
      subscribe: true,
      callback: () => this.#sync(),
    });
  }

  /** The store in use: the host's own, else the provided one. */
  get store(): Store | undefined {
    return this.#options.own() ?? this.#context.value;
  }

  hostConnected(): void {
    this.#connected = true;
    this.#sync();
    if (!this.#context.value) document.addEventListener('context-provider', this.#onProvider);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#sync();
    document.removeEventListener('context-provider', this.#onProvider);
  }

  /** A provider of some context connected: ask again if it may be ours. */
  readonly #onProvider = (event: Event): void => {
    if ((event as Event & { context?: unknown }).context !== storeContext) return;
    if (this.#context.value) {
      document.removeEventListener('context-provider', this.#onProvider);
    } else {
      this.#context.hostConnected();
    }
  };

  /** Follows a change of the host's own store (called before each host update). */
  hostUpdate(): void {
    this.#sync();
  }

  #sync(): void {
    const store = this.store;
    if (store !== this.#seen) {
      this.#seen = store;
      this.version += 1;
      this.#host.requestUpdate();
    }
    const next = this.#connected ? store : undefined;
    if (next === this.#subscribed) return;
    this.#subscribed?.removeEventListener('change', this.#handle);
    next?.addEventListener('change', this.#handle);
    this.#subscribed = next;
  }

  readonly #handle = (event: Event): void => {
    const { detail } = event as StoreChangeEvent;
    if (detail.part !== 'client') return;
    this.version += 1;
    this.#host.requestUpdate();
  };
}
