/**
 * A part of an element that many pages never use, loaded on demand, once per page, when the
 * user or the page asks for it (the previous period, the small multiples, the image export):
 * `lazy('name', () => import('./part.js'))` (at module scope) gives a function that returns the
 * module once it is there, and `undefined` until then. The first call starts the import; when it
 * resolves, every element that asked re-renders, and elements created later get the module in
 * their first render. So the element's entry carries only this hook, and the part's code is a
 * chunk of its own, which a page that never needs the part never loads. A part earns this only
 * when many pages never use it and it weighs at least 1 KB min+gzip (CONTRIBUTING, "On-demand
 * parts"): what nearly every page uses is imported statically, simpler than any split.
 *
 * ```ts
 * const grids = lazy('small multiples', () => import('./grid.js'));
 * …
 * render() {
 *   const grid = grids(this);
 *   if (grid instanceof PartError) return errorView(grid, { strings, onRetry });
 *   return grid ? grid.gridView(…) : loadingView(…);
 * }
 * ```
 *
 * `lazyLoaded(host, done)` waits for the parts a host started loading, so that its
 * `updateComplete` can include them (`SearchElement`'s `getUpdateComplete` does): code that
 * awaits an update sees the part drawn, as it would without the split.
 *
 * A part that cannot load (the page went offline, a blocked chunk) is an `Error` naming it
 * (`PartError`), which the element shows as it shows any failure, with Retry
 * (`part.retry()`, then a render). The hosts that asked render again with it.
 *
 * On the server a render is synchronous and nothing is loaded on demand: a part is never there
 * (the server renders what the browser's first render shows without it). So only what a page
 * may not need is a part: what draws every result is imported statically.
 */
import { isServer, type CSSResult, type ReactiveControllerHost, type ReactiveElement } from 'lit';

/** The loads each host started and has not waited for yet. */
const pending = new WeakMap<object, Promise<unknown>[]>();

/** A part that could not be loaded: its message names it (and what the browser said). */
export class PartError extends Error {
  override name = 'PartError';
  constructor(
    readonly part: string,
    cause: unknown,
  ) {
    super(
      `The ${part} could not be loaded (${cause instanceof Error ? cause.message : String(cause)}).`,
    );
  }
}

/** A part loaded on demand (see `lazy`). */
export interface Part<T> {
  /** The module once it is there, the `PartError` of a failed load, else `undefined` (loading). */
  (host: ReactiveControllerHost): T | PartError | undefined;
  /** After a failed load: forgets the failure, so that the next render that asks loads again. */
  retry(): void;
}

/**
 * A part loaded on demand, named `name` in its error: `part(host)` as described above. A failed
 * load is not tried again by itself (a render loop of requests while offline): the element's
 * Retry calls `part.retry()`.
 */
export function lazy<T>(name: string, load: () => Promise<T>): Part<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  let failure: PartError | undefined;
  const waiting = new Set<ReactiveControllerHost>();
  const settle = () => {
    for (const h of waiting) h.requestUpdate();
    waiting.clear();
  };
  const start = () =>
    (loading ??= load().then(
      (m) => {
        module = m;
        settle();
        return m;
      },
      (error: unknown) => {
        loading = undefined;
        failure = new PartError(name, error);
        settle();
        throw error;
      },
    ));
  const part = (host: ReactiveControllerHost) => {
    if (module || isServer) return module;
    if (failure) return failure;
    if (!waiting.has(host)) {
      waiting.add(host);
      const loads = pending.get(host) ?? [];
      pending.set(host, loads);
      // (A failed load is the host's to show: nothing to reject for here.)
      loads.push(start().catch(() => {}));
    }
    return undefined;
  };
  return Object.assign(part, { retry: () => void (failure = undefined) });
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
