// The demo's search page, built the way a user builds one: InstantSearch.js (`searchBox`,
// `hits`, `configure`) over a search client, this library's `pagination()` widget, and
// InstantSearch's own insights events (views of the hits, clicks sent with `sendEvent`) going
// through an `InsightsQueue` by way of the search-insights-compatible client. A small log shows
// the events being sent and accepted by the emulator. Everything is rendered as text.
import type { ApiClient } from '../../src/api/index.js';
import type { InsightsEvent } from '../../src/insights/index.js';
import { InsightsQueue, createInsightsClient } from '../../src/insights/compat.js';
import { pagination } from '../../src/pagination/widgets.js';
import { configure, hits, instantsearch, searchBox } from './instantsearch.js';
import { createMemorySearchClient, type Product } from './memory-search-client.js';

export interface SearchPageOptions {
  /** The API client events are sent with (its key needs the `search` right). */
  client: ApiClient;
  /** The emulator's base URL: its test-only route tells what it accepted. */
  emulatorUrl: string;
  appId: string;
  elements: {
    searchBox: HTMLElement;
    hits: HTMLElement;
    pagination: HTMLElement;
    stats: HTMLElement;
    opened: HTMLElement;
    scrollTarget: HTMLElement;
    log: HTMLOListElement;
    acceptedTotal: HTMLElement;
    flush: HTMLButtonElement;
    check: HTMLButtonElement;
  };
}

const INDEX = 'products';
const HITS_PER_PAGE = 12;
/** The log keeps this many lines. */
const LOG_LINES = 30;

type ProductHit = Product & { __position: number; __queryID?: string };

