// InstantSearch.js's own event flow through the compatible client: `instantsearch({ insights:
// { insightsClient } })` with the demo's in-memory search client, a hits widget and this
// library's pagination() widget. The middleware's automatic view events and the clicks sent
// with `sendEvent` reach the emulator's accepted events, with queryID, positions and the user
// token, in batches.
import { expect, fixtureSync, html } from '@open-wc/testing';
import { createInsightsClient } from '../../../src/insights/compat.js';
import type { InsightsEvent } from '../../../src/insights/index.js';
import { pagination } from '../../../src/pagination/widgets.js';
import { createMemorySearchClient } from '../../../dev/demo/memory-search-client.js';
import { instantsearch, settle } from '../../support/instantsearch.js';
import { acceptedEvents } from '../../support/emulator.js';
import { setup, cleanup } from './setup.js';

type Hit = { objectID: string; name: string; __position: number; __queryID?: string };
type Event = InsightsEvent & { objectIDs?: string[]; positions?: number[]; queryID?: string };

describe('insights: InstantSearch through createInsightsClient', () => {
  afterEach(cleanup);

  async function start() {
    const { appId, queue, posts } = setup();
    // No token given: the queue's anonymous one, which InstantSearch also puts on its searches.
    const q = queue({ userToken: undefined, flushDelay: 60_000 });
    const aa = createInsightsClient(q);
    const root = fixtureSync<HTMLElement>(html`
      <div>
        <div class="hits"></div>
        <div class="pages"></div>
      </div>
    `);
    const memory = createMemorySearchClient();
    // What InstantSearch asks the search service: the user token goes with every query.
    const queries: { params?: { userToken?: string } }[] = [];
    const searchClient = {
      search: (requests: Parameters<typeof memory.search>[0]) => {
        queries.push(...(requests as never[]));
        return memory.search(requests);
      },
    };
    const search = instantsearch({
      indexName: 'products',
      searchClient: searchClient as never,
      insights: { insightsClient: aa },
    });
    search.addWidgets([
      instantsearch.widgets.configure({ hitsPerPage: 5 } as never),
      instantsearch.widgets.hits({
        container: root.querySelector<HTMLElement>('.hits')!,
        templates: {
          item: (hit, { html: h, sendEvent }) =>
            h`<a
              href="#${hit.objectID}"
              onClick=${(e: MouseEvent) => {
                e.preventDefault();
                e.stopPropagation(); // only the explicit event, not the widget's own click
                sendEvent('click', hit, 'Product Clicked');
              }}
              >${(hit as unknown as Hit).name}</a
            >`,
        },
      }),
      pagination({ container: root.querySelector<HTMLElement>('.pages')!, scrollTo: false }),
    ]);
    search.start();
    await settle();
    await settle();
    return { appId, q, aa, root, search, posts, queries };
  }

  it('sends the view events and the sendEvent clicks with queryID, positions and the user token', async () => {
    const { appId, q, root, search, posts, queries } = await start();
    await expect(root).to.be.accessible();
    const links = () => [...root.querySelectorAll<HTMLAnchorElement>('.hits a')];
    expect(links()).to.have.length(5);
    links()[1]!.click(); // the second result of page 1
    // Page 2 through the pagination() widget, then its third result (position 8).
    root.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!.click();
    await settle();
    await settle();
    expect(search.helper!.state.page).to.equal(1);
    links()[2]!.click();
    expect(q.size).to.be.greaterThan(3);
    await q.flush();

    const accepted = (await acceptedEvents(appId)) as Event[];
    const token = q.userToken;
    expect(token).to.match(/^anonymous-/);
    expect(queries.length).to.be.greaterThan(1);
    for (const query of queries) expect(query.params?.userToken).to.equal(token);
    for (const e of accepted) expect(e.userToken).to.equal(token);
    const views = accepted.filter((e) => e.eventType === 'view');
    const clicks = accepted.filter((e) => e.eventType === 'click');
    expect(views.map((e) => e.objectIDs)).to.deep.equal([
      ['product-1', 'product-2', 'product-3', 'product-4', 'product-5'],
      ['product-6', 'product-7', 'product-8', 'product-9', 'product-10'],
    ]);
    expect(views.every((e) => e.eventName === 'Hits Viewed' && e.index === 'products')).to.equal(
      true,
    );
    expect(clicks.map(({ timestamp: _t, userToken: _u, ...e }) => e)).to.deep.equal([
      {
        eventType: 'click',
        eventName: 'Product Clicked',
        index: 'products',
        queryID: clicks[0]!.queryID,
        objectIDs: ['product-2'],
        positions: [2],
      },
      {
        eventType: 'click',
        eventName: 'Product Clicked',
        index: 'products',
        queryID: clicks[1]!.queryID,
        objectIDs: ['product-8'],
        positions: [8],
      },
    ]);
    // One query ID per search: page 1 and page 2 differ; both 32 hex characters.
    expect(clicks[0]!.queryID).to.match(/^[0-9a-f]{32}$/);
    expect(clicks[1]!.queryID)
      .to.match(/^[0-9a-f]{32}$/)
      .and.not.equal(clicks[0]!.queryID);
    // In batches: every event of the page in one request, and nothing else was sent (no
    // InstantSearch usage report, no algoliaSource field: the service would refuse it).
    expect(accepted).to.have.length(4);
    expect(await posts()).to.have.length(1);
    search.dispose();
  });

  it('the widget’s own click on a hit is sent too (Hit Clicked, internal)', async () => {
    const { appId, q, root, search } = await start();
    root.querySelector<HTMLElement>('.hits li:nth-child(4)')!.click();
    await q.flush();
    const clicks = ((await acceptedEvents(appId)) as Event[]).filter(
      (e) => e.eventType === 'click',
    );
    expect(clicks.map((e) => [e.eventName, e.objectIDs, e.positions])).to.deep.equal([
      ['Hit Clicked', ['product-4'], [4]],
    ]);
    search.dispose();
  });

  it('a token set through the client reaches the searches and the events', async () => {
    const { appId, q, aa, root, search, queries } = await start();
    aa('setUserToken', 'signed-in-user');
    search.refresh();
    await settle();
    expect(queries.at(-1)!.params?.userToken).to.equal('signed-in-user');
    root.querySelector<HTMLElement>('.hits a')!.click();
    await q.flush();
    const events = (await acceptedEvents(appId)) as Event[];
    expect(events.at(-1)!.userToken).to.equal('signed-in-user');
    search.dispose();
  });
});
