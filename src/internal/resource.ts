/**
 * "Load through the store", once for every element: a `@lit/task` whose arguments are the
 * store's client and the host's own inputs, whose request goes through `store.request` (so
 * elements asking for the same thing share one request and its cached answer), and whose
 * superseded runs are aborted. One cache-key format: `name|appId|JSON of the inputs`.
 */
import { Task, TaskStatus, initialState, type StatusRenderer } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import type { ClientCore } from '../api/core.js';
import type { StoreConsumer } from './store-consumer.js';

export { TaskStatus };

export interface ResourceOptions<T, A extends readonly unknown[]> {
  /** Names the resource in cache keys (`usage`, `composition`, …). */
  name: string;
  /** The store consumer of the host. */
  consumer: StoreConsumer;
  /** The host's inputs; `undefined` means there is nothing to load yet. */
  args: () => A | undefined;
  /** Loads the value with the store's client. */
  load: (client: ClientCore, args: A, signal: AbortSignal) => Promise<T>;
  /** How long the store may serve the answer again, in ms (default: the store's; 0: never). */
  ttl?: number;
  /** Called with each completed value. */
  onComplete?: (value: T) => void;
  /** Whether to run when the arguments change (default true). */
  autoRun?: boolean;
}

/** The key under which the store keeps a resource's answer. */
export function cacheKey(name: string, client: ClientCore, args: readonly unknown[]): string {
  return `${name}|${client.appId}|${JSON.stringify(args)}`;
}

export class Resource<T, A extends readonly unknown[] = readonly unknown[]> {
  readonly #options: ResourceOptions<T, A>;
  readonly #task: Task<readonly unknown[], T>;

  constructor(host: ReactiveControllerHost, options: ResourceOptions<T, A>) {
    this.#options = options;
    this.#task = new Task<readonly unknown[], T>(host, {
      // Arguments are spread so that the task compares each input, not a new array.
      task: async ([store, , ready, ...input], { signal }) => {
        const s = store as StoreConsumer['store'];
        const client = s?.client as ClientCore | undefined;
        if (!s || !client || !ready) return initialState as unknown as T;
        const args = input as unknown as A;
        return s.request(
          cacheKey(options.name, client, args),
          (inner) => options.load(client, args, inner),
          { signal, ...(options.ttl === undefined ? {} : { ttl: options.ttl }) },
        );
      },
      args: () => {
        const input = options.args();
        return [options.consumer.store, options.consumer.version, !!input, ...(input ?? [])];
      },
      autoRun: options.autoRun ?? true,
      ...(options.onComplete ? { onComplete: options.onComplete } : {}),
    });
  }

  get status(): TaskStatus {
    return this.#task.status;
  }

  /** The last completed value (kept while a newer one loads). */
  get value(): T | undefined {
    return this.#task.value;
  }

  get error(): unknown {
    return this.#task.error;
  }

  /** Whether the task runs by itself when its arguments change. */
  get autoRun(): boolean | 'afterUpdate' {
    return this.#task.autoRun;
  }

  set autoRun(value: boolean | 'afterUpdate') {
    this.#task.autoRun = value;
  }

  /** Whether there is a store with a client and inputs to load. */
  get ready(): boolean {
    return Boolean(this.#options.consumer.store?.client && this.#options.args());
  }

  /** Loads again from the service: the store's cached answer for these inputs is dropped. */
  reload(): Promise<void> {
    const store = this.#options.consumer.store;
    const client = store?.client as ClientCore | undefined;
    const args = this.#options.args();
    if (store && client && args) store.clearCache(cacheKey(this.#options.name, client, args));
    return this.#task.run();
  }

  /** Renders by status, as `Task.render` does. */
  render(renderers: StatusRenderer<T>): unknown {
    return this.#task.render(renderers);
  }
}
