/**
 * Code a request needs only once its answer is there (the check of the body), loaded beside the
 * request instead of with the page: an element that never asks for a composition never pays for
 * the composition's check, and one that does loads it while the request is on the wire.
 *
 * ```ts
 * const body = deferred(() => import('../composition-body.js'));
 * …
 * const check = body(); // as the request starts
 * return transport.request({ …, parse: async (json) => (await check).checkCompositionBody(json) });
 * ```
 *
 * Loaded once per page. A load that fails (the page went offline, a blocked file) ends that
 * request with a `NetworkError`, and the next request tries to load it again. A request that
 * ends before its answer (aborted, failed) leaves nothing unhandled.
 */
import { NetworkError } from './errors.js';

export function deferred<T>(load: () => Promise<T>): () => Promise<T> {
  let module: Promise<T> | undefined;
  return () => {
    if (!module) {
      module = load().catch((cause: unknown) => {
        module = undefined;
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new NetworkError(`could not load the check of the answer (${reason})`);
      });
      // Handled here: a request that ends before its answer never awaits it.
      module.catch(() => {});
    }
    return module;
  };
}
