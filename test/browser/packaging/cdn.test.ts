// The code-split CDN build (dist/cdn/, built by `npm test` before the browser tests) as a page
// without a bundler uses it: several entries loaded on one page share one copy of lit, of the
// store and of `<search-pagination>`, so no element is registered twice and the class an entry
// exports is the registered one. The parts an element loads on demand come from dist/cdn/ too.
import { expect } from '@open-wc/testing';

type Module = Record<string, unknown>;
// Runtime paths, so the test runner serves the built files instead of resolving sources.
const load = (entry: string) =>
  import(/* @vite-ignore */ `/dist/cdn/${entry}.js`) as Promise<Module>;

interface LitGlobals {
  litHtmlVersions?: string[];
  reactiveElementVersions?: string[];
}

describe('dist/cdn/: entries loaded together on one page', () => {
  const warnings: string[] = [];
  const globals = globalThis as LitGlobals;
  let keys: Module, pages: Module, everything: Module, provider: Module;
  let litBefore: number, reactiveBefore: number;

  before(async () => {
    // The test framework brings its own lit: count only the copies the CDN files add.
    litBefore = globals.litHtmlVersions?.length ?? 0;
    reactiveBefore = globals.reactiveElementVersions?.length ?? 0;
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    try {
      // The order of the report: the key list first, then the pagination, then more.
      keys = await load('secret-key-list');
      pages = await load('pagination');
      provider = await load('provider');
      everything = await load('index');
    } finally {
      console.warn = warn;
    }
  });

  it('prints no duplicate-definition warning', () => {
    expect(warnings.filter((w) => /already defined/.test(w))).to.deep.equal([]);
  });

  it('registers the class each entry exports, the same class in every entry', () => {
    expect(customElements.get('search-pagination')).to.equal(pages.SearchPagination);
    expect(everything.SearchPagination).to.equal(pages.SearchPagination);
    expect(customElements.get('secret-key-list')).to.equal(keys.SecretKeyList);
    expect(everything.SecretKeyList).to.equal(keys.SecretKeyList);
    expect(customElements.get('search-provider')).to.equal(provider.SearchProvider);
    expect(everything.SearchProvider).to.equal(provider.SearchProvider);
    for (const tag of ['usage-chart', 'composition-view']) {
      expect(customElements.get(tag), tag).to.exist;
    }
  });

  it('loads lit once for all of them', () => {
    expect((globals.litHtmlVersions?.length ?? 0) - litBefore).to.equal(1);
    expect((globals.reactiveElementVersions?.length ?? 0) - reactiveBefore).to.equal(1);
  });

  it('draws a chart from dist/cdn/: its first key, its CSV, its image (loaded on demand)', async () => {
    const chart = document.createElement('usage-chart') as HTMLElement & {
      data: unknown;
      toCSV(): string;
      toSVG(): Promise<string>;
      updateComplete: Promise<boolean>;
    };
    chart.setAttribute('lang', 'en-US');
    chart.style.width = '480px';
    chart.data = {
      granularity: 'daily',
      series: { records: [0, 1, 2].map((i) => ({ t: Date.UTC(2026, 0, 1 + i), v: i })) },
    };
    document.body.append(chart);
    try {
      await chart.updateComplete;
      const plot = chart.shadowRoot!.querySelector<HTMLElement>('[part="plot"]')!;
      plot.dispatchEvent(new FocusEvent('focus'));
      plot.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
      await chart.updateComplete;
      expect(chart.shadowRoot!.querySelector('[part="tooltip"]'), 'the tooltip').to.exist;
      expect(plot.getAttribute('aria-valuenow')).to.equal('0');
      expect(chart.toCSV().split('\r\n')[0]).to.equal('Days in UTC,Records');
      expect(await chart.toSVG()).to.contain('<svg');
    } finally {
      chart.remove();
    }
  });

  it('shares one store context and one Store class between entries', async () => {
    // A provider from one entry feeds an element of another only if they share the context key.
    const store = await load('store');
    expect(store.storeContext).to.exist;
    expect(store.storeContext).to.equal(everything.storeContext);
    expect(store.Store).to.equal(everything.Store);
  });
});
