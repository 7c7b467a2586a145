// Every element renders on the server with Lit's renderer (`@lit-labs/ssr`), from the sources:
// the shadow-DOM elements into declarative shadow DOM (loading state, or the content of the
// data they are given), the pagination into its light DOM. No element fetches on the server:
// they are given a store on a running emulator, whose request log stays empty.
// (node:test runs each file in a process of its own: the global DOM shim stays here.)
import '@lit-labs/ssr/lib/install-global-dom-shim.js';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import type { SecretKeysPage } from '../../../src/api/schemas/secret-keys.js';
import type { UsageResult } from '../../../src/api/endpoints/usage.js';

// After the shim (its module waits on an asynchronous dependency; see dev/ssr/render.ts).
const { render, LitElementRenderer } = await import('@lit-labs/ssr');
const { collectResult } = await import('@lit-labs/ssr/lib/render-result.js');
const { renderLight } = await import('@lit-labs/ssr-client/directives/render-light.js');
const { html } = await import('lit');
const { startEmulator } = await import('../../../dev/emulator/server.js');
const support = await import('../../support/emulator.js');
const { paginationRenderers, renderSearchPagination, SearchPaginationRenderer } =
  await import('../../../src/pagination/ssr.js');
await import('../../../src/usage-chart/define.js');
await import('../../../src/secret-key-list/define.js');
await import('../../../src/composition-view/define.js');
await import('../../../src/provider/define.js');
await import('../../../src/pagination/define.js');

const DAY = 86_400_000;
const usage: UsageResult = {
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-01-03T23:59:59.999Z',
  granularity: 'daily',
  series: {
    records: [
      { t: Date.UTC(2026, 0, 1), v: 1_200_000 },
      { t: Date.UTC(2026, 0, 1) + DAY, v: 1_300_000 },
      { t: Date.UTC(2026, 0, 1) + 2 * DAY, v: 1_250_000 },
    ],
  },
} as unknown as UsageResult;

const SECRET = 'sk_live_this_value_must_not_reach_the_html';
const keysPage: SecretKeysPage = {
  data: [
    {
      id: 'key-1',
      name: 'Checkout assistant',
      value: SECRET,
      agentIds: ['agent-7'],
      isDefault: true,
      createdAt: '2025-01-02T03:04:05Z',
      updatedAt: '2025-02-03T04:05:06Z',
      lastUsedAt: null,
    },
  ],
  pagination: { page: 1, limit: 10, totalCount: 1, totalPages: 1 },
};

const composition = {
  objectID: 'spring-sale',
  name: 'Spring sale',
  behavior: { injection: { main: { source: { search: { index: 'products' } } } } },
};

let emulator: RunningEmulator;
let appId: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let store: any;

before(async () => {
  emulator = await startEmulator({ port: 0, quiet: true });
  support.setEmulatorUrl(emulator.url);
  store = support.makeStore();
  appId = store.client.appId as string;
});

after(async () => {
  // Whatever was rendered, the elements asked the service for nothing.
  assert.deepEqual(await support.requestLog(appId), []);
  await emulator.close();
});

const ssr = async (template: unknown): Promise<string> =>
  collectResult(render(template, { elementRenderers: paginationRenderers('/search?q=shoes') }));

/** The text of some HTML, without tags, comments and styles, spaces collapsed. */
const text = (markup: string): string =>
  markup
    // A line-break opportunity inside an identifier is not a space (`agent-<wbr>7`).
    .replace(/(<!--[^>]*-->)*<wbr\s*\/?>(<!--[^>]*-->)*/g, '')
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The declarative shadow root of the first `tag` in `markup`. */
function shadowOf(markup: string, tag: string): string {
  const match = new RegExp(
    `<${tag}[^>]*><template shadowroot="open" shadowrootmode="open">([\\s\\S]*?)</template>`,
  ).exec(markup);
  assert.ok(match, `no declarative shadow root for <${tag}>`);
  return match[1]!;
}

