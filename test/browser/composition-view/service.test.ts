// <composition-view> loading compositions from the local emulator through a real client.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { CompositionView } from '../../../src/composition-view/composition-view.js';
import '../../../src/composition-view/define.js';
import '../../../src/provider/define.js';
import type { Store } from '../../../src/store/index.js';
import {
  clearFaults,
  injectFault,
  keys,
  makeStore,
  requestLog,
  uniqueAppId,
} from '../../support/emulator.js';

const $ = (el: CompositionView, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: CompositionView, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];
const text = (node: Node | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function load(id: string, store: Store = makeStore()) {
  const el = await fixture<CompositionView>(
    html`<composition-view composition-id=${id} .store=${store}></composition-view>`,
  );
  await waitUntil(
    () =>
      !$(el, '[part="base"]')?.getAttribute('aria-busy')?.includes('true') &&
      !$(el, '[part="loading"]'),
    `"${id}" did not finish loading`,
    // (A hang guard, not a bound: the 8 s that `waitUntil` gives at the least ran out once in a
    // full run of the three engines.)
    { timeout: 20_000 },
  );
  await el.updateComplete;
  return el;
}

describe('<composition-view> against the emulator', () => {
  describe('each seeded shape', () => {
    it('minimal: a main search with nothing else', async () => {
      const el = await load('minimal');
      await expect(el).to.be.accessible();
      expect(text($(el, 'h2'))).to.equal('Minimal');
      expect($(el, '.description')).to.equal(null);
      expect(text($(el, '.main-source'))).to.contain('the index settings apply as they are');
      expect(text($(el, '.injected'))).to.contain('No injected items');
      expect($(el, '.dedup-default')).to.not.equal(null);
      expect($(el, '.sorting')).to.equal(null);
      expect($(el, '[part="warnings"]')).to.equal(null);
    });

    it('injection-none: products only, with three sorting strategies', async () => {
      const el = await load('injection-none');
      await expect(el).to.be.accessible();
      expect(text($(el, '.description'))).to.equal('The products index, with no injected items.');
      expect($$(el, '.sorting tbody tr')).to.have.length(3);
      expect(text($(el, '.sorting caption'))).to.equal('3 sorting strategies (at most 20)');
    });

    it('injection-one: one item over positions 2–4 with its metadata', async () => {
      const el = await load('injection-one');
      await expect(el).to.be.accessible();
      expect($$(el, '.slot.filled').map((s) => s.dataset['position'])).to.deep.equal([
        '2',
        '3',
        '4',
      ]);
      const item = $(el, '.items > li')!;
      expect(text(item.querySelector('.item-title'))).to.equal(
        'A Item “spring-promo”: positions 2–4 (3 results)',
      );
      expect(text(item)).to.contain('onSale:true');
      expect(text(item)).to.contain('"spring-2025"');
    });

    it('injection-two: two items from two indices, explicit highestInjected', async () => {
      const el = await load('injection-two');
      expect($$(el, '.items > li')).to.have.length(2);
      expect(
        $$(el, '.slot.filled').map((s) => [
          s.dataset['position'],
          text(s.querySelector('.slot-items')),
        ]),
      ).to.deep.equal([
        ['2', 'A'],
        ['3', 'A'],
        ['4', 'A'],
        ['6', 'B'],
      ]);
      expect($(el, '.dedup-rule')!.dataset['positioning']).to.equal('highestInjected');
      expect($(el, '.dedup-default')).to.equal(null);
    });

    it('injection-three: external, search and recommend sources', async () => {
      const el = await load('injection-three');
      await expect(el).to.be.accessible();
      const kinds = $$(el, '.items > li').map((li) =>
        li.querySelector('.source')!.getAttribute('data-kind'),
      );
      expect(kinds).to.deep.equal(['external', 'search', 'recommend']);
      expect(text($(el, '.items > li:nth-child(3)'))).to.contain('trending-items');
      expect($(el, '.dedup-rule')!.dataset['positioning']).to.equal('highest');
      expect($$(el, '.slots .slot').length).to.equal(16);
    });

    it('dedup-highest and dedup-highest-injected: the rule in words', async () => {
      const highest = await load('dedup-highest');
      expect(text($(highest, '.dedup-rule'))).to.contain(
        'the highest-ranked copy is kept and the others are dropped',
      );
      const injected = await load('dedup-highest-injected');
      expect(text($(injected, '.dedup-rule'))).to.contain(
        'moves to its injected slot and is dropped from the main results',
      );
    });

    it('sorting-20: twenty strategies, none flagged', async () => {
      const el = await load('sorting-20');
      expect($$(el, '.sorting tbody tr')).to.have.length(20);
      expect($$(el, '.sorting tr.over')).to.have.length(0);
      expect($(el, '[part="warnings"]')).to.equal(null);
    });

    it('multifeed-ordered: feeds in feedsOrder order, the third unused', async () => {
      const el = await load('multifeed-ordered');
      await expect(el).to.be.accessible();
      expect(text($(el, '.behaviour'))).to.contain('Multifeed');
      expect(
        $$(el, '.feed').map((f) => [f.dataset['feed'], f.classList.contains('used')]),
      ).to.deep.equal([
        ['articles', true],
        ['products', true],
        ['clearance', false],
      ]);
      expect(text($(el, '.feed[data-feed="clearance"] .feed-status'))).to.equal(
        'Unused: not in feedsOrder',
      );
      expect($(el, '.feed[data-feed="products"] .slots')).to.not.equal(null);
    });

    it('recommend-main: model, threshold and other settings', async () => {
      const el = await load('recommend-main');
      await expect(el).to.be.accessible();
      const source = $(el, '.main-source .source')!;
      expect(source.dataset['kind']).to.equal('recommend');
      expect(text(source)).to.contain('trending-items');
      expect(text(source)).to.contain('42 (minimum score, 0–100)');
      expect(text(source)).to.contain('queryParameters');
      expect(text(source)).to.contain('category:shoes');
      expect(text(source)).to.contain('fallbackParameters');
    });

    it('rich-params: every group, facets, snippets, facet ordering, redirect and banners', async () => {
      const el = await load('rich-params');
      await expect(el).to.be.accessible();
      const params = $(el, '.main-source .params')!;
      expect(
        [...params.querySelectorAll<HTMLElement>(':scope > .group-name')].map(
          (g) => g.dataset['group'],
        ),
      ).to.deep.equal([
        'filters',
        'facets',
        'booleans',
        'numbers',
        'strings',
        'lists',
        'renderingContent',
      ]);
      expect(text(params)).to.contain('category disjunctive (values combine with OR)');
      expect(text(params)).to.contain('body (20 words)');
      expect(text(params)).to.contain('any of brand:Acme, brand:Globex');
      const links = [...params.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).to.deep.equal([
        'https://shop.example.com/sale',
        'https://shop.example.com/spring-sale',
        'https://shop.example.com/delivery',
      ]);
      const images = [...params.querySelectorAll('img')].map((i) => i.getAttribute('alt'));
      expect(images).to.deep.equal([
        'Spring sale: up to 40% off',
        'Free delivery over 50 €',
        'Free delivery over 50 €',
      ]);
      expect(text(params)).to.contain('Values of “color”');
    });

    it('hostile-strings: everything as text, no unsafe link or image', async () => {
      const el = await load('hostile-strings');
      await expect(el).to.be.accessible();
      const root = el.shadowRoot!;
      expect(text($(el, 'h2'))).to.equal('<script>alert("composition")</script><b>bold?</b>');
      expect(root.querySelector('script, b, img[src="x"]')).to.equal(null);
      // The one drawing is the element's own copy icon.
      const drawings = [...root.querySelectorAll('svg')].map(
        (svg) => svg.closest('[part]')?.part.value,
      );
      expect(drawings).to.deep.equal(['copy']);
      expect(root.querySelectorAll('a')).to.have.length(0);
      expect(root.querySelectorAll('img')).to.have.length(0);
      expect(text($(el, '.redirect'))).to.contain('javascript:alert("redirect")');
      expect($$(el, '[part="warnings"] li[data-code="unsafeUrl"]')).to.have.length(5);
      expect(text($(el, '.items'))).to.contain('<script>alert("key")</script>');
      expect(text($(el, '.sorting'))).to.contain('<img src=x onerror=alert(4)>');
    });

    it('rule-breaker: shown in full, with every broken rule listed', async () => {
      const el = await load('rule-breaker');
      await expect(el).to.be.accessible();
      const codes = $$(el, '[part="warnings"] li').map((li) => li.dataset['code']);
      expect(codes).to.include.members([
        'bothBehaviours',
        'tooManyInjectedItems',
        'positionOutOfRange',
        'lengthOutOfRange',
        'tooManySortingStrategies',
      ]);
      expect($$(el, '.sorting tr.over')).to.have.length(1);
      expect($(el, '.feeds')).to.not.equal(null);
      expect($(el, '.main-source')).to.not.equal(null);
    });
  });

  describe('states', () => {
    it('shows loading, then the composition', async () => {
      const store = makeStore();
      await injectFault(store.client!.appId, { route: 'compositions', latency: 800 });
      const el = await fixture<CompositionView>(
        html`<composition-view composition-id="minimal" .store=${store}></composition-view>`,
      );
      const status = $(el, '[part="loading"] [role="status"]')!;
      expect(text(status)).to.equal('Loading the composition…');
      expect($(el, '[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
      await expect(el).to.be.accessible();
      await waitUntil(() => $(el, 'h2'), 'never loaded', { timeout: 5000 });
      expect($(el, '[part="base"]')!.getAttribute('aria-busy')).to.equal('false');
    });

    const refused = 'The application id or API key was refused';
    const cases: [string, string, () => Promise<Store>, string, string, RegExp][] = [
      [
        '404',
        'no-such-composition',
        async () => makeStore(),
        'notFound',
        'Composition not found',
        /does not exist/,
      ],
      [
        '402',
        'feature-disabled',
        async () => makeStore(),
        'notEnabled',
        'Compositions are not enabled for this application',
        /not enabled/,
      ],
      [
        '401',
        'minimal',
        async () => makeStore({ apiKey: keys.invalid }),
        'notAllowed',
        refused,
        /Invalid credentials/,
      ],
      [
        '403',
        'minimal',
        async () => makeStore({ apiKey: keys.search }),
        'notAllowed',
        refused,
        /./,
      ],
      [
        '400',
        'not a valid id!',
        async () => makeStore(),
        'invalid',
        'The request was refused as invalid',
        /Invalid objectID/,
      ],
    ];
    for (const [status, id, storeFor, kind, title, message] of cases) {
      it(`shows ${status} with its title and the service message`, async () => {
        const el = await load(id, await storeFor());
        const error = $(el, '[part="error"][role="alert"]')!;
        expect(error.dataset['kind']).to.equal(kind);
        expect(text(error.querySelector('.state-title'))).to.equal(title);
        expect(text(error.querySelector('.state-hint'))).to.match(message);
        expect(error.querySelector('button[part="retry"]')).to.not.equal(null);
        await expect(el).to.be.accessible();
      });
    }

    it('renders a composition whose main has no source, alone or in a feed, with no warning', async () => {
      const noSource = {
        injection: {
          main: {},
          injectedItems: [
            { key: 'promo', position: 0, length: 2, source: { search: { index: 'promos' } } },
          ],
        },
      };
      for (const behavior of [noSource, { multifeed: { feeds: { shop: noSource } } }]) {
        const store = makeStore();
        await injectFault(store.client!.appId, {
          route: 'compositions',
          status: 200,
          body: { objectID: 'no-source', name: 'No main source', behavior },
        });
        const el = await load('no-source', store);
        expect($(el, '[part="error"]'), JSON.stringify(behavior)).to.equal(null);
        expect(text($(el, 'h2'))).to.equal('No main source');
        expect(text($(el, '.main-source'))).to.contain('No main source.');
        expect($$(el, '.items > li')).to.have.length(1);
        expect($(el, '[part="warnings"]')).to.equal(null);
      }
    });

    it('shows a 400 from the service (fault) with its message', async () => {
      const store = makeStore();
      await injectFault(store.client!.appId, {
        route: 'compositions',
        status: 400,
        body: { status: 400, message: 'Bad <b>request</b> body' },
      });
      const el = await load('minimal', store);
      expect($(el, '[part="error"]')!.dataset['kind']).to.equal('invalid');
      expect(text($(el, '[part="error"] .state-hint'))).to.equal('Bad <b>request</b> body');
      expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    });

    it('retries after a network error, from the keyboard, keeping focus', async () => {
      const store = makeStore({ retries: 0 });
      const appId = store.client!.appId;
      await injectFault(appId, { route: 'compositions', drop: true, times: 0 });
      const el = await load('injection-one', store);
      const error = $(el, '[part="error"]')!;
      expect(error.dataset['kind']).to.equal('unreachable');
      expect(text(error)).to.contain('The service could not be reached');
      await expect(el).to.be.accessible();

      await clearFaults(appId);
      $(el, '[part="retry"]')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => $(el, 'h2'), 'retry did not load', { timeout: 5000 });
      expect(text($(el, 'h2'))).to.equal('Products with a promoted slot');
      expect(el.shadowRoot!.activeElement).to.equal($(el, '[part="base"]'));
    });

    it('reloads when the client changes', async () => {
      const store = makeStore({ apiKey: keys.invalid });
      const el = await load('minimal', store);
      expect($(el, '[part="error"]')!.dataset['kind']).to.equal('notAllowed');
      store.client = makeStore().client;
      await waitUntil(() => $(el, 'h2'), 'did not reload', { timeout: 5000 });
    });
  });

  describe('requests', () => {
    it('shares one request between two elements, through a <search-provider>', async () => {
      const store = makeStore();
      const wrapper = await fixture(
        html`<search-provider .store=${store}>
          <composition-view composition-id="injection-two"></composition-view>
          <composition-view composition-id="injection-two" heading-level="3"></composition-view>
        </search-provider>`,
      );
      const [a, b] = [...wrapper.querySelectorAll('composition-view')];
      await waitUntil(() => $(a!, 'h2') && $(b!, 'h3'), 'did not load', { timeout: 5000 });
      const log = await requestLog(store.client!.appId);
      expect(log.filter((r) => r.url.startsWith('/1/compositions/'))).to.have.length(1);
    });

    it('drops a superseded request and shows the latest id', async () => {
      const store = makeStore();
      await injectFault(store.client!.appId, { route: 'compositions', latency: 600 });
      const el = await fixture<CompositionView>(
        html`<composition-view composition-id="injection-one" .store=${store}></composition-view>`,
      );
      el.compositionId = 'minimal';
      await waitUntil(() => $(el, 'h2'), 'did not load', { timeout: 5000 });
      expect(text($(el, 'h2'))).to.equal('Minimal');
      await new Promise((r) => setTimeout(r, 800));
      expect(text($(el, 'h2'))).to.equal('Minimal');
    });

    it('keeps the API key out of the URL and the DOM', async () => {
      const store = makeStore({ apiKey: keys.settings });
      const el = await load('rich-params', store);
      expect(el.shadowRoot!.innerHTML).to.not.contain(keys.settings);
      expect(el.outerHTML).to.not.contain(keys.settings);
      const log = await requestLog(store.client!.appId);
      expect(log.length).to.be.greaterThan(0);
      for (const r of log) expect(r.url).to.not.contain(keys.settings);
    });

    it('prefers a composition property over the id, without a request', async () => {
      const appId = uniqueAppId();
      const store = makeStore({ appId });
      const el = await fixture<CompositionView>(
        html`<composition-view
          composition-id="minimal"
          .store=${store}
          .composition=${{ objectID: 'preview', name: 'Preview', behavior: { injection: { main: { source: { search: { index: 'p' } } } } } }}
        ></composition-view>`,
      );
      expect(text($(el, 'h2'))).to.equal('Preview');
      await new Promise((r) => setTimeout(r, 200));
      expect(await requestLog(appId)).to.have.length(0);
    });
  });
});
