/**
 * A part of an element that only some pages need, loaded on demand: `lazy(host, () =>
 * import('./part.js'))` gives a function that returns the module once it is there, and
 * `undefined` until then. The first call starts the import; when it resolves, the host
 * re-renders. So the element's entry carries only this hook, and the part's code is a chunk of
 * its own (`npm run size` counts what an entry imports statically).
 *
 * ```ts
 * readonly #table = lazy(this, () => import('./table.js'));
 * render() {
 *   const table = this.#table();
 *   return table ? table.tableView(…) : loadingView(…);
 * }
 * ```
 *
 * `lazyLoaded(host)` waits for the parts a host started loading, so that its `updateComplete`
 * can include them (see `getUpdateComplete` in `<usage-chart>`): code that awaits an update sees
 * the part drawn, as it would without the split.
 *
 * A part that cannot load (the page went offline, a blocked chunk) stays `undefined`: the
 * element keeps showing its loading state for it, and nothing is thrown. On the server nothing
 * is imported (a server render is synchronous: it shows the loading state, as the browser's
 * first render does).
 */
import { isServer, type ReactiveControllerHost } from 'lit';

/** The loads each host started and has not waited for yet. */
const pending = new WeakMap<object, Promise<unknown>[]>();

export function lazy<T>(host: ReactiveControllerHost, load: () => Promise<T>): () => T | undefined {
  let module: T | undefined;
  let started = isServer;
  return () => {
    if (!started) {
      started = true;
      const loads = pending.get(host) ?? [];
      pending.set(host, loads);
      loads.push(
        load().then(
          (m) => {
            module = m;
            host.requestUpdate();
          },
          () => {},
        ),
      );
    }
    return module;
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
