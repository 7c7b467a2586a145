/**
 * A part of an element that only some pages need, loaded on demand, once per page:
 * `lazy(() => import('./part.js'))` (at module scope) gives a function that returns the module
 * once it is there, and `undefined` until then. The first call starts the import; when it
 * resolves, every element that asked re-renders, and elements created later get the module in
 * their first render. So the element's entry carries only this hook, and the part's code is a
 * chunk of its own (`npm run size` counts what an entry imports statically).
 *
 * ```ts
 * const tables = lazy(() => import('./table.js'));
 * …
 * render() {
 *   const table = tables(this);
 *   return table ? table.tableView(…) : loadingView(…);
 * }
 * ```
 *
 * `lazyLoaded(host, done)` waits for the parts a host started loading, so that its
 * `updateComplete` can include them (see `getUpdateComplete` in `<usage-chart>`): code that
 * awaits an update sees the part drawn, as it would without the split.
 *
 * A part that cannot load (the page went offline, a blocked chunk) stays `undefined`: the
 * element keeps showing its loading state for it, nothing is thrown, and the next render that
 * needs it tries again.
 *
 * On the server a render is synchronous, so a part is there only if it was loaded before:
 * parts declared `{ server: true }` (what draws a result: the chart, the composition) start
 * loading on the server as soon as their element's module runs, and `ready()` (exported by
 * `@search-ui/elements/ssr`) resolves once they are all there; the other parts are never
 * loaded on the server (it shows what the browser's first render shows without them). A page
 * hydrating a server drawing waits for the part before its first update (`Hydration.schedule`).
 */
import { isServer, type CSSResult, type ReactiveControllerHost, type ReactiveElement } from 'lit';

/** The loads each host started and has not waited for yet. */
const pending = new WeakMap<object, Promise<unknown>[]>();

/** The server's loads of the parts it draws (`{ server: true }`). */
const serverLoads: Promise<unknown>[] = [];

/** A part loaded on demand: `part(host)` as described above, and two ways to ask without a host. */
export interface Lazy<T> {
  (host: ReactiveControllerHost): T | undefined;
  /** The module if it is there (nothing is started). */
  loaded(): T | undefined;
  /** Loads the module (once) and resolves with it. */
  load(): Promise<T>;
}

export function lazy<T>(load: () => Promise<T>, options: { server?: boolean } = {}): Lazy<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const waiting = new Set<ReactiveControllerHost>();
  const start = () =>
    (loading ??= load().then(
      (m) => {
        module = m;
        for (const h of waiting) h.requestUpdate();
        waiting.clear();
        return m;
      },
      (error: unknown) => {
        // Tried again by the next render that needs it.
        loading = undefined;
        waiting.clear();
        throw error;
      },
    ));
  if (isServer && options.server) {
    const loaded = start();
    loaded.catch(() => {}); // (`ready()` rejects with it; no unhandled rejection without it.)
    serverLoads.push(loaded);
  }
  const part = (host: ReactiveControllerHost) => {
    if (module || isServer || waiting.has(host)) return module;
    waiting.add(host);
    const loads = pending.get(host) ?? [];
    pending.set(host, loads);
    // (A failed load is seen as "still loading" by the host: nothing to reject for.)
    loads.push(start().catch(() => {}));
    return undefined;
  };
  return Object.assign(part, { loaded: () => module, load: start });
}

/**
 * On the server: resolves once every part the server draws is loaded (`{ server: true }`, of
 * the elements imported so far). Await it once, after importing the elements and before the
 * first render; a render before it shows the loading state where a result would be drawn.
 * It rejects when such a part could not load (a file of the package missing: a broken
 * install), and keeps rejecting in that process.
 */
export const ready = (): Promise<void> => Promise.all(serverLoads).then(() => {});

/**
 * For the host's `getUpdateComplete`, with what its own update gave (`done`): once every part
 * the host started loading is there, the host's next `updateComplete` (the re-render with
 * them); `done` when it started none.
 */
export async function lazyLoaded(host: ReactiveElement, done: boolean): Promise<boolean> {
  const loads = pending.get(host);
  pending.delete(host);
  if (!loads) return done;
  await Promise.all(loads);
  return host.updateComplete;
}

/**
 * Adds a part's own styles to `host`'s shadow root, after the element's: for a part loaded on
 * demand, whose styles are not in the element's `static styles` (nor in its entry).
 */
export function adopt(host: ReactiveElement, styles: CSSResult): void {
  const root = host.renderRoot as ShadowRoot;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
}
