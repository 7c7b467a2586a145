// Page change → updated DOM: <search-pagination> on our store vs the InstantSearch.js pagination
// widget, both fed by the same in-memory search client, in the same page, alternately.
//
// Both sides do the same work per change: the click runs a search on the in-memory client for
// the new page, and the pagination renders from its results. Ours runs in store mode, as a page
// without InstantSearch uses it: its cancelable `search-page-change` hands the new page to the
// page's search, whose results set the store's search state, which the element renders. The
// peer is `instantsearch()` with only its `pagination` widget. Neither side touches the URL
// (no routing; `url-sync="false"`) or scrolls (`scrollTo: false`; ours does not scroll when
// the page handles the change), so scrolling cannot make one side pay the other's layout.
//
// Each sample is a series of page changes, each timed from the click to the MutationObserver
// callback that sees the new selected page, plus the layout forced there (the budgeted row).
// The same clicks also give the script-only time (click → mutation, before layout).
import instantsearch from 'instantsearch.js/es';
import { pagination as instantSearchPagination } from 'instantsearch.js/es/widgets';
import { createMemorySearchClient } from '../dev/demo/memory-search-client.js';
import '../src/pagination/define.js';
import { Store } from '../src/store/store.js';
import { alternate, median, type BenchRow } from './harness.js';
import { box, whenDOM } from './dom.js';

const INDEX = 'products';
const HITS_PER_PAGE = 20;
/** Page changes per sample: one change is well under a millisecond, below the clock's grain. */
const CHANGES = 20;
const ROUNDS = 150;
const WARMUP = 5;

type Client = ReturnType<typeof createMemorySearchClient>;

/** The search of the page's own code: one query for one page of the index. */
async function searchPage(client: Client, page: number) {
  const { results } = await client.search([
    { indexName: INDEX, params: { query: '', page, hitsPerPage: HITS_PER_PAGE } },
  ]);
  return results[0]!;
}

/** The zero-based page the pagination in `root` shows as selected, or -1. */
function selectedPage(root: Element): number {
  const item = root.querySelector('.ais-Pagination-item--selected');
  return item ? Number(item.textContent!.trim()) - 1 : -1;
}

/**
 * Clicks, `CHANGES` times, the link of the page next to the selected one (back and forth
 * between pages 0 and 9, so the link is always in the window), and returns the mean time from
 * a click to the DOM showing that page as selected, laid out. The mean script-only time of each
 * sample (up to the mutation) is pushed to `scripts`.
 */
function pageChanges(root: Element, scripts: number[]): () => Promise<number> {
  let direction = 1;
  return async () => {
    let total = 0;
    let script = 0;
    for (let i = 0; i < CHANGES; i += 1) {
      const current = selectedPage(root);
      if (current >= 9) direction = -1;
      if (current <= 0) direction = 1;
      const target = current + direction;
      const link = [
        ...root.querySelectorAll<HTMLAnchorElement>('.ais-Pagination-item--page a'),
      ].find((a) => a.textContent!.trim() === String(target + 1));
      if (!link) throw new Error(`bench: no link to page ${target + 1}`);
      const updated = whenDOM(root, () => selectedPage(root) === target);
      const start = performance.now();
      link.click();
      const { mutated, laidOut } = await updated;
      total += laidOut - start;
      script += mutated - start;
    }
    scripts.push(script / CHANGES);
    return total / CHANGES;
  };
}

async function setUpOurs(client: Client): Promise<Element> {
  const root = box('ours');
  const first = await searchPage(client, 0);
  const store = new Store({
    search: { page: 0, nbHits: first.nbHits, nbPages: first.nbPages, hitsPerPage: HITS_PER_PAGE },
  });
  const el = document.createElement('search-pagination');
  el.setAttribute('url-sync', 'false');
  el.store = store;
  // The page's search: the element asks for a page, the results set the store's search state.
  el.addEventListener('search-page-change', (event) => {
    event.preventDefault();
    void searchPage(client, event.detail.page).then((r) =>
      store.setSearch({ page: r.page, nbHits: r.nbHits, nbPages: r.nbPages }),
    );
  });
  root.append(el);
  await el.updateComplete;
  if (selectedPage(root) !== 0) throw new Error('bench: <search-pagination> did not render');
  return root;
}

async function setUpPeer(client: Client): Promise<Element> {
  const root = box('peer');
  const search = instantsearch({ indexName: INDEX, searchClient: client as never });
  search.addWidgets([instantSearchPagination({ container: root, scrollTo: false })]);
  const rendered = whenDOM(root, () => selectedPage(root) === 0);
  search.start();
  await rendered;
  return root;
}

window.bench = async (): Promise<BenchRow[]> => {
  const client = createMemorySearchClient();
  const ours = await setUpOurs(client);
  const peer = await setUpPeer(client);
  const scripts = { ours: [] as number[], peer: [] as number[] };
  const result = await alternate(
    ROUNDS,
    pageChanges(ours, scripts.ours),
    pageChanges(peer, scripts.peer),
    WARMUP,
  );
  const label =
    '(ours: <search-pagination> in store mode; peer: InstantSearch.js pagination widget; same in-memory search client)';
  return [
    {
      measure: `page change → updated DOM, laid out ${label}`,
      ours: result.ours,
      peer: result.peer,
      unit: 'ms',
      budget: { text: '≥ 3× faster', maxRatio: 1 / 3 },
    },
    {
      measure: `page change → DOM mutation, script only, no layout ${label}`,
      ours: median(scripts.ours.slice(WARMUP)),
      peer: median(scripts.peer.slice(WARMUP)),
      unit: 'ms',
    },
  ];
};