describe('server rendering with @lit-labs/ssr', () => {
  it('renders <usage-chart> loading, then with data its chart', async () => {
    const loading = shadowOf(
      await ssr(html`<usage-chart statistic="records" .store=${store}></usage-chart>`),
      'usage-chart',
    );
    assert.match(loading, /<style>/);
    assert.match(loading, /part="loading"/);
    assert.match(loading, /aria-busy="true"/);
    assert.match(text(loading), /Loading usage statistics/);
    // Without a store on the server, still the loading state: the store comes in the browser.
    const alone = shadowOf(
      await ssr(html`<usage-chart statistic="records"></usage-chart>`),
      'usage-chart',
    );
    assert.match(alone, /part="loading"/);

    const drawn = shadowOf(
      await ssr(html`<usage-chart statistic="records" .data=${usage}></usage-chart>`),
      'usage-chart',
    );
    assert.doesNotMatch(drawn, /part="loading"/);
    assert.match(drawn, /part="legend"/);
    assert.match(drawn, /<svg part="panel"/);
    assert.match(text(drawn), /Records/);
    assert.match(text(drawn), /1,300,000/);
  });

  it('formats in the element’s own language on the server', async () => {
    const drawn = shadowOf(
      await ssr(html`<usage-chart lang="de" statistic="records" .data=${usage}></usage-chart>`),
      'usage-chart',
    );
    assert.match(text(drawn), /1\.300\.000/);
  });

  it('renders hourly times in the element’s time-zone, else in UTC whatever the server’s zone', async () => {
    const HOUR = 3_600_000;
    const start = Date.UTC(2026, 10, 1, 3);
    const hourly = {
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 5 * HOUR).toISOString(),
      granularity: 'hourly',
      series: { records: [0, 1, 2, 3, 4, 5].map((i) => ({ t: start + i * HOUR, v: 10 + i })) },
    } as unknown as UsageResult;
    const inZone = text(
      shadowOf(
        await ssr(
          html`<usage-chart
            lang="en-US"
            time-zone="America/New_York"
            statistic="records"
            .data=${hourly}
          ></usage-chart>`,
        ),
        'usage-chart',
      ),
    );
    assert.match(inZone, /Times in New York \(EDT, EST\)/);
    assert.match(inZone, /1:00 AM EDT 1:00 AM EST/);
    // The server's own zone never shows: without `time-zone`, UTC (as the browser's first update).
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const plain = text(
        shadowOf(
          await ssr(html`<usage-chart statistic="records" .data=${hourly}></usage-chart>`),
          'usage-chart',
        ),
      );
      assert.match(plain, /Times in UTC/);
      assert.doesNotMatch(plain, /Tokyo|GMT\+9/);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('renders <secret-key-list> loading, then with data its rows, secrets masked', async () => {
    const loading = shadowOf(
      await ssr(html`<secret-key-list .store=${store}></secret-key-list>`),
      'secret-key-list',
    );
    assert.match(loading, /part="loading"/);
    assert.match(text(loading), /Loading secret keys/);

    const shown = shadowOf(
      await ssr(html`<secret-key-list .data=${keysPage}></secret-key-list>`),
      'secret-key-list',
    );
    assert.doesNotMatch(shown, /part="loading"/);
    assert.match(text(shown), /Checkout assistant/);
    assert.match(text(shown), /agent-7/);
    assert.match(shown, /••••/);
    assert.ok(!shown.includes(SECRET), 'a secret reached the HTML');

    // More than one page: the page links load in the browser; the server keeps their room.
    const paged = shadowOf(
      await ssr(
        html`<secret-key-list
          .data=${{ ...keysPage, pagination: { page: 1, limit: 1, totalCount: 3, totalPages: 3 } }}
        ></secret-key-list>`,
      ),
      'secret-key-list',
    );
    assert.match(paged, /<div class="links"><!--lit-part--><!--\/lit-part--><\/div>/);
    assert.doesNotMatch(paged, /class="ais-Pagination/);

    // Data that cannot be shown: the error state, naming the field, as the browser shows it.
    const wrong = shadowOf(
      await ssr(html`<secret-key-list .data=${{ data: 'no' }}></secret-key-list>`),
      'secret-key-list',
    );
    assert.match(wrong, /part="error"/);
    assert.match(wrong, /role="alert"/);
    assert.match(text(wrong), /data: expected array/);
    assert.match(wrong, /part="retry"/);
    assert.doesNotMatch(wrong, /part="loading"/);
  });

  it('renders <composition-view> loading, then with a composition its content', async () => {
    const loading = shadowOf(
      await ssr(
        html`<composition-view composition-id="spring-sale" .store=${store}></composition-view>`,
      ),
      'composition-view',
    );
    assert.match(loading, /part="loading"/);
    assert.match(text(loading), /Loading the composition/);

    const shown = shadowOf(
      await ssr(html`<composition-view .composition=${composition}></composition-view>`),
      'composition-view',
    );
    assert.doesNotMatch(shown, /part="loading"/);
    // The service's name, as text in its own bidi isolate.
    assert.match(
      shown,
      /<h2[^>]*>(<!--[^>]*-->)*<bdi>(<!--[^>]*-->)*Spring sale(<!--[^>]*-->)*<\/bdi>(<!--[^>]*-->)*<\/h2>/,
    );
    assert.match(text(shown), /products/);
    // The same ids as in the browser (hydration keeps the server's attributes).
    assert.match(shown, /id="cv-panel-readable"/);
  });

  it('renders <search-provider> around server-rendered elements', async () => {
    const markup = await ssr(
      html`<search-provider><usage-chart statistic="records"></usage-chart></search-provider>`,
    );
    assert.match(shadowOf(markup, 'search-provider'), /<slot><\/slot>/);
    assert.match(shadowOf(markup, 'usage-chart'), /part="loading"/);
  });

  it('renders <search-pagination> in its light DOM where the template asks for it', async () => {
    const markup = await ssr(
      html`<search-pagination page="1" nb-pages="4" hide-first
        >${renderLight()}</search-pagination
      >`,
    );
    assert.doesNotMatch(markup, /<template shadowroot/);
    assert.match(markup, /<search-pagination[^>]*role="navigation"[^>]*aria-label="Pagination"/);
    assert.match(markup, /<div class="ais-Pagination">/);
    assert.doesNotMatch(markup, /firstPage/);
    assert.match(
      markup,
      /class="ais-Pagination-item ais-Pagination-item--page ais-Pagination-item--selected"><!--[^>]*--><!--[^>]*--><a class="ais-Pagination-link" aria-label="Page 2" aria-current="page" href="\/search\?q=shoes&amp;page=2"/,
    );
    // Without the directive, the element alone (as Lit renders any light-DOM element).
    const bare = await collectResult(
      render(html`<search-pagination nb-pages="4"></search-pagination>`, {
        elementRenderers: [LitElementRenderer, SearchPaginationRenderer],
      }),
    );
    assert.doesNotMatch(bare, /ais-Pagination/);
    assert.match(bare, /role="navigation"/);
  });

  it('renders a <search-pagination> as a string for any server', () => {
    const markup = renderSearchPagination(
      { page: 3, 'nb-pages': 10, 'hide-last': true, 'aria-label': 'Results "pages"' },
      { url: 'https://shop.example/search?q=shoes&page=4' },
    );
    assert.match(
      markup,
      /^<search-pagination page="3" nb-pages="10" hide-last aria-label="Results &quot;pages&quot;" role="navigation">/,
    );
    assert.match(markup, /<\/search-pagination>$/);
    assert.doesNotMatch(markup, /lastPage/);
    assert.match(
      markup,
      /aria-current="page" href="https:\/\/shop\.example\/search\?q=shoes&amp;page=4"/,
    );
    assert.match(markup, /aria-label="Page 1" href="https:\/\/shop\.example\/search\?q=shoes"/);
    // `location` was only borrowed for the call.
    assert.equal(String(globalThis.location), 'http://localhost/');
  });
});
