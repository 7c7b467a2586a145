/**
 * Helpers that connect page elements to events.
 */
import { clickedObjectIDs, clickedObjectIDsAfterSearch } from './events.js';
import type { InsightsQueue } from './queue.js';

export interface ResultClickOptions {
  /** Where the events go. */
  queue: Pick<InsightsQueue, 'send'>;
  /** The index the results come from (or a getter, read at each click). */
  index: string | (() => string);
  /**
   * The `queryID` of the search that returned the results (read at each click). Without one
   * (and without a `data-query-id` attribute on the result or an ancestor), a plain
   * `clickedObjectIDs` event is sent instead of `clickedObjectIDsAfterSearch`.
   */
  queryID?: () => string | undefined;
  /** The result elements, each with a `data-object-id` attribute (default `[data-object-id]`). */
  selector?: string;
  /** The event name (default `Result Clicked`). */
  eventName?: string;
  /**
   * How many results come before the first one in the container (read at each click), e.g.
   * `() => page * hitsPerPage` with a 0-based page, so positions count across pages.
   */
  offset?: () => number;
}

/**
 * Sends a click event when a result inside `container` is clicked (primary or middle button,
 * or Enter on a link). The result is the closest element matching `selector`; its position is
 * its `data-position` attribute (1-based, across pages) when set, else its 1-based rank among
 * the container's results plus `offset()`. Works through shadow roots. Returns a function that
 * stops listening.
 *
 * ```ts
 * const stop = sendResultClicks(list, { queue, index: 'products', queryID: () => lastQueryID, offset: () => page * 20 });
 * ```
 */
export function sendResultClicks(
  container: Element | ShadowRoot | Document,
  options: ResultClickOptions,
): () => void {
  const selector = options.selector ?? '[data-object-id]';
  const onClick = (event: Event): void => {
    if ((event as MouseEvent).button > 1) return; // not the secondary button
    const result = event
      .composedPath()
      .find((n): n is Element => n instanceof Element && n.matches(selector));
    const objectID = result?.getAttribute('data-object-id');
    if (!result || !objectID || !container.contains(result)) return;
    const index = typeof options.index === 'function' ? options.index() : options.index;
    const eventName = options.eventName ?? 'Result Clicked';
    const queryID =
      options.queryID?.() ?? result.closest('[data-query-id]')?.getAttribute('data-query-id');
    if (!queryID) {
      options.queue.send(clickedObjectIDs({ eventName, index, objectIDs: [objectID] }));
      return;
    }
    const explicit = Number(result.getAttribute('data-position'));
    const rank = [...container.querySelectorAll(selector)].indexOf(result) + 1;
    const position = explicit >= 1 ? explicit : rank + (options.offset?.() ?? 0);
    options.queue.send(
      clickedObjectIDsAfterSearch({
        eventName,
        index,
        objectIDs: [objectID],
        positions: [position],
        queryID,
      }),
    );
  };
  container.addEventListener('click', onClick);
  container.addEventListener('auxclick', onClick);
  return () => {
    container.removeEventListener('click', onClick);
    container.removeEventListener('auxclick', onClick);
  };
}
