/**
 * A part of an element that only some pages need, loaded on demand, once per page:
 * `lazy(() => import('./part.js'))` (at module scope) gives a function that returns the module
 * once it is there, and `undefined` until then. The first call starts the import; when it
 * resolves, every element that asked re-renders, and elements created later get the module in
 * their first render. So the element's entry carries only this hook, and the part's code is a
 * chunk of its own, which a page that never needs the part never loads. A part every page that
 * shows data needs is no part: splitting it moves bytes, it does not save them (`npm run size`
 * counts every chunk a page loads before the element shows its data).
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
 * `updateComplete` can include them (`SearchElement`'s `getUpdateComplete` does): code that
 * awaits an update sees the part drawn, as it would without the split.
 *
 * A part that cannot load (the page went offline, a blocked chunk) is `undefined`, or the
 * `fallback` given to `lazy` (a stand-in with the module's shape): the element keeps showing its
 * loading state for it, or what the fallback draws. Nothing is thrown. The first failure renders
 * the hosts that asked once more (so a fallback shows), and every later render that needs the
 * part tries again, quietly (a failure that follows a failure renders nothing more).
 *
 * On the server a render is synchronous and nothing is loaded on demand: a part is never there
 * (the server renders what the browser's first render shows without it). So only what a page
 * may not need is a part: what draws every result is imported statically.
 */
import { isServer, type CSSResult, type ReactiveControllerHost, type ReactiveElement } from 'lit';

/** The loads each host started and has not waited for yet. */
const pending = new WeakMap<object, Promise<unknown>[]>();

/** A part loaded on demand: `part(host)` as described above. */
export function lazy<T>(
  load: () => Promise<T>,
  fallback?: T,
): (host: ReactiveControllerHost) => T | undefined {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  let failed = false;
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
        loading = undefined;
        const hosts = [...waiting];
        waiting.clear();
        if (!failed) for (const h of hosts) h.requestUpdate();
        failed = true;
        throw error;
      },
    ));
  return (host) => {
    if (module || isServer) return module;
    if (!waiting.has(host)) {
      waiting.add(host);
      const loads = pending.get(host) ?? [];
      pending.set(host, loads);
      // (A failed load is seen as "still loading" by the host: nothing to reject for.)
      loads.push(start().catch(() => {}));
    }
    return failed ? fallback : undefined;
  };
}

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
 * Adds a part's own styles to `host`'s shadow root, after the element's (once, however many of
 * the part's objects adopt them): for a part loaded on demand, whose styles are not in the
 * element's `static styles` (nor in its entry).
 */
export function adopt(host: ReactiveElement, styles: CSSResult): void {
  const root = host.renderRoot as ShadowRoot;
  const sheet = styles.styleSheet!;
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
