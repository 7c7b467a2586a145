// The React wrappers (src/react/, @lit/react's createComponent) in a React 19 app:
// each element rendered, its properties set from props (objects and functions included), and its
// events received through the `on…` props after real user actions. The examples of
// docs/frameworks.md (React section) appear here nearly verbatim.
import { createRef, useState } from 'react';
import { expect } from '@open-wc/testing';
import {
  CompositionView,
  SearchPagination,
  SearchProvider,
  SecretKeyList,
  UsageChart,
} from '../../../src/react/index.js';
import { Store } from '../../../src/store/index.js';
import { SearchPagination as SearchPaginationElement } from '../../../src/pagination/index.js';
import type { PageChangeDetail } from '../../../src/pagination/index.js';
import { SecretKeyList as SecretKeyListElement } from '../../../src/secret-key-list/index.js';
import type { SecretKeyRevealDetail } from '../../../src/secret-key-list/index.js';
import { UsageChart as UsageChartElement } from '../../../src/usage-chart/index.js';
import { CompositionView as CompositionViewElement } from '../../../src/composition-view/index.js';
import { keys, makeStore } from '../../support/emulator.js';
import { mount, shadow, text, unmountAll, until, user } from './react-harness.js';

// ---- docs/frameworks.md, React: the dashboard example -------------------------------------
function Dashboard({ store }: { store: Store }) {
  const [page, setPage] = useState(0);
  const [hidden, setHidden] = useState<string[]>([]);
  return (
    <SearchProvider store={store}>
      <UsageChart
        statistic="records"
        period="month"
        strings={{ legend: 'Metrics' }}
        onSearchSeriesToggle={(event) =>
          setHidden((ids) =>
            event.detail.visible
              ? ids.filter((id) => id !== event.detail.id)
              : [...ids, event.detail.id],
          )
        }
      />
      <p id="hidden-series">{hidden.length} hidden</p>
      <SecretKeyList
        page={page}
        strings={{ caption: 'Agent keys' }}
        onSearchPageChange={(event) => setPage(event.detail.page)}
      />
      <p id="key-page">Keys, page {page + 1}</p>
    </SearchProvider>
  );
}

// ---- docs/frameworks.md, React: pagination driven by your own search ----------------------
function Results({ nbPages }: { nbPages: number }) {
  const [page, setPage] = useState(0);
  return (
    <>
      <p id="results">Results of page {page + 1}</p>
      <SearchPagination
        page={page}
        nbPages={nbPages}
        padding={2}
        templates={{ first: 'First', last: ({ page }) => `Last (${page})` }}
        strings={{ label: 'Result pages' }}
        urlSync={false}
        scrollTarget={false}
        onSearchPageChange={(event) => {
          event.preventDefault();
          setPage(event.detail.page);
        }}
      />
    </>
  );
}
// ---------------------------------------------------------------------------------------------

const link = (root: ParentNode, label: string) =>
  root.querySelector<HTMLElement>(`.ais-Pagination-link[aria-label="${label}"]`);

afterEach(unmountAll);

