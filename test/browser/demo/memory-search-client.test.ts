// The demo's in-memory search client answers like the search engine does for what the demo's
// search page needs: pages of hits, the number of pages, the 1,000-hit paging cap, and a query
// ID when `clickAnalytics` is on. Then the same client under InstantSearch.js, with this
// library's pagination widget, as the demo page uses it.
import { expect } from '@open-wc/testing';
import {
  createMemorySearchClient,
  seedProducts,
  type Product,
} from '../../../dev/demo/memory-search-client.js';
import { configure, hits, instantsearch } from '../../../dev/demo/instantsearch.js';
import { pagination } from '../../../src/pagination/widgets.js';

type Params = { query?: string; page?: number; hitsPerPage?: number; clickAnalytics?: boolean };

async function searchOne(
  client: ReturnType<typeof createMemorySearchClient>,
  params: Params,
  indexName = 'products',
) {
  const { results } = await client.search([{ indexName, params }]);
  expect(results).to.have.length(1);
  return results[0]!;
}

const ids = (list: readonly { objectID: string }[]) => list.map((h) => h.objectID);

describe('demo memory search client', () => {
  const products = seedProducts();
  const client = createMemorySearchClient(products);

  it('seeds the same 2,400 products every time, with unique object IDs', () => {
    expect(products).to.have.length(2_400);
    expect(seedProducts()).to.deep.equal(products);
    expect(new Set(ids(products)).size).to.equal(2_400);
    for (const p of products.slice(0, 50)) {
      expect(p.name).to.be.a('string').and.not.be.empty;
      expect(p.price).to.be.within(0, 500);
    }
  });

  it('returns the requested page of hits, in catalogue order', async () => {
    const first = await searchOne(client, { hitsPerPage: 12 });
    expect(first.page).to.equal(0);
    expect(first.hitsPerPage).to.equal(12);
    expect(ids(first.hits)).to.deep.equal(ids(products.slice(0, 12)));

    const third = await searchOne(client, { hitsPerPage: 12, page: 2 });
    expect(third.page).to.equal(2);
    expect(ids(third.hits)).to.deep.equal(ids(products.slice(24, 36)));
  });

  it('counts every match but pages through the first 1,000 only', async () => {
    const result = await searchOne(client, { hitsPerPage: 12 });
    expect(result.nbHits).to.equal(2_400);
    expect(result.nbPages).to.equal(84); // ceil(1000 / 12)

    // The last reachable page stops at the 1,000th hit: 1000 - 83 × 12 = 4 hits.
    const last = await searchOne(client, { hitsPerPage: 12, page: 83 });
    expect(ids(last.hits)).to.deep.equal(ids(products.slice(996, 1_000)));

    const beyond = await searchOne(client, { hitsPerPage: 12, page: 84 });
    expect(beyond.hits).to.deep.equal([]);
    expect(beyond.nbPages).to.equal(84);

    const twenty = await searchOne(client, { hitsPerPage: 20 });
    expect(twenty.nbPages).to.equal(50);
  });

  it('counts pages from the matches when there are fewer than 1,000', async () => {
    const lamps = products.filter((p) => p.name.toLowerCase().includes('lamp'));
    expect(lamps.length).to.be.within(13, 999);
    const result = await searchOne(client, { query: 'LAMP', hitsPerPage: 12 });
    expect(result.nbHits).to.equal(lamps.length);
    expect(result.nbPages).to.equal(Math.ceil(lamps.length / 12));
    expect(result.query).to.equal('LAMP');
    expect(ids(result.hits)).to.deep.equal(ids(lamps.slice(0, 12)));
  });

  it('matches the brand too, and answers an empty page for no match', async () => {
    const byBrand = await searchOne(client, { query: 'acme', hitsPerPage: 1_000 });
    expect(byBrand.hits.length).to.be.greaterThan(0);
    for (const hit of byBrand.hits as Product[]) {
      expect(`${hit.name} ${hit.brand}`.toLowerCase()).to.contain('acme');
    }

    const none = await searchOne(client, { query: 'no such product', hitsPerPage: 12 });
    expect(none).to.include({ nbHits: 0, nbPages: 0, page: 0 });
    expect(none.hits).to.deep.equal([]);
  });

  it('answers counts only for hitsPerPage 0', async () => {
    const result = await searchOne(client, { hitsPerPage: 0 });
    expect(result).to.include({ nbHits: 2_400, nbPages: 0 });
    expect(result.hits).to.deep.equal([]);
  });

  it('returns a query ID only with clickAnalytics, one per query and page', async () => {
    const without = await searchOne(client, { query: 'desk', hitsPerPage: 12 });
    expect(without).not.to.have.property('queryID');

    const a = await searchOne(client, { query: 'desk', hitsPerPage: 12, clickAnalytics: true });
    expect(a.queryID).to.match(/^[0-9a-f]{32}$/);
    const again = await searchOne(client, { query: 'desk', hitsPerPage: 12, clickAnalytics: true });
    expect(again.queryID).to.equal(a.queryID);

    const page2 = await searchOne(client, {
      query: 'desk',
      hitsPerPage: 12,
      page: 1,
      clickAnalytics: true,
    });
    const other = await searchOne(client, {
      query: 'chair',
      hitsPerPage: 12,
      clickAnalytics: true,
    });
    const otherIndex = await searchOne(
      client,
      { query: 'desk', hitsPerPage: 12, clickAnalytics: true },
      'articles',
    );
    const all = [a.queryID, page2.queryID, other.queryID, otherIndex.queryID];
    expect(new Set(all).size).to.equal(4);
    for (const id of all) expect(id).to.match(/^[0-9a-f]{32}$/);
  });

  it('answers several requests at once, each for its own index', async () => {
    const { results } = await client.search([
      { indexName: 'products', params: { hitsPerPage: 5 } },
      { indexName: 'articles', params: { query: 'zzz' } },
    ]);
    expect(results.map((r) => r.index)).to.deep.equal(['products', 'articles']);
    expect(results[0]!.hits).to.have.length(5);
    expect(results[1]!.nbHits).to.equal(0);
  });

  it('gives InstantSearch hits with their query ID and positions across pages', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div id="mem-hits"></div><div id="mem-pagination"></div>';
    document.body.append(root);
    const search = instantsearch({
      indexName: 'products',
      searchClient: createMemorySearchClient(products) as never,
      insights: false,
    });
    search.addWidgets([
      configure({ hitsPerPage: 12, clickAnalytics: true }),
      hits({
        container: root.querySelector<HTMLElement>('#mem-hits')!,
        templates: {
          item: (hit, { html }) =>
            html`<span
              data-object-id=${hit.objectID}
              data-position=${String(hit.__position)}
              data-query-id=${hit.__queryID ?? ''}
            ></span>`,
        },
      }),
      pagination({ container: '#mem-pagination', scrollTo: false }),
    ]);
    const rendered = () =>
      new Promise<void>((resolve) => search.once('render', () => setTimeout(resolve, 0)));
    try {
      let done = rendered();
      search.start();
      await done;
      const read = () =>
        [...root.querySelectorAll<HTMLElement>('[data-object-id]')].map((el) => ({
          ...el.dataset,
        }));
      const page1 = read();
      expect(page1).to.have.length(12);
      expect(page1[0]).to.deep.equal({
        objectId: 'product-1',
        position: '1',
        queryId: page1[0]!.queryId,
      });
      expect(page1[0]!.queryId).to.match(/^[0-9a-f]{32}$/);

      const pager = root.querySelector('#mem-pagination')!;
      const pageLinks = [...pager.querySelectorAll('.ais-Pagination-item--page')];
      expect(pageLinks.at(-1)!.textContent!.trim()).to.equal('7'); // pages 1-7 of 84

      done = rendered();
      pager.querySelector<HTMLAnchorElement>('a[aria-label="Next Page"]')!.click();
      await done;
      const page2 = read();
      expect(page2[0]).to.include({ objectId: 'product-13', position: '13' });
      expect(page2[0]!.queryId).to.match(/^[0-9a-f]{32}$/);
      expect(page2[0]!.queryId).not.to.equal(page1[0]!.queryId);
    } finally {
      search.dispose();
      root.remove();
    }
  });
});
