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
 * `lazyLoaded(host)` waits for the parts a host started loading, so that its `updateComplete`
 * can include them (see `getUpdateComplete` in `<usage-chart>`): code that awaits an update sees
 * the part drawn, as it would without the split.
 *
 * A part that cannot load (the page went offline, a blocked chunk) stays `undefined`: the
 * element keeps showing its loading state for it, nothing is thrown, and the next render that
 * needs it tries again. On the server nothing
 * is imported (a server render is synchronous: it shows the loading state, as the browser's
 * first render does).
 */
import { isServer, type CSSResult, type ReactiveControllerHost, type ReactiveElement } from 'lit';

/** The loads each host started and has not waited for yet. */
const pending = new WeakMap<object, Promise<unknown>[]>();

export function lazy<T>(load: () => Promise<T>): (host: ReactiveControllerHost) => T | undefined {
  let module: T | undefined;
  let loading: Promise<unknown> | undefined;
  const waiting = new Set<ReactiveControllerHost>();
  return (host) => {
    if (module || isServer || waiting.has(host)) return module;
    waiting.add(host);
    loading ??= load().then(
      (m) => {
        module = m;
        for (const h of waiting) h.requestUpdate();
        waiting.clear();
      },
      () => {
        // Tried again by the next render that needs it.
        loading = undefined;
        waiting.clear();
      },
    );
    const loads = pending.get(host) ?? [];
    pending.set(host, loads);
    loads.push(loading);
    return undefined;
  };
}

/**
 * Resolves once every part `host` started loading is there (its re-render requested): `true`
 * when there were any, `false` when there was nothing to wait for.
 */
export async function lazyLoaded(host: ReactiveControllerHost): Promise<boolean> {
  const loads = pending.get(host);
  pending.delete(host);
  if (!loads) return false;
  await Promise.all(loads);
  return true;
}

/**
 * Adds a part's own styles to `host`'s shadow root, after the element's: for a part loaded on
 * demand, whose styles are not in the element's `static styles` (nor in its entry).
 */
export function adopt(host: ReactiveElement, styles: CSSResult): void {
  const root = host.renderRoot as ShadowRoot;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
}
