// The four elements as one library: one page rule themes all of them, and each follows the
// page's language (checked, with a fallback) and a late provider, like the others.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { collectUncaught } from '../../support/fuzz.js';
import { needsGc, setPageScheme } from '../../support/engine.js';
import '../../../src/pagination/define.js';
import '../../../src/usage-chart/define.js';
import '../../../src/secret-key-list/define.js';
import '../../../src/composition-view/define.js';
import '../../../src/provider/define.js';
import { SearchProvider } from '../../../src/provider/search-provider.js';
import { makeStore } from '../../support/emulator.js';

const ACCENT = 'rgb(10, 125, 90)';
const TAGS = ['search-pagination', 'usage-chart', 'secret-key-list', 'composition-view'] as const;

/** All four on one page: three under a provider, the pagination driven by attributes. */
async function mountAll(): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.innerHTML = `
    <search-pagination page="1" nb-pages="5" nb-hits="100"></search-pagination>
    <search-provider>
      <usage-chart statistic="total_search_requests" period="month" view="table"></usage-chart>
      <secret-key-list limit="5"></secret-key-list>
      <composition-view composition-id="injection-one"></composition-view>
    </search-provider>`;
  document.body.append(page);
  page.querySelector<SearchProvider>('search-provider')!.store = makeStore();
  await waitUntil(
    () =>
      page
        .querySelector('secret-key-list')!
        .shadowRoot?.querySelector('[part="base"][aria-busy="false"] table') &&
      page.querySelector('composition-view')!.shadowRoot?.querySelector('[role="tablist"]') &&
      page.querySelector('usage-chart')!.shadowRoot?.querySelector('table') &&
      page.querySelector('search-pagination .ais-Pagination-item--selected'),
    'all four loaded',
    { timeout: 8000 },
  );
  return page;
}

const COLOR_PROPS = [
  'color',
  'background-color',
  'border-top-color',
  'border-bottom-color',
  'fill',
  'stroke',
  'box-shadow',
];

/** Whether anything the element draws (its shadow root, or its light DOM) uses `color`. */
function usesColor(el: Element, color: string): boolean {
  const root = el.shadowRoot ?? el;
  return [...root.querySelectorAll('*')].some((node) => {
    const style = getComputedStyle(node);
    return COLOR_PROPS.some((p) => style.getPropertyValue(p).includes(color));
  });
}

describe('one library', () => {
  let page: HTMLElement | undefined;
  afterEach(async () => {
    page?.remove();
    page = undefined;
    document.documentElement.lang = 'en';
    setPageScheme('');
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`one --search-ui-accent rule themes all four elements (${scheme})`, async function () {
      setPageScheme(scheme === 'dark' ? 'dark' : '');
      page = await mountAll();
      for (const tag of TAGS)
        expect(usesColor(page.querySelector(tag)!, ACCENT), `${tag} before`).to.equal(false);
      page.style.setProperty('--search-ui-accent', ACCENT);
      for (const tag of TAGS)
        expect(usesColor(page.querySelector(tag)!, ACCENT), `${tag} after`).to.equal(true);
    });
  }

  for (const lang of ['en_US', 'zz-invalid-']) {
    it(`all four render under <html lang="${lang}"> and throw nothing`, async () => {
      const errors: unknown[] = [];
      const stop = collectUncaught(errors);
      try {
        document.documentElement.lang = lang;
        page = await mountAll();
        expect(
          page
            .querySelector('search-pagination .ais-Pagination-item--selected')!
            .textContent!.trim(),
        ).to.equal('2');
        expect(errors).to.deep.equal([]);
      } finally {
        stop();
      }
    });
  }

  it('the three data elements show the same no-client state without a store', async () => {
    page = document.createElement('div');
    page.innerHTML = `
      <usage-chart statistic="total_search_requests"></usage-chart>
      <secret-key-list></secret-key-list>
      <composition-view composition-id="injection-one"></composition-view>`;
    document.body.append(page);
    for (const el of page.children) {
      await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      const state = el.shadowRoot!.querySelector('[part="no-client"]')!;
      expect([state.getAttribute('role'), state.className], el.localName).to.deep.equal([
        'status',
        'state state-empty',
      ]);
      expect(state.textContent, el.localName).to.contain('<search-provider>');
    }
  });

  it('all four re-render in the new language when an ancestor’s lang changes', async () => {
    page = await mountAll();
    const p = page;
    const shadowText = (tag: string) => p.querySelector(tag)!.shadowRoot!.textContent!;
    page.setAttribute('lang', 'de');
    // Each element, in words of its own German strings.
    await waitUntil(
      () => p.querySelector('search-pagination')!.getAttribute('aria-label') === 'Seitennavigation',
      'the pagination named in German',
    );
    await waitUntil(
      () => shadowText('secret-key-list').includes('Zuletzt verwendet'),
      'the key list headed in German',
    );
    await waitUntil(
      () => shadowText('composition-view').includes('Verhalten'),
      'the composition in German',
    );
    // The chart's table: German separators in its numbers, and its toggle in German.
    await waitUntil(
      () =>
        /\d\.\d{3}/.test(
          p.querySelector('usage-chart')!.shadowRoot!.querySelector('table')!.textContent!,
        ),
      'German numbers in the chart',
    );
    expect(shadowText('usage-chart')).to.contain('Als Tabelle anzeigen');
  });

  it('all four receive the store of a provider defined after them, across a garbage collection', async function () {
    const gc = (window as { gc?: () => void }).gc;
    needsGc(this);
    const tag = `late-library-provider-${Date.now()}`;
    page = document.createElement('div');
    page.innerHTML = `<${tag}>
        <search-pagination></search-pagination>
        <usage-chart statistic="total_search_requests" period="month" view="table"></usage-chart>
        <secret-key-list limit="5"></secret-key-list>
        <composition-view composition-id="injection-one"></composition-view>
      </${tag}>`;
    document.body.append(page);
    await new Promise((r) => setTimeout(r, 50));
    gc!();
    await new Promise((r) => setTimeout(r, 10));
    gc!();
    customElements.define(tag, class extends SearchProvider {});
    const store = makeStore({ search: { page: 2, nbPages: 6, nbHits: 120 } });
    (page.firstElementChild as SearchProvider).store = store;
    const p = page;
    await waitUntil(
      () =>
        p
          .querySelector('secret-key-list')!
          .shadowRoot?.querySelector('[part="base"][aria-busy="false"] table') &&
        p.querySelector('composition-view')!.shadowRoot?.querySelector('[role="tablist"]') &&
        p.querySelector('usage-chart')!.shadowRoot?.querySelector('table') &&
        p.querySelector('search-pagination .ais-Pagination-item--selected')?.textContent?.trim() ===
          '3',
      'all four loaded through the late provider',
      { timeout: 8000 },
    );
  });
});