describe('React 19: generated wrappers', () => {
  it('exports one typed component per element, wrapping the registered class', () => {
    expect(SecretKeyList.displayName).to.equal('SecretKeyList');
    expect(customElements.get('search-pagination')).to.equal(SearchPaginationElement);
    expect(customElements.get('secret-key-list')).to.equal(SecretKeyListElement);
    expect(customElements.get('usage-chart')).to.equal(UsageChartElement);
    expect(customElements.get('composition-view')).to.equal(CompositionViewElement);
  });

  describe('SearchPagination', () => {
    it('sets templates, strings and numbers as properties and is controlled through onSearchPageChange', async () => {
      const { container } = await mount(<Results nbPages={8} />);
      const el = container.querySelector('search-pagination')!;
      expect(el).to.be.instanceOf(SearchPaginationElement);
      expect(el.nbPages).to.equal(8);
      expect(el.templates?.first).to.equal('First');
      await el.updateComplete;
      expect(el.getAttribute('role')).to.equal('navigation');
      expect(el.getAttribute('aria-label')).to.equal('Result pages');
      expect(text(link(el, 'First Page'))).to.equal('First');
      expect(text(link(el, 'Last Page, Page 8'))).to.equal('Last (8)');
      await expect(el).to.be.accessible();

      await user(() => link(el, 'Page 3')!.click());
      expect(text(container.querySelector('#results'))).to.equal('Results of page 3');
      expect(el.page).to.equal(2);
      await el.updateComplete;
      expect(link(el, 'Page 3')!.getAttribute('aria-current')).to.equal('page');

      await user(() => link(el, 'Next Page')!.click());
      expect(text(container.querySelector('#results'))).to.equal('Results of page 4');
      await expect(el).to.be.accessible();
    });

    it('reads and refines a store passed as a prop, and the handler sees the change first', async () => {
      const store = new Store({ search: { page: 0, nbPages: 5, nbHits: 100 } });
      const seen: PageChangeDetail[] = [];
      const { container } = await mount(
        <SearchPagination
          store={store}
          urlSync={false}
          scrollTarget={false}
          onSearchPageChange={(event) => seen.push(event.detail)}
        />,
      );
      const el = container.querySelector('search-pagination')!;
      await until(() => link(el, 'Page 5'), 'the pagination renders the store state');
      await user(() => link(el, 'Last Page, Page 5')!.click());
      expect(seen).to.deep.equal([{ page: 4, previousPage: 0 }]);
      expect(store.search.page).to.equal(4);
    });

    it('calls the current handler after the handler prop changes', async () => {
      const first: number[] = [];
      const second: number[] = [];
      const props = { page: 0, nbPages: 3, urlSync: false, scrollTarget: false as const };
      const mounted = await mount(
        <SearchPagination {...props} onSearchPageChange={(e) => first.push(e.detail.page)} />,
      );
      const el = mounted.container.querySelector('search-pagination')!;
      await el.updateComplete;
      await user(() => link(el, 'Page 2')!.click());
      await mounted.render(
        <SearchPagination {...props} onSearchPageChange={(e) => second.push(e.detail.page)} />,
      );
      await el.updateComplete;
      await user(() => link(el, 'Page 3')!.click());
      expect(first).to.deep.equal([1]);
      expect(second).to.deep.equal([2]);
    });
  });

  describe('SecretKeyList', () => {
    it('loads through the store prop, takes strings, and reports cancelable reveal events', async () => {
      const store = makeStore({ apiKey: keys.admin });
      const expected = await store.client!.listSecretKeys({ page: 1, limit: 5 });
      const reveals: SecretKeyRevealDetail[] = [];
      const ref = createRef<SecretKeyListElement>();
      let allow = false;
      await mount(
        <SecretKeyList
          ref={ref}
          store={store}
          limit={5}
          strings={{ caption: 'Agent keys', reveal: 'Show' }}
          onSearchKeyReveal={(event) => {
            reveals.push(event.detail);
            if (!allow) event.preventDefault();
          }}
        />,
      );
      const el = ref.current!;
      expect(el).to.be.instanceOf(SecretKeyListElement);
      expect(el.store).to.equal(store);
      expect(el.limit).to.equal(5);
      const root = shadow(el);
      const rows = await until(() => {
        const found = root.querySelectorAll('tbody tr:not(.skeleton)');
        return found.length === 5 ? found : null;
      }, 'five keys load');
      expect(text(root.querySelector('caption'))).to.equal('Agent keys');
      expect(text(rows[0]!.querySelector('th'))).to.equal(expected.data[0]!.name);
      await expect(el).to.be.accessible();

      const toggle = root.querySelector<HTMLButtonElement>('button.reveal')!;
      expect(text(toggle)).to.equal('Show');
      await user(() => toggle.click());
      await el.updateComplete;
      expect(reveals).to.deep.equal([{ id: expected.data[0]!.id }]);
      expect(root.querySelector('code.value'), 'cancelled: still masked').to.equal(null);

      allow = true;
      await user(() => toggle.click());
      await el.updateComplete;
      expect(text(root.querySelector('code.value'))).to.equal(expected.data[0]!.value);
      await expect(el).to.be.accessible();
    });
  });

  describe('SearchProvider', () => {
    it('shares its store prop with the wrapped elements, and a new store reaches them', async () => {
      const good = makeStore({ apiKey: keys.admin });
      const mounted = await mount(
        <SearchProvider store={good}>
          <SecretKeyList limit={10} />
        </SearchProvider>,
      );
      const el = mounted.container.querySelector('secret-key-list')!;
      await until(
        () => shadow(el).querySelectorAll('tbody tr:not(.skeleton)').length === 10,
        'keys load through the provider',
      );

      await mounted.render(
        <SearchProvider store={makeStore({ apiKey: keys.invalid })}>
          <SecretKeyList limit={10} />
        </SearchProvider>,
      );
      await until(
        () => text(shadow(el).querySelector('[role="alert"]')).includes('Invalid credentials'),
        'the new store (a wrong key) shows the service message',
      );
      await expect(el).to.be.accessible();
    });
  });

  describe('UsageChart', () => {
    it('takes function-valued strings and reports series toggles and range fixes', async () => {
      const store = makeStore({ apiKey: keys.usage });
      const toggles: { metric: string; visible: boolean }[] = [];
      const ranges: { granularity: string }[] = [];
      const ref = createRef<UsageChartElement>();
      const mounted = await mount(
        <UsageChart
          ref={ref}
          store={store}
          statistic="records"
          period="month"
          strings={{ metricNames: { records: 'Stored records' } }}
          onSearchSeriesToggle={(event) => toggles.push(event.detail)}
          onSearchUsageRangeChange={(event) => ranges.push(event.detail)}
        />,
      );
      const el = ref.current!;
      const root = shadow(el);
      const item = await until(
        () => root.querySelector<HTMLElement>('[part~="legend-item"]'),
        'the legend appears',
      );
      expect(text(item)).to.contain('Stored records');
      await expect(el).to.be.accessible();
      await user(() => item.click());
      expect(toggles).to.have.length(1);
      expect(toggles[0]).to.include({ metric: 'records', visible: false });

      // Hourly over 10 days is refused before any request; the element proposes fixes.
      await mounted.render(
        <UsageChart
          ref={ref}
          store={store}
          statistic="records"
          granularity="hourly"
          startDate="2026-01-01"
          endDate="2026-01-11"
          onSearchUsageRangeChange={(event) => ranges.push(event.detail)}
        />,
      );
      const daily = await until(
        () =>
          [...root.querySelectorAll<HTMLButtonElement>('[part~="proposal"]')].find(
            (b) => text(b) === 'Use daily data',
          ) ?? null,
        'a fix is proposed',
      );
      await user(() => daily.click());
      expect(ranges).to.have.length(1);
      expect(ranges[0]).to.include({ granularity: 'daily' });
      expect(el.granularity).to.equal('daily');
    });
  });

  describe('CompositionView', () => {
    it('loads by id through the store prop, with the heading level and strings set as props', async () => {
      const store = makeStore({ apiKey: keys.admin });
      const mounted = await mount(
        <CompositionView
          store={store}
          compositionId="injection-one"
          headingLevel={3}
          strings={{ mainSource: 'Where results come from' }}
        />,
      );
      const el = mounted.container.querySelector('composition-view')!;
      const root = shadow(el);
      const heading = await until(() => root.querySelector('h3'), 'the composition loads');
      expect(text(heading)).to.equal('Products with a promoted slot');
      expect([...root.querySelectorAll('h4')].map(text)).to.include('Where results come from');
      await expect(el).to.be.accessible();

      // An object property (a preview): rendered as given, data as text only.
      await mounted.render(
        <CompositionView
          store={store}
          composition={{
            objectID: 'preview',
            name: '<b>Draft</b>',
            behavior: { injection: { main: { source: { search: { index: 'products' } } } } },
          }}
        />,
      );
      await until(() => text(root.querySelector('h2')) === '<b>Draft</b>', 'the preview renders');
      expect(root.querySelector('h2 b')).to.equal(null);
    });
  });

  describe('the documented dashboard', () => {
    it('renders the chart and the keys from one provider and follows their events', async () => {
      const { container } = await mount(<Dashboard store={makeStore({ apiKey: keys.admin })} />);
      const chart = container.querySelector('usage-chart')!;
      const list = container.querySelector('secret-key-list')!;
      const item = await until(
        () => shadow(chart).querySelector<HTMLElement>('[part~="legend-item"]'),
        'the chart loads',
      );
      expect(shadow(chart).querySelector('[part~="legend"]')!.getAttribute('aria-label')).to.equal(
        'Metrics',
      );
      await user(() => item.click());
      expect(text(container.querySelector('#hidden-series'))).to.equal('1 hidden');

      const page2 = await until(
        () => link(shadow(list), 'Page 2'),
        'the keys load with their pagination',
      );
      expect(text(shadow(list).querySelector('caption'))).to.equal('Agent keys');
      await user(() => page2.click());
      expect(text(container.querySelector('#key-page'))).to.equal('Keys, page 2');
      expect((list as SecretKeyListElement).page).to.equal(1);
      await until(
        () => shadow(list).querySelector('.range')?.textContent?.includes('11'),
        'page 2 loads',
      );
      await expect(container).to.be.accessible();
    });
  });
});
