// Two comparisons with the InstantSearch.js pagination widget, in the same page, alternately.
//
// 1. Render only: the same new state in (render options with the same results and a new page,
//    no search) → the DOM updated. Both sides are pagination widgets in one InstantSearch
//    instance: theirs (`pagination` from instantsearch.js) and ours (`pagination()`, which sets
//    the connector's render state on a `<search-pagination>`); each gets the very same options
//    object through its `render(options)`, as InstantSearch calls it after a search. Each sample
//    is a series of renders timed as a whole, each waiting for that side's DOM update (ours:
//    `updateComplete`, a microtask; theirs: synchronous, plus one microtask for symmetry), so a
//    per-change observer's own cost does not blur the comparison; the DOM is checked after.
//
// 2. Page change → updated DOM: <search-pagination> on our store vs the InstantSearch.js
//    pagination widget, both fed by the same in-memory search client (the search included).
//
// Both sides do the same work per change: the click runs a search on the in-memory client for
// the new page, and the pagination renders from its results. Ours runs in store mode, as a page
// without InstantSearch uses it: its cancelable `search-page-change` hands the new page to the
// page's search, whose results set the store's search state, which the element renders. The
// peer is `instantsearch()` with only its `pagination` widget. Neither side touches the URL
// (no routing; `no-url-sync`) or scrolls (`scrollTo: false`; ours does not scroll when
// the page handles the change), so scrolling cannot make one side pay the other's layout.
//
// Each sample is a series of page changes, each timed from the click to the MutationObserver
// callback that sees the new selected page, plus the layout forced there (the budgeted row).
// The same clicks also give the script-only time (click → mutation, before layout).
import instantsearch from 'instantsearch.js/es';
import { pagination as instantSearchPagination } from 'instantsearch.js/es/widgets';
import { createMemorySearchClient } from '../dev/demo/memory-search-client.js';
import '../src/pagination/define.js';
import { pagination } from '../src/pagination/widget.js';
import { Store } from '../src/store/store.js';
import { alternate, median, type BenchRow } from './harness.js';
import { box, whenDOM } from './dom.js';

const INDEX = 'products';
const HITS_PER_PAGE = 20;
/** Page changes per sample: one change is well under a millisecond, below the clock's grain. */
const CHANGES = 20;
/** Renders per sample of the render-only row: each is a few hundredths of a millisecond. */
const RENDERS = 100;
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
  el.toggleAttribute('no-url-sync', true);
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

// ---------------------------------------------------------------- render only, no search

/** Render options as InstantSearch passes them to a widget's `render`. */
interface RenderOptions {
  state: { page?: number; setQueryParameter(name: 'page', value: number): unknown };
  [key: string]: unknown;
}
interface RenderingWidget {
  render?: (options: never) => void;
}

/**
 * One InstantSearch instance with both pagination widgets; once both have rendered the first
 * results, returns each side (its root, its widget, and how to wait for its DOM update) and the
 * render options of each page (the captured results, a state with that page: no search).
 */
async function setUpRenders() {
  const ours = box('render-ours');
  const peer = box('render-peer');
  const search = instantsearch({
    indexName: INDEX,
    searchClient: createMemorySearchClient() as never,
  });
  const theirs = instantSearchPagination({ container: peer, scrollTo: false });
  // `accessible: true`: the widget renders a <search-pagination>, whose own update this row times.
  const mine = pagination({ container: ours, scrollTo: false, accessible: true });
  let captured: RenderOptions | undefined;
  const render = theirs.render!.bind(theirs);
  theirs.render = (options) => {
    captured = options as unknown as RenderOptions;
    render(options);
  };
  const rendered = Promise.all([
    whenDOM(ours, () => selectedPage(ours) === 0),
    whenDOM(peer, () => selectedPage(peer) === 0),
  ]);
  search.addWidgets([theirs, mine]);
  search.start();
  await rendered;
  if (!captured) throw new Error('bench: InstantSearch never rendered the widgets');
  const base = captured;
  // Made once, outside the timings; both sides get the very same objects.
  const options = Array.from(
    { length: 10 },
    (_, page) => ({ ...base, state: base.state.setQueryParameter('page', page) }) as never,
  );
  const el = ours.querySelector('search-pagination')!;
  return {
    // Ours updates in a microtask: its DOM is updated when `updateComplete` resolves.
    ours: { root: ours, widget: mine as RenderingWidget, settle: () => el.updateComplete },
    // Theirs (Preact) renders synchronously: the same one microtask of waiting, for symmetry.
    peer: { root: peer, widget: theirs as RenderingWidget, settle: () => Promise.resolve() },
    options,
  };
}

interface RenderSide {
  root: Element;
  widget: RenderingWidget;
  settle: () => Promise<unknown>;
}

/**
 * Renders one side `RENDERS` times, each from the options of the page next to the selected
 * one (back and forth between pages 0 and 9), waiting for its DOM update each time, and
 * returns the mean time per render; then as many again with layout forced after each update,
 * whose mean is pushed to `laidOut`. Checks that the DOM shows the last page asked for.
 */
function renders(side: RenderSide, options: never[], laidOut: number[]): () => Promise<number> {
  let page = selectedPage(side.root);
  let direction = 1;
  const next = () => {
    if (page >= 9) direction = -1;
    if (page <= 0) direction = 1;
    return (page += direction);
  };
  const run = async (layout: boolean) => {
    const targets = Array.from({ length: RENDERS }, next);
    const start = performance.now();
    for (const target of targets) {
      side.widget.render!(options[target]!);
      await side.settle();
      if (layout) side.root.getBoundingClientRect();
    }
    const time = (performance.now() - start) / RENDERS;
    if (selectedPage(side.root) !== page) throw new Error(`bench: ${side.root.id} did not update`);
    return time;
  };
  return async () => {
    const script = await run(false);
    laidOut.push(await run(true));
    return script;
  };
}

window.bench = async (): Promise<BenchRow[]> => {
  const rendering = await setUpRenders();
  const renderLaidOut = { ours: [] as number[], peer: [] as number[] };
  const renderResult = await alternate(
    ROUNDS,
    renders(rendering.ours, rendering.options, renderLaidOut.ours),
    renders(rendering.peer, rendering.options, renderLaidOut.peer),
    WARMUP,
  );
  const renderLabel =
    '(ours: pagination() widget → <search-pagination>; peer: InstantSearch.js pagination widget; the same render options, no search)';

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
      measure: `new state → updated DOM, render only ${renderLabel}`,
      ours: renderResult.ours,
      peer: renderResult.peer,
      unit: 'ms',
      budget: { text: '≥ 3× faster', maxRatio: 1 / 3 },
    },
    {
      measure: `new state → updated DOM, laid out, render only ${renderLabel}`,
      ours: median(renderLaidOut.ours.slice(WARMUP)),
      peer: median(renderLaidOut.peer.slice(WARMUP)),
      unit: 'ms',
    },
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
