// The raw custom elements in React 19, without the wrappers: React 19 sets a prop as a property
// when the element has it (objects included), as an attribute otherwise, and `on<event-name>`
// props listen to events of that exact name. The typing below is the one docs/frameworks.md
// recommends.
import { useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { expect } from '@open-wc/testing';
import type { Store } from '../../../src/store/index.js';
import type { PageChangeDetail, SearchPagination } from '../../../src/pagination/index.js';
import type {
  CopyDetail,
  PageSizeChangeDetail,
  SecretKeyList,
  SecretKeyRevealDetail,
} from '../../../src/secret-key-list/index.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import type { CompositionView } from '../../../src/composition-view/index.js';
import type { SearchProvider } from '../../../src/provider/index.js';
import '../../../src/pagination/index.js';
import '../../../src/secret-key-list/index.js';
import '../../../src/usage-chart/index.js';
import '../../../src/composition-view/index.js';
import '../../../src/provider/index.js';
import { keys, makeStore } from '../../support/emulator.js';
import { mount, shadow, text, unmountAll, until, user } from './react-harness.js';

// ---- docs/frameworks.md, React 19 raw elements: the JSX typing -------------------------------
type CustomElementProps<E extends HTMLElement, Events = object> = DetailedHTMLProps<
  HTMLAttributes<E>,
  E
> &
  Partial<Omit<E, keyof HTMLElement>> &
  Events;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'search-provider': CustomElementProps<SearchProvider>;
      'search-pagination': CustomElementProps<
        SearchPagination,
        { 'onsearch-page-change'?: (event: CustomEvent<PageChangeDetail>) => void }
      >;
      'secret-key-list': CustomElementProps<
        SecretKeyList,
        {
          'onsearch-page-change'?: (event: CustomEvent<PageChangeDetail>) => void;
          'onsearch-page-size-change'?: (event: CustomEvent<PageSizeChangeDetail>) => void;
          'onsearch-key-reveal'?: (event: CustomEvent<SecretKeyRevealDetail>) => void;
          'onsearch-copy'?: (event: CustomEvent<CopyDetail>) => void;
        }
      >;
      'usage-chart': CustomElementProps<
        UsageChart,
        {
          'onsearch-series-toggle'?: (
            event: CustomEvent<{ id: string; metric: string; visible: boolean }>,
          ) => void;
          'onsearch-usage-range-change'?: (event: CustomEvent) => void;
        }
      >;
      'composition-view': CustomElementProps<CompositionView>;
    }
  }
}

// ---- docs/frameworks.md, React 19 raw elements: the example ----------------------------------
function Keys({ store }: { store: Store }) {
  const [page, setPage] = useState(0);
  const [revealed, setRevealed] = useState<string[]>([]);
  return (
    <search-provider store={store}>
      <secret-key-list
        page={page}
        limit={5}
        strings={{ caption: 'Agent keys' }}
        onsearch-page-change={(event) => setPage(event.detail.page)}
        onsearch-key-reveal={(event) => setRevealed((ids) => [...ids, event.detail.id])}
      />
      <p id="status">
        Page {page + 1}, {revealed.length} revealed
      </p>
    </search-provider>
  );
}
// ---------------------------------------------------------------------------------------------

const link = (root: ParentNode, label: string) =>
  root.querySelector<HTMLElement>(`.ais-Pagination-link[aria-label="${label}"]`);

afterEach(unmountAll);

describe('React 19: raw custom elements', () => {
  it('passes the store and strings as properties and follows reveal and page events', async () => {
    const store = makeStore({ apiKey: keys.admin });
    const expected = await store.client!.listSecretKeys({ page: 1, limit: 5 });
    const { container } = await mount(<Keys store={store} />);
    const provider = container.querySelector('search-provider')!;
    const list = container.querySelector('secret-key-list')!;
    expect(provider.store, 'a property, not an attribute').to.equal(store);
    expect(provider.hasAttribute('store')).to.equal(false);
    expect(list.limit).to.equal(5);
    expect(list.hasAttribute('strings')).to.equal(false);

    const root = shadow(list);
    await until(
      () => root.querySelectorAll('tbody tr:not(.skeleton)').length === 5,
      'the keys load through the provider',
    );
    expect(text(root.querySelector('caption'))).to.equal('Agent keys');
    await expect(list).to.be.accessible();

    await user(() => root.querySelector<HTMLButtonElement>('button.reveal')!.click());
    expect(text(container.querySelector('#status'))).to.equal('Page 1, 1 revealed');
    await list.updateComplete;
    expect(text(root.querySelector('code.value'))).to.equal(expected.data[0]!.value);

    await user(() => link(root, 'Page 3')!.click());
    expect(text(container.querySelector('#status'))).to.equal('Page 3, 1 revealed');
    expect(list.page).to.equal(2);
    await until(() => text(root.querySelector('.range')).startsWith('Keys 11'), 'page 3 loads');
    expect(root.querySelector('code.value'), 'secrets hidden again on a new page').to.equal(null);
  });

  it('sets object templates on <search-pagination> and hears its event', async () => {
    const seen: PageChangeDetail[] = [];
    const { container } = await mount(
      <search-pagination
        page={1}
        nbPages={4}
        templates={{ previous: 'Back', next: 'Forward' }}
        strings={{ previous: 'Back to page {page}', next: 'Forward to page {page}' }}
        urlSync={false}
        scrollTarget={false}
        onsearch-page-change={(event) => {
          seen.push(event.detail);
          event.preventDefault();
        }}
      />,
    );
    const el = container.querySelector('search-pagination')!;
    await el.updateComplete;
    expect(text(link(el, 'Back to page 1'))).to.equal('Back');
    expect(text(link(el, 'Forward to page 3'))).to.equal('Forward');
    await user(() => link(el, 'Forward to page 3')!.click());
    expect(seen).to.deep.equal([{ page: 2, previousPage: 1 }]);
    expect(el.page, 'cancelled: the page is left to the app').to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('drives <usage-chart> and <composition-view> with attributes and properties', async () => {
    const store = makeStore({ apiKey: keys.admin });
    const toggles: { metric: string; visible: boolean }[] = [];
    const { container } = await mount(
      <>
        <usage-chart
          store={store}
          statistic="records"
          period="month"
          strings={{ legend: 'Metrics' }}
          onsearch-series-toggle={(event) => toggles.push(event.detail)}
        />
        <composition-view store={store} composition-id="injection-two" />
      </>,
    );
    const chart = container.querySelector('usage-chart')!;
    const item = await until(
      () => shadow(chart).querySelector<HTMLElement>('[part~="legend-item"]'),
      'the chart loads',
    );
    expect(shadow(chart).querySelector('[part~="legend"]')!.getAttribute('aria-label')).to.equal(
      'Metrics',
    );
    await user(() => item.click());
    expect(toggles).to.have.length(1);
    expect(toggles[0]).to.include({ metric: 'records', visible: false });

    const view = container.querySelector('composition-view')!;
    expect(view.compositionId, 'the attribute reached the property').to.equal('injection-two');
    const heading = await until(() => shadow(view).querySelector('h2'), 'the composition loads');
    expect(text(heading)).to.equal('Products with promotions and guides');
    await expect(container).to.be.accessible();
  });
});
