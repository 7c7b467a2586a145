// <composition-view> given a composition as a property (previews): no request is made.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { withPageScheme } from '../../support/engine.js';
import type { Composition } from '../../../src/api/index.js';
import type { CompositionView } from '../../../src/composition-view/composition-view.js';
import type { CompositionLike } from '../../../src/composition-view/model.js';
import '../../../src/composition-view/define.js';

const main = { source: { search: { index: 'products', params: { hitsPerPage: 1000 } } } };

const injection: Composition = {
  objectID: 'home',
  name: 'Home page',
  description: 'Products with a promoted slot',
  behavior: {
    injection: {
      main,
      injectedItems: [
        {
          key: 'promo',
          position: 2,
          length: 3,
          source: { search: { index: 'promos', params: { filters: 'onSale:true' } } },
          metadata: { hits: { addItemKey: true, extra: { badge: 'Promoted' } } },
        },
        {
          key: 'partners',
          position: 0,
          length: 1,
          source: { external: { index: 'partners', ordering: 'userDefined' } },
        },
      ],
    },
  },
  sortingStrategy: { 'price-asc': 'products_price_asc', newest: 'products_newest' },
};

async function show(composition: CompositionLike, extra: Partial<CompositionView> = {}) {
  const el = await fixture<CompositionView>(
    html`<composition-view .composition=${composition}></composition-view>`,
  );
  Object.assign(el, extra);
  await el.updateComplete;
  return el;
}

