// Connector contract: the same expectations run against InstantSearch.js's own connectPagination
// and this library's, inside a real InstantSearch instance; then this library's on its store.
import { expect } from '@open-wc/testing';
import { Store } from '../../../src/store/index.js';
import {
  connectPagination,
  connectToStore,
  type PaginationRenderState,
} from '../../../src/pagination/connectors.js';
import {
  aisConnectPagination,
  instantsearch,
  memoryClient,
  settle,
} from '../../support/instantsearch.js';

type Render = [PaginationRenderState & { instantSearchInstance: unknown }, boolean];
type Connector = typeof connectPagination;

/** A router kept in memory: what InstantSearch reads, writes and makes URLs of. */
function memoryRouter(initial: Record<string, unknown> = {}) {
  const writes: Record<string, unknown>[] = [];
  let listener: ((state: Record<string, unknown>) => void) | undefined;
  return {
    writes,
    navigate(state: Record<string, unknown>) {
      listener?.(state);
    },
    router: {
      read: () => initial,
      write: (state: Record<string, unknown>) => void writes.push(state),
      createURL: (state: Record<string, unknown>) => `#${JSON.stringify(state)}`,
      onUpdate: (callback: (state: Record<string, unknown>) => void) => void (listener = callback),
      dispose: () => {},
    },
  };
}

async function setup(
  connector: Connector,
  params: Record<string, unknown> = {},
  options: { initialUiState?: Record<string, unknown>; routing?: unknown; nbPages?: number } = {},
) {
  const renders: Render[] = [];
  let unmounted = 0;
  const { client, data, pages } = memoryClient({ nbHits: 1234, nbPages: options.nbPages ?? 20 });
  const search = instantsearch({
    indexName: 'products',
    searchClient: client as never,
    initialUiState: options.initialUiState as never,
    routing: options.routing as never,
  });
  const widget = connector(
    (state, first) => void renders.push([state, first] as Render),
    () => void (unmounted += 1),
  )(params);
  search.addWidgets([widget as never]);
  search.start();
  await settle();
  return {
    search,
    widget,
    renders,
    data,
    pages,
    last: () => renders.at(-1)![0],
    unmounted: () => unmounted,
  };
}

const implementations: [string, Connector][] = [
  ['InstantSearch.js connectPagination', aisConnectPagination as unknown as Connector],
  ['connectPagination', connectPagination],
];

