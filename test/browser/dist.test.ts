// The published bundle, not the sources: `npm test` builds dist/ before the browser tests, and
// this file checks that the whole library on the CDN (dist/cdn/index.js, built from src/all.ts:
// every element registered, every export; it loads its shared chunks from dist/cdn/chunks/)
// works as a page would use it from one <script type="module">.
import { expect } from '@open-wc/testing';
import { emulatorUrl, keys, uniqueAppId } from '../support/emulator.js';

type Library = typeof import('../../src/all.js');

// A runtime path, so the test runner serves the built file instead of resolving sources.
const bundle = '/dist/cdn/index.js';

describe('dist/cdn/index.js', () => {
  let lib: Library;
  before(async () => {
    lib = (await import(/* @vite-ignore */ bundle)) as Library;
  });

  it('registers every element', () => {
    for (const tag of [
      'search-pagination',
      'usage-chart',
      'secret-key-list',
      'composition-view',
      'search-provider',
    ]) {
      expect(customElements.get(tag), tag).to.exist;
    }
  });

  it('renders InstantSearch pagination markup from attributes', async () => {
    const el = document.createElement('search-pagination');
    el.setAttribute('nb-pages', '5');
    el.setAttribute('page', '2');
    el.setAttribute('scroll-to', 'false');
    document.body.append(el);
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const selected = el.querySelector('.ais-Pagination-item--selected a');
    expect(selected?.getAttribute('aria-current')).to.equal('page');
    expect(selected?.textContent?.trim()).to.equal('3');
    await expect(el).to.be.accessible();
    el.remove();
  });

  it('draws a usage chart from data', async () => {
    const day = 86_400_000;
    const start = Date.UTC(2026, 0, 1);
    const data = {
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 7 * day).toISOString(),
      granularity: 'daily' as const,
      series: { records: Array.from({ length: 7 }, (_, i) => ({ t: start + i * day, v: 10 + i })) },
    };
    const el = document.createElement('usage-chart') as InstanceType<typeof lib.UsageChart>;
    el.statistic = 'records';
    el.data = data;
    document.body.append(el);
    await el.updateComplete;
    const line = el.shadowRoot!.querySelector('path.s');
    expect(line?.getAttribute('d')).to.match(/^M/);
    await expect(el).to.be.accessible();
    el.remove();
  });

  it('lists secret keys from the emulator through the bundled client', async () => {
    const client = lib.createClient({
      appId: uniqueAppId(),
      apiKey: keys.admin,
      hosts: { main: emulatorUrl(), usage: emulatorUrl(), events: emulatorUrl() },
    });
    const page = await client.listSecretKeys({ page: 1, limit: 3 });
    expect(page.data).to.have.length(3);
    expect(page.pagination.page).to.equal(1);
  });

  it('rejects an invalid event at the call', () => {
    expect(() =>
      lib.clickedObjectIDsAfterSearch({
        eventName: 'Clicked',
        index: 'products',
        objectIDs: ['a'],
        positions: [0],
        queryID: '0123456789abcdef0123456789abcdef',
        userToken: 'user-1',
      }),
    ).to.throw(/positions\[0\]/);
  });
});
