/**
 * One loader for every data element: the value an element shows comes either from the service
 * (through the store) or from data the page supplies (`data`, `composition`), and both pass the
 * same check, the one the endpoint applies to the service's answer. What it gives is one state,
 * `{ status, value, error }`, which `SearchElement.renderData` draws in one order.
 *
 * - A request: a `@lit/task` whose arguments are the store's client and the host's inputs; it
 *   goes through `store.request` (elements asking for the same thing share one request and its
 *   cached answer); a superseded run is aborted. One cache-key format:
 *   `name|appId|JSON of the inputs`.
 * - Supplied data: checked once per object (`check`); what passes is complete, what fails is an
 *   error naming the field (a `SchemaError`), drawn by the error view as a failed request is.
 * - While hydrating over a server loading state (`Hydration.blank`), pending: the browser's first
 *   render draws what the server drew.
 * - A host that leaves the document while loading gives up its request, and asks again when it
 *   comes back (a move within the page keeps it).
 */
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import type { ClientCore } from '../api/core.js';
import type { Hydration } from './ssr.js';
import type { StoreConsumer } from './store-consumer.js';

export { TaskStatus };

export interface ResourceOptions<T, A extends readonly unknown[]> {
  /** Names the resource in cache keys (`usage`, `composition`, …). */
  name: string;
  /** The store consumer of the host. */
  consumer: StoreConsumer;
  /** The host's hydration: pending while it renders over a server loading state. */
  hydration: Hydration;
  /** The host's inputs; `undefined` means there is nothing to request. */
  args: () => A | undefined;
  /** Loads the value with the store's client (the endpoint checks the answer). */
  load: (client: ClientCore, args: A, signal: AbortSignal) => Promise<T>;
  /** Data the page supplies instead of a request (`undefined`: none). */
  given?: () => unknown;
  /** The endpoint's check, for supplied data: the value, or throws the mismatch (`SchemaError`). */
  check?: (raw: unknown) => T;
  /** How long the store may serve the answer again, in ms (default: the store's; 0: never). */
  ttl?: number;
  /** Called with each value that arrives from the service. */
  onComplete?: (value: T) => void;
}

/** What an element shows: the status, the value shown (kept while a newer one loads), the error. */
export interface ResourceState<T> {
  readonly status: TaskStatus;
  readonly value: T | undefined;
  readonly error: unknown;
}

/** The key under which the store keeps a resource's answer. */
export function cacheKey(name: string, client: ClientCore, args: readonly unknown[]): string {
  return `${name}|${client.appId}|${JSON.stringify(args)}`;
}

const PENDING: ResourceState<never> = {
  status: TaskStatus.PENDING,
  value: undefined,
  error: undefined,
};

export class Resource<T, A extends readonly unknown[] = readonly unknown[]> {
  readonly #options: ResourceOptions<T, A>;
  readonly #task: Task<readonly unknown[], T>;
  /** The supplied data last checked, and what its check gave. */
  #checked: [unknown, ResourceState<T>] | undefined;
  /** Whether a load was given up when the host left the document. */
  #left = false;

  constructor(host: ReactiveControllerHost & Element, options: ResourceOptions<T, A>) {
    this.#options = options;
    // Before the task's own controller: it runs only when there is something to request, so
    // supplied data renders once, without a request and without a run of the task.
    host.addController({
      hostUpdate: () => {
        const task = this.#task;
        const run = this.supplied === undefined && options.args() !== undefined;
        // (A request nothing asks for any more is aborted.)
        if (task.autoRun && !run && task.status === TaskStatus.PENDING) task.abort();
        task.autoRun = run;
      },
      // A host that leaves the document gives up its load (the store aborts the request when
      // no other element waits for it), and asks again when it comes back. Checked after a
      // microtask: a host taken out and put back at once (a framework moving it) keeps it.
      hostDisconnected: () =>
        queueMicrotask(() => {
          if (host.isConnected || this.#task.status !== TaskStatus.PENDING) return;
          this.#left = true;
          this.#task.abort();
        }),
      hostConnected: () => {
        if (!this.#left) return;
        this.#left = false;
        if (this.#task.autoRun) void this.#task.run();
      },
    });
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
          { signal, ttl: options.ttl },
        );
      },
      args: () => {
        // (Nothing to request while data is supplied.)
        const input = this.supplied === undefined ? options.args() : undefined;
        return [options.consumer.store, options.consumer.version, !!input, ...(input ?? [])];
      },
      onComplete: options.onComplete,
    });
  }

  /** The data the page supplies, if any. */
  get supplied(): unknown {
    return this.#options.given?.();
  }

  /** Whether there is something to show or ask for: supplied data, or inputs to request with. */
  get asked(): boolean {
    return this.supplied !== undefined || this.#options.args() !== undefined;
  }

  /** What to show now (see the module's comment). */
  get state(): ResourceState<T> {
    if (this.#options.hydration.blank) return PENDING;
    const given = this.supplied;
    if (given === undefined) return this.#task;
    if (this.#checked?.[0] !== given) this.#checked = [given, this.#check(given)];
    return this.#checked[1];
  }

  #check(given: unknown): ResourceState<T> {
    const check = this.#options.check ?? ((raw: unknown) => raw as T);
    try {
      return { status: TaskStatus.COMPLETE, value: check(given), error: undefined };
    } catch (error) {
      return { status: TaskStatus.ERROR, value: undefined, error };
    }
  }

  /** Loads again from the service: the store's cached answer for these inputs is dropped. */
  reload(): Promise<void> {
    if (this.supplied !== undefined) return Promise.resolve();
    const store = this.#options.consumer.store;
    const client = store?.client as ClientCore | undefined;
    const args = this.#options.args();
    if (store && client && args) store.clearCache(cacheKey(this.#options.name, client, args));
    return this.#task.run();
  }
}