for (const [name, connector] of implementations) {
  describe(`${name} in an InstantSearch instance`, () => {
    it('renders on init with isFirstRender true and no pages, then with the results', async () => {
      const run = await setup(connector);
      const [init, first] = run.renders[0]!;
      expect(first).to.equal(true);
      expect(init).to.include({
        currentRefinement: 0,
        nbHits: 0,
        nbPages: 0,
        canRefine: false,
        isFirstPage: true,
        isLastPage: true,
      });
      expect(init.pages).to.deep.equal([]);
      expect(init.instantSearchInstance).to.equal(run.search);
      const [state, isFirst] = run.renders.at(-1)!;
      expect(isFirst).to.equal(false);
      expect(state).to.include({
        currentRefinement: 0,
        nbHits: 1234,
        nbPages: 20,
        canRefine: true,
        isFirstPage: true,
        isLastPage: false,
      });
      expect(state.pages).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
      expect(state.widgetParams).to.deep.equal({});
      expect(Object.keys(state).sort()).to.deep.equal(
        [
          'canRefine',
          'createURL',
          'currentRefinement',
          'instantSearchInstance',
          'isFirstPage',
          'isLastPage',
          'nbHits',
          'nbPages',
          'pages',
          'refine',
          'widgetParams',
        ].sort(),
      );
      run.search.dispose();
    });

    it('refines: sets the page, searches, and keeps the same refine function', async () => {
      const run = await setup(connector, { padding: 2 });
      const { refine } = run.last();
      refine(7);
      await settle();
      expect(run.pages.at(-1)).to.equal(7);
      const state = run.last();
      expect(state.currentRefinement).to.equal(7);
      expect(state.pages).to.deep.equal([5, 6, 7, 8, 9]);
      expect(state.refine).to.equal(refine);
      expect(state.createURL).to.equal(run.renders[0]![0].createURL);
      run.search.dispose();
    });

    it('caps nbPages, the last page and isLastPage with totalPages, without clamping refine', async () => {
      const run = await setup(connector, { totalPages: 5 });
      expect(run.last()).to.include({ nbPages: 5, isLastPage: false });
      run.last().refine(4);
      await settle();
      expect(run.last()).to.include({ nbPages: 5, isLastPage: true, currentRefinement: 4 });
      run.last().refine(12);
      await settle();
      expect(run.last().currentRefinement).to.equal(12);
      expect(run.pages.at(-1)).to.equal(12);
      run.search.dispose();
    });

    it('round-trips the UI state: one-based page, page 1 left out', async () => {
      const run = await setup(connector, {}, { initialUiState: { products: { page: 3 } } });
      expect(run.last().currentRefinement).to.equal(2);
      expect(run.pages[0]).to.equal(2);
      expect(run.search.getUiState()).to.deep.equal({ products: { page: 3 } });
      run.last().refine(0);
      await settle();
      expect(run.search.getUiState()).to.deep.equal({ products: {} });
      run.last().refine(9);
      await settle();
      expect(run.search.getUiState()).to.deep.equal({ products: { page: 10 } });
      run.search.dispose();
    });

    it('works with routing: reads the route, writes it, and makes URLs', async () => {
      const memory = memoryRouter({ products: { page: 4 } });
      const run = await setup(connector, {}, { routing: { router: memory.router } });
      expect(run.last().currentRefinement).to.equal(3);
      expect(run.last().createURL(5)).to.equal('#{"products":{"page":6}}');
      expect(run.last().createURL(0)).to.equal('#{"products":{"page":1}}');
      run.last().refine(0);
      await settle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(memory.writes.at(-1)).to.deep.equal({ products: {} });
      memory.navigate({ products: { page: 8 } });
      await settle();
      expect(run.last().currentRefinement).to.equal(7);
      run.search.dispose();
    });

    it('exposes its render state through getRenderState', async () => {
      const run = await setup(connector);
      const renderState = run.search.renderState.products as unknown as {
        pagination: PaginationRenderState;
      };
      expect(renderState.pagination).to.include({ nbPages: 20, currentRefinement: 0 });
      run.search.dispose();
    });

    it('disposes: calls unmount and clears the page', async () => {
      const run = await setup(connector, {}, { initialUiState: { products: { page: 5 } } });
      const helper = run.search.mainIndex.getHelper()!;
      expect(helper.state.page).to.equal(4);
      run.search.removeWidgets([run.widget as never]);
      await settle();
      expect(run.unmounted()).to.equal(1);
      expect(helper.state.page ?? 0).to.equal(0);
      run.search.dispose();
    });

    it('throws a clear error without a render function', () => {
      expect(() => (connector as (fn?: unknown) => unknown)()).to.throw(/render function/i);
    });
  });
}

describe('connectPagination specifics', () => {
  it('throws on a negative refine, and carries $$type', async () => {
    const run = await setup(connectPagination);
    expect(run.widget.$$type).to.equal('ais.pagination');
    expect(() => run.last().refine(-1)).to.throw(RangeError, /-1/);
    expect(() => run.last().refine(Number.NaN)).to.throw(RangeError);
    run.search.dispose();
  });
});