const $ = (el: CompositionView, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: CompositionView, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];
const text = (el: CompositionView, selector: string) =>
  ($(el, selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
const textOf = (el: CompositionView) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

describe('<composition-view> with a composition property', () => {
  it('shows name, description, id and behaviour, and is accessible', async () => {
    const el = await show(injection);
    await expect(el).to.be.accessible();
    expect($(el, 'h2')!.textContent).to.equal('Home page');
    expect($(el, '.description')!.textContent).to.equal('Products with a promoted slot');
    expect($(el, '.id')!.textContent).to.equal('home');
    expect($(el, '.behaviour')!.textContent).to.contain('Injection');
    expect($(el, '[part="warnings"]')).to.equal(null);
  });

  it('stays readable on a dark page with its dark defaults', async function () {
    await withPageScheme('dark', async () => {
      const page = document.createElement('div');
      page.style.cssText = 'background:#111418;color:#e8eaed;padding:1rem';
      document.body.append(page);
      try {
        const el = document.createElement('composition-view');
        el.composition = injection;
        page.append(el);
        await el.updateComplete;
        await expect(page).to.be.accessible();
      } finally {
        page.remove();
      }
    });
  });

  it('shows the main source and its parameters in definition lists', async () => {
    const el = await show(injection);
    const source = $(el, '.main-source dl.source')!;
    expect(source.dataset['kind']).to.equal('search');
    expect(source.textContent).to.contain('products');
    const groups = $$(el, '.main-source .group-name').map((g) => g.dataset['group']);
    expect(groups).to.deep.equal(['numbers']);
    expect($(el, '.main-source .params')!.textContent).to.contain('hitsPerPage');
  });

  it('draws the slot map with a textual equivalent', async () => {
    const el = await show(injection);
    const row = $(el, '.slots')!;
    expect(row.getAttribute('aria-hidden')).to.equal('true');
    const filled = $$(el, '.slot.filled').map((s) => [
      s.dataset['position'],
      s.textContent!.trim().replace(/\s+/g, ' '),
    ]);
    expect(filled).to.deep.equal([
      ['0', '0 B'],
      ['2', '2 A'],
      ['3', '3 A'],
      ['4', '4 A'],
    ]);
    expect($$(el, '.slot').length).to.equal(10);
    const items = $$(el, '.items > li').map((li) =>
      li.querySelector('.item-title')!.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(items[0]).to.equal('A Item “promo”: positions 2–4 (3 results)');
    expect(items[1]).to.equal('B Item “partners”: position 0');
    expect(textOf(el)).to.contain('Every other position shows a main result.');
  });

  it('shows each injected item source and metadata', async () => {
    const el = await show(injection);
    const [promo, partners] = $$(el, '.items > li');
    expect(promo!.querySelector('.source')!.getAttribute('data-kind')).to.equal('search');
    expect(promo!.textContent).to.contain('onSale:true');
    expect(promo!.textContent).to.contain('Adds the item key to each hit');
    expect(promo!.textContent).to.contain('"Promoted"');
    expect(partners!.querySelector('.source')!.getAttribute('data-kind')).to.equal('external');
    expect(partners!.textContent).to.contain('user defined');
  });

  it('explains deduplication, saying when it is the default', async () => {
    const el = await show(injection);
    expect($(el, '.dedup-rule')!.dataset['positioning']).to.equal('highestInjected');
    expect($(el, '.dedup-default')!.textContent).to.contain('default');
    el.composition = {
      ...injection,
      behavior: { injection: { main, deduplication: { positioning: 'highest' } } },
    };
    await el.updateComplete;
    expect($(el, '.dedup-rule')!.textContent).to.contain('highest-ranked copy is kept');
    expect($(el, '.dedup-default')).to.equal(null);
  });

  it('lists sorting strategies as a table, flagging entries over 20', async () => {
    const el = await show(injection);
    const rows = $$(el, '.sorting tbody tr').map((tr) =>
      [...tr.children].map((c) => c.textContent!.trim()),
    );
    expect(rows).to.deep.equal([
      ['price-asc', 'products_price_asc'],
      ['newest', 'products_newest'],
    ]);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`l${i}`, `i${i}`]));
    el.composition = { ...injection, sortingStrategy: many };
    await el.updateComplete;
    expect(
      $$(el, '.sorting tr.over').map((tr) => tr.querySelector('th')!.textContent),
    ).to.deep.equal(['l20']);
    expect($(el, '.sorting caption')!.textContent).to.contain('21 sorting strategies (at most 20)');
    expect($(el, '[part="warnings"]')!.textContent).to.contain('21 sorting strategies');
    await expect(el).to.be.accessible();
  });

  it('shows feeds in feedsOrder order and marks the others unused', async () => {
    const el = await show({
      objectID: 'feeds',
      name: 'Feeds',
      behavior: {
        multifeed: {
          feeds: {
            a: { injection: { main } },
            b: { injection: { main } },
            c: { injection: { main } },
          },
          feedsOrder: ['c', 'a', 'nope'],
        },
      },
    });
    await expect(el).to.be.accessible();
    const feeds = $$(el, '.feed').map((f) => [f.dataset['feed'], f.classList.contains('used')]);
    expect(feeds).to.deep.equal([
      ['c', true],
      ['a', true],
      ['b', false],
    ]);
    expect($(el, '.feed.unused .feed-status')!.textContent).to.contain('Unused');
    expect($(el, '.feed.used .feed-status')!.textContent).to.contain('feed 1 of 2');
    expect($(el, '[part="warnings"]')!.textContent).to.contain('“nope”');
  });

  it('still shows a composition breaking the rules, with warnings', async () => {
    const item = (key: string, position: number) => ({
      key,
      position,
      length: 1,
      source: { search: { index: 'x' } },
    });
    const el = await show({
      objectID: 'bad',
      name: 'Bad',
      behavior: {
        injection: {
          main,
          injectedItems: [item('a', 0), item('b', 1), item('c', 150), item('d', 1)],
        },
        multifeed: { feeds: {} },
      },
    });
    await expect(el).to.be.accessible();
    const codes = $$(el, '[part="warnings"] li').map((li) => li.dataset['code']);
    expect(codes).to.deep.equal([
      'bothBehaviours',
      'tooManyInjectedItems',
      'positionOutOfRange',
      'overlap',
    ]);
    expect($(el, '.behaviour')!.textContent).to.contain('not allowed');
    expect($$(el, '.items > li')).to.have.length(4);
    expect($$(el, '.slot.overlap').map((s) => s.dataset['position'])).to.deep.equal(['1']);
    expect(textOf(el)).to.contain('not placed');
  });

  it('renders hostile strings as text and never links unsafe URLs', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const el = await show({
      objectID: evil,
      name: `<script>window.__pwned=1</script>${evil}`,
      description: evil,
      behavior: {
        injection: {
          main: {
            source: {
              search: {
                index: evil,
                params: {
                  [evil]: evil,
                  facets: [`disjunctive(${evil})`],
                  renderingContent: {
                    redirect: { url: 'javascript:window.__pwned=1' },
                    widgets: {
                      banners: [
                        {
                          image: {
                            title: evil,
                            urls: [{ url: 'data:image/svg+xml,<svg onload=alert(1)>' }],
                          },
                          link: { url: ' javascript:window.__pwned=1' },
                        },
                        {
                          image: {
                            title: 'Safe',
                            urls: [{ url: 'https://images.example.test/a.png' }],
                          },
                          link: { url: 'https://shop.example.test/a' },
                        },
                      ],
                    },
                  },
                },
              },
            },
          },
          injectedItems: [
            {
              key: evil,
              position: 0,
              length: 1,
              source: { search: { index: evil } },
              metadata: { hits: { extra: { [evil]: evil } } },
            },
          ],
        },
      },
      sortingStrategy: { [evil]: evil },
    });
    await expect(el).to.be.accessible();
    const root = el.shadowRoot!;
    expect(root.querySelector('script')).to.equal(null);
    expect(root.querySelector('img[src="x"]')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expect($(el, 'h2')!.textContent).to.equal(`<script>window.__pwned=1</script>${evil}`);
    for (const a of $$(el, 'a')) {
      expect(a.getAttribute('href')).to.match(/^https?:\/\//);
      expect(a.getAttribute('rel')).to.equal('noopener noreferrer');
      expect(a.hasAttribute('target')).to.equal(false);
    }
    expect($$(el, 'a').map((a) => a.getAttribute('href'))).to.deep.equal([
      'https://shop.example.test/a',
    ]);
    const images = $$(el, 'img');
    expect(images.map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).to.deep.equal([
      ['https://images.example.test/a.png', 'Safe'],
    ]);
    expect($(el, '.redirect')!.textContent).to.contain('javascript:window.__pwned=1');
    expect($(el, '.redirect')!.textContent).to.contain('not a safe link');
    const unsafe = $$(el, '[part="warnings"] li[data-code="unsafeUrl"]');
    expect(unsafe).to.have.length(3);
    expect($(el, '.sorting tbody th')!.textContent).to.equal(evil);
    expect(textOf(el)).to.contain(`disjunctive (values combine with OR)`);
  });

  it('links banner images instead of loading them with no-images', async () => {
    const el = await show({
      objectID: 'b',
      name: 'Banner',
      behavior: {
        injection: {
          main: {
            source: {
              search: {
                index: 'p',
                params: {
                  renderingContent: {
                    widgets: {
                      banners: [
                        { image: { urls: [{ url: 'https://images.example.test/b.png' }] } },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    const img = $(el, 'img')!;
    expect(img.getAttribute('alt')).to.equal('');
    expect(text(el, 'figcaption')).to.equal('Banner 1: (no title)');
    el.noImages = true;
    await el.updateComplete;
    expect($(el, 'img')).to.equal(null);
    expect($(el, '.banner-image a')!.getAttribute('href')).to.equal(
      'https://images.example.test/b.png',
    );
    await expect(el).to.be.accessible();
  });

  it('puts link-target on data links only when asked', async () => {
    const el = await show({
      objectID: 'l',
      name: 'Links',
      behavior: {
        injection: {
          main: {
            source: {
              search: {
                index: 'p',
                params: { renderingContent: { redirect: { url: 'https://shop.example.test/x' } } },
              },
            },
          },
        },
      },
    });
    expect($(el, '.redirect a')!.hasAttribute('target')).to.equal(false);
    el.linkTarget = '_blank';
    await el.updateComplete;
    expect($(el, '.redirect a')!.getAttribute('target')).to.equal('_blank');
    expect($(el, '.redirect a')!.getAttribute('rel')).to.equal('noopener noreferrer');
  });

  it('switches views with tabs from the keyboard, with proper roles', async () => {
    const el = await show(injection);
    const tabs = $$(el, '[role="tab"]');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).to.deep.equal([0, -1]);
    const readablePanel = $(el, `#${tabs[0]!.getAttribute('aria-controls')}`)!;
    expect(readablePanel.getAttribute('role')).to.equal('tabpanel');

    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    const jsonTab = $(el, '[role="tab"][data-tab="json"]')!;
    expect(jsonTab.getAttribute('aria-selected')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(jsonTab);
    expect(readablePanel.hidden).to.equal(true);
    const pre = $(el, 'pre[part="json"]')!;
    expect(JSON.parse(pre.textContent!)).to.deep.equal(injection);
    await expect(el).to.be.accessible();

    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect($(el, '[role="tab"][data-tab="readable"]')!.getAttribute('aria-selected')).to.equal(
      'true',
    );
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[data-tab="json"]'));
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[data-tab="readable"]'));
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[data-tab="json"]'));
  });

  describe('copying the JSON', () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    afterEach(() => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      delete (navigator as { clipboard?: unknown }).clipboard;
    });

    async function openJson(el: CompositionView) {
      $(el, '[data-tab="json"]')!.click();
      await el.updateComplete;
    }

    it('copies the pretty JSON and announces it', async () => {
      let copied = '';
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text: string) => void (copied = text) },
      });
      const el = await show(injection);
      await openJson(el);
      const copy = $(el, '[part="copy"]')! as HTMLButtonElement;
      copy.focus();
      await sendKeys({ press: 'Enter' });
      // However long a busy engine takes to deliver the key press (not a fixed 50 ms).
      await waitUntil(() => copied !== '', 'nothing was copied');
      await el.updateComplete;
      expect(copied).to.equal(JSON.stringify(injection, null, 2));
      const status = $(el, '.copy-status')!;
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.textContent).to.equal('The JSON was copied to the clipboard.');
      await expect(el).to.be.accessible();
    });

    it('selects the JSON and says so when the clipboard refuses', async () => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
      const el = await show(injection);
      await openJson(el);
      $(el, '[part="copy"]')!.click();
      await new Promise((r) => setTimeout(r, 50));
      await el.updateComplete;
      expect($(el, '.copy-status')!.textContent).to.contain('Copying failed');
      expect(document.getSelection()!.toString()).to.contain('"objectID": "home"');
    });
  });

  it('takes overridden strings and formats numbers for its language', async () => {
    // The closest [lang] decides, the element's own included.
    const el = await fixture<CompositionView>(
      html`<composition-view
        lang="de"
        .composition=${injection}
        .strings=${{ readableTab: 'Lesbar', jsonTab: 'Rohdaten', mainSource: 'Hauptquelle' }}
      ></composition-view>`,
    );
    await el.updateComplete;
    expect($$(el, '[role="tab"]').map((t) => t.textContent!.trim())).to.deep.equal([
      'Lesbar',
      'Rohdaten',
    ]);
    expect($(el, '.main-source h3')!.textContent).to.equal('Hauptquelle');
    expect($(el, '.main-source .params')!.textContent).to.contain('1.000');
  });

  it('follows heading-level', async () => {
    const el = await show(injection, { headingLevel: 3 });
    expect($(el, 'h3')!.textContent).to.equal('Home page');
    expect($(el, '.main-source h4')).to.not.equal(null);
  });

  it('shows a recommend main source with its model and threshold', async () => {
    const el = await show({
      objectID: 'r',
      name: 'Trending',
      behavior: {
        injection: {
          main: {
            source: {
              recommend: { indexName: 'products', model: 'trending-items', threshold: 42 },
            },
          },
        },
      },
    });
    const source = $(el, '.main-source .source')!;
    expect(source.dataset['kind']).to.equal('recommend');
    expect(source.textContent).to.contain('trending-items');
    expect(source.textContent).to.contain('42 (minimum score, 0–100)');
    await expect(el).to.be.accessible();
  });

  it('shows the empty state without an id or a composition', async () => {
    const el = await fixture<CompositionView>(html`<composition-view></composition-view>`);
    expect($(el, '[part="empty"]')!.textContent).to.contain('No composition to show.');
    await expect(el).to.be.accessible();
  });

  it('says a client is missing when asked for an id without a store', async () => {
    const el = await fixture<CompositionView>(
      html`<composition-view composition-id="minimal"></composition-view>`,
    );
    expect($(el, '[part="no-client"][role="status"]')!.textContent).to.contain('No API client');
    await expect(el).to.be.accessible();
  });
});