export function startSearchPage({ client, emulatorUrl, appId, elements }: SearchPageOptions) {
  const lang = document.documentElement.lang || navigator.language;
  const count = new Intl.NumberFormat(lang);
  const price = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' });
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'medium' });
  const names = new Map<string, string>();

  // ---- the event log --------------------------------------------------------------------

  function log(kind: 'queued' | 'sent' | 'accepted' | 'error', text: string): void {
    const line = document.createElement('li');
    line.className = `log-${kind}`;
    const when = document.createElement('time');
    when.dateTime = new Date().toISOString();
    when.textContent = time.format(new Date());
    line.append(when, ` ${text}`);
    elements.log.prepend(line);
    while (elements.log.children.length > LOG_LINES) elements.log.lastElementChild?.remove();
  }

  const describe = (event: InsightsEvent) => {
    const ids = 'objectIDs' in event && event.objectIDs ? event.objectIDs : [];
    const positions = 'positions' in event && event.positions ? event.positions : [];
    return ids
      .map((id, i) => {
        const name = names.get(id) ?? id;
        return positions[i] === undefined
          ? name
          : `${name} (position ${count.format(positions[i])})`;
      })
      .join(', ');
  };

  /** What the emulator accepted for this application (its test-only route, no credentials). */
  async function checkAccepted(): Promise<void> {
    try {
      const response = await fetch(
        `${emulatorUrl}/__emulator/events?appId=${encodeURIComponent(appId)}`,
      );
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { events } = (await response.json()) as { events: InsightsEvent[] };
      const clicks = events.filter((e) => e.eventType === 'click');
      const last = events.at(-1);
      elements.acceptedTotal.textContent = `The emulator holds ${count.format(events.length)} events for ${appId} (${count.format(clicks.length)} clicks).`;
      if (last) {
        const queryID = 'queryID' in last && last.queryID ? `, query ID ${last.queryID}` : '';
        log('accepted', `Latest accepted: “${last.eventName}” on ${describe(last)}${queryID}.`);
      }
    } catch (error) {
      elements.acceptedTotal.textContent = `Could not ask the emulator what it holds: ${
        error instanceof Error ? error.message : String(error)
      }.`;
    }
  }

  // ---- the queue ------------------------------------------------------------------------

  const queue = new InsightsQueue({ client, flushDelay: 1000 });
  queue.addEventListener('sent', (event) => {
    const { events, status, message } = event.detail;
    log(
      'sent',
      `Sent ${count.format(events.length)} ${events.length === 1 ? 'event' : 'events'}: ${events.map(describe).join('; ')}. The service answered ${status} ${message}.`,
    );
    void checkAccepted();
  });
  queue.addEventListener('error', (event) => {
    const { message, events, dropped } = event.detail;
    log(
      'error',
      `${dropped ? 'Refused, not retried' : 'Not delivered yet, kept for later'} (${count.format(events.length)} events): ${message}`,
    );
  });
  queue.addEventListener('dropped', (event) => {
    log(
      'error',
      `Dropped ${count.format(event.detail.events.length)} events (${event.detail.reason}).`,
    );
  });

  elements.flush.addEventListener('click', () => {
    if (!queue.size) {
      log('queued', 'No event is waiting.');
      return;
    }
    queue.flush().catch((error: unknown) => {
      log('error', `Not delivered yet: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  elements.check.addEventListener('click', () => void checkAccepted());

  // ---- InstantSearch --------------------------------------------------------------------

  const search = instantsearch({
    indexName: INDEX,
    searchClient: createMemorySearchClient() as never,
    // InstantSearch's insights middleware sends its events (hits viewed, clicks) through the
    // queue: the one line that differs from a page using search-insights.
    insights: { insightsClient: createInsightsClient(queue) },
  });

  search.addWidgets([
    configure({ hitsPerPage: HITS_PER_PAGE, clickAnalytics: true }),
    searchBox({
      container: elements.searchBox,
      placeholder: 'Search products, e.g. lamp or Acme',
      showLoadingIndicator: false,
    }),
    hits({
      container: elements.hits,
      cssClasses: { list: 'hit-list', item: 'hit-item' },
      templates: {
        empty: (results, { html }) =>
          html`<p class="empty">No product matches “${results.query}”.</p>`,
        item: (hit, { html, sendEvent }) => {
          const product = hit as unknown as ProductHit;
          names.set(product.objectID, product.name);
          return html`<article
            class="hit"
            data-object-id=${product.objectID}
            data-position=${String(product.__position)}
            data-query-id=${product.__queryID ?? ''}
          >
            <a
              class="hit-name"
              href=${`#${product.objectID}`}
              onClick=${() => sendEvent('click', hit, 'Product Clicked')}
              >${product.name}</a
            >
            <p class="hit-brand">${product.brand}</p>
            <p class="hit-price">${price.format(product.price)}</p>
          </article>`;
        },
      },
    }),
    pagination({
      container: elements.pagination,
      padding: 2,
      scrollTo: elements.scrollTarget,
      scrollBehavior: 'smooth',
      // The landmark, the announcement and kept focus of <search-pagination>, in the widget.
      accessible: true,
      formatNumbers: true,
    }),
  ]);

  search.on('render', () => {
    const results = search.helper?.lastResults;
    if (!results) return;
    // (The pagination says itself when only the first 1,000 results can be browsed.)
    elements.stats.textContent = results.nbHits
      ? `${count.format(results.nbHits)} products, page ${count.format(results.page + 1)} of ${count.format(results.nbPages)}.`
      : 'No products.';
  });

  // Each click on a result's link is a `clickedObjectIDsAfterSearch` event sent by InstantSearch
  // (`sendEvent` in the template): the object ID, its 1-based position across pages and the
  // search's query ID. InstantSearch also sends a view event for the hits of each page.

  // A real page would open the product; the demo says which one was opened, and logs the event.
  elements.hits.addEventListener('click', (event) => {
    const result = (event.target as Element).closest<HTMLElement>('[data-object-id]');
    if (!result || !(event.target as Element).closest('a')) return;
    event.preventDefault();
    const id = result.dataset.objectId ?? '';
    const position = Number(result.dataset.position);
    const name = names.get(id) ?? id;
    elements.opened.textContent = `Opened ${name}, result ${count.format(position)} of this search.`;
    log(
      'queued',
      `Queued a click on ${name} at position ${count.format(position)}, query ID ${result.dataset.queryId ?? 'none'}.`,
    );
  });

  search.start();
  void checkAccepted();
  return { search, queue };
}