describe('connectToStore', () => {
  const start = location.href;
  afterEach(() => history.replaceState(null, '', start));

  function setupStore(search: Partial<Store['search']>, options = {}, params = {}) {
    const store = new Store({ search });
    const renders: Render[] = [];
    let unmounted = 0;
    const widget = connectPagination(
      (state, first) => void renders.push([state, first] as Render),
      () => void (unmounted += 1),
    )(params);
    const disconnect = connectToStore(store, widget, options);
    return {
      store,
      renders,
      disconnect,
      last: () => renders.at(-1)![0],
      unmounted: () => unmounted,
    };
  }

  it('inits, then renders the store state at once and on each change', () => {
    const run = setupStore({ page: 2, nbHits: 480, nbPages: 24 }, {}, { padding: 1 });
    expect(run.renders.map(([, first]) => first)).to.deep.equal([true, false]);
    expect(run.last()).to.include({
      currentRefinement: 2,
      nbHits: 480,
      nbPages: 24,
      canRefine: true,
    });
    expect(run.last().pages).to.deep.equal([1, 2, 3]);
    run.store.setSearch({ nbPages: 3, nbHits: 60 });
    expect(run.last()).to.include({ nbPages: 3, isLastPage: true });
    run.disconnect();
  });

  it('refines the store, pushes a one-based ?page=N entry, and back/forward restore it', async () => {
    const run = setupStore({ nbHits: 480, nbPages: 24 });
    const before = history.length;
    run.last().refine(4);
    expect(run.store.search.page).to.equal(4);
    expect(new URL(location.href).searchParams.get('page')).to.equal('5');
    // Chromium caps the session history at 50 entries and WebKit at 100: once this page's tests
    // have filled it, the length stays put (Firefox keeps counting). The back/forward below
    // proves the push either way.
    const caps = [50, 100].filter((n) => before >= n);
    expect(history.length, 'one entry pushed').to.be.oneOf([before + 1, ...caps]);
    expect(run.last().currentRefinement).to.equal(4);
    const popped = () =>
      new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    let pop = popped();
    history.back();
    await pop;
    expect(run.store.search.page).to.equal(0);
    pop = popped();
    history.forward();
    await pop;
    expect(run.store.search.page).to.equal(4);
    run.disconnect();
  });

  it('makes real one-based URLs that keep the other parameters', () => {
    history.replaceState(null, '', '?q=shoes#results');
    const run = setupStore({ nbHits: 480, nbPages: 24 });
    const url = new URL(run.last().createURL(2));
    expect(url.searchParams.get('page')).to.equal('3');
    expect(url.searchParams.get('q')).to.equal('shoes');
    expect(url.hash).to.equal('#results');
    expect(new URL(run.last().createURL(0)).searchParams.has('page')).to.equal(false);
    run.disconnect();
  });

  it('takes the page from the URL when connecting', () => {
    history.replaceState(null, '', '?page=7');
    const run = setupStore({ nbHits: 480, nbPages: 24 });
    expect(run.store.search.page).to.equal(6);
    run.disconnect();
  });

  it('leaves the URL alone with url: false, and uses another parameter name', () => {
    history.replaceState(null, '', '?page=7');
    const off = setupStore({ nbHits: 480, nbPages: 24 }, { url: false });
    expect(off.store.search.page).to.equal(0);
    off.last().refine(3);
    expect(location.search).to.equal('?page=7');
    off.disconnect();
    const named = setupStore({ nbHits: 480, nbPages: 24 }, { param: 'p' });
    named.last().refine(3);
    expect(new URL(location.href).searchParams.get('p')).to.equal('4');
    named.disconnect();
  });

  it('disposes: unmounts, stops listening, and resets the page only when asked', () => {
    const run = setupStore({ page: 3, nbHits: 480, nbPages: 24 }, { url: false });
    const count = run.renders.length;
    run.disconnect();
    expect(run.unmounted()).to.equal(1);
    expect(run.store.search.page).to.equal(3);
    run.store.setSearch({ nbPages: 5 });
    expect(run.renders.length).to.equal(count);
    const again = setupStore({ page: 3, nbHits: 480, nbPages: 24 }, { url: false });
    again.disconnect(true);
    expect(again.store.search.page).to.equal(0);
  });
});
