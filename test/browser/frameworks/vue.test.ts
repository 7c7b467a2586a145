// The elements in Vue 3: templates compiled at runtime with `isCustomElement` (the Vue section
// of docs/frameworks.md, nearly verbatim), and `h()` render functions. Properties are set with
// `:name.prop` / `.name`, attributes with `:name.attr`, events heard with `@search-…`.
import {
  createApp,
  defineComponent,
  h,
  markRaw,
  nextTick,
  ref,
  type App,
} from 'vue/dist/vue.esm-browser.js';
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { Store } from '../../../src/store/index.js';
import type { PageChangeDetail } from '../../../src/pagination/index.js';
import '../../../src/pagination/index.js';
import '../../../src/secret-key-list/index.js';
import '../../../src/usage-chart/index.js';
import '../../../src/composition-view/index.js';
import '../../../src/provider/index.js';
import { keys, makeStore } from '../../support/emulator.js';

// ---- docs/frameworks.md, Vue 3 ---------------------------------------------------------------
// vite.config.ts: vue({ template: { compilerOptions: { isCustomElement } } })
const isCustomElement = (tag: string) =>
  tag.startsWith('search-') || ['usage-chart', 'secret-key-list', 'composition-view'].includes(tag);

// KeysPanel.vue: <script setup> and <template>
function keysPanel(makeClientStore: () => Store) {
  return defineComponent({
    setup() {
      // markRaw: the store must reach the elements as itself, not wrapped in a reactive proxy.
      const store = markRaw(makeClientStore());
      const page = ref(0);
      const strings = { caption: 'Agent keys' };
      const revealed = ref<string[]>([]);
      function onPage(event: CustomEvent<PageChangeDetail>) {
        page.value = event.detail.page;
      }
      return { store, page, strings, revealed, onPage };
    },
    template: `
      <search-provider :store.prop="store">
        <usage-chart statistic="records" period="month" />
        <secret-key-list
          :page.prop="page"
          :limit.prop="5"
          :strings.prop="strings"
          @search-page-change="onPage"
          @search-key-reveal="revealed.push($event.detail.id)"
        />
        <p id="status">Keys, page {{ page + 1 }}; {{ revealed.length }} revealed</p>
      </search-provider>
    `,
  });
}
// ---------------------------------------------------------------------------------------------

const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

const link = (root: ParentNode, label: string) =>
  root.querySelector<HTMLElement>(`.ais-Pagination-link[aria-label="${label}"]`);

async function until<T>(predicate: () => T, message: string): Promise<NonNullable<T>> {
  let value: T | undefined;
  await waitUntil(() => Boolean((value = predicate())), message, { timeout: 5000 });
  return value as NonNullable<T>;
}

let app: App | undefined;
let container: HTMLElement | undefined;

function mount(component: Parameters<typeof createApp>[0]): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  app = createApp(component);
  app.config.compilerOptions.isCustomElement = isCustomElement;
  app.mount(container);
  return container;
}

afterEach(() => {
  app?.unmount();
  container?.remove();
  app = undefined;
  container = undefined;
});

describe('Vue 3', () => {
  it('renders the documented panel: properties through .prop, events through @search-…', async () => {
    const root = mount(keysPanel(() => makeStore({ apiKey: keys.admin })));
    const provider = root.querySelector('search-provider')!;
    const list = root.querySelector('secret-key-list')!;
    const chart = root.querySelector('usage-chart')!;
    expect(provider.store?.client, 'the raw store, not a proxy').to.be.an('object');
    expect(provider.hasAttribute('store')).to.equal(false);
    expect(list.limit).to.equal(5);
    expect(chart.statistic).to.equal('records');

    const shadow = list.shadowRoot!;
    await until(
      () => shadow.querySelectorAll('tbody tr:not(.skeleton)').length === 5,
      'the keys load through the provider',
    );
    expect(text(shadow.querySelector('caption'))).to.equal('Agent keys');
    await until(
      () => chart.shadowRoot!.querySelector('[part~="legend-item"]'),
      'the chart loads through the provider',
    );

    shadow.querySelector<HTMLButtonElement>('button.reveal')!.click();
    await nextTick();
    expect(text(root.querySelector('#status'))).to.equal('Keys, page 1; 1 revealed');

    link(shadow, 'Page 2')!.click();
    await nextTick();
    expect(text(root.querySelector('#status'))).to.equal('Keys, page 2; 1 revealed');
    expect(list.page).to.equal(1);
    await until(() => text(shadow.querySelector('.range')).startsWith('Keys 6'), 'page 2 loads');
    await expect(root).to.be.accessible();
  });

  it('drives <search-pagination> from a render function with h()', async () => {
    const seen: PageChangeDetail[] = [];
    const root = mount(
      defineComponent({
        setup() {
          const page = ref(0);
          return () => [
            h('p', { id: 'results' }, `Results of page ${page.value + 1}`),
            h('search-pagination', {
              page: page.value,
              nbPages: 6,
              templates: { first: 'First', last: 'Last' },
              strings: { label: 'Result pages', first: 'First page', last: 'Last page' },
              urlSync: false,
              scrollTarget: false,
              onSearchPageChange: (event: CustomEvent<PageChangeDetail>) => {
                event.preventDefault();
                seen.push(event.detail);
                page.value = event.detail.page;
              },
            }),
          ];
        },
      }),
    );
    const el = root.querySelector('search-pagination')!;
    await el.updateComplete;
    expect(el.getAttribute('aria-label')).to.equal('Result pages');
    expect(text(link(el, 'First page'))).to.equal('First');
    await expect(el).to.be.accessible();

    link(el, 'Last page')!.click();
    await nextTick();
    await el.updateComplete;
    expect(seen).to.deep.equal([{ page: 5, previousPage: 0 }]);
    expect(text(root.querySelector('#results'))).to.equal('Results of page 6');
    expect(el.page).to.equal(5);
    expect(link(el, 'Page 6')!.getAttribute('aria-current')).to.equal('page');
    await expect(el).to.be.accessible();
  });

  it('sets attributes with .attr and properties with the . shorthand', async () => {
    const store = markRaw(makeStore({ apiKey: keys.admin }));
    const toggles: { metric: string; visible: boolean }[] = [];
    const root = mount(
      defineComponent({
        setup() {
          const id = ref('minimal');
          return {
            store,
            id,
            strings: { legend: 'Metrics' },
            onToggle: (event: CustomEvent<{ metric: string; visible: boolean }>) =>
              toggles.push(event.detail),
          };
        },
        template: `
          <composition-view .store="store" :composition-id.attr="id" :heading-level.attr="3" />
          <usage-chart .store="store" statistic="records" .strings="strings" @search-series-toggle="onToggle" />
          <button type="button" @click="id = 'injection-one'">Next composition</button>
        `,
      }),
    );
    const view = root.querySelector('composition-view')!;
    expect(view.getAttribute('composition-id')).to.equal('minimal');
    expect(view.headingLevel, 'the attribute converted to a number').to.equal(3);
    const heading = await until(() => view.shadowRoot!.querySelector('h3'), 'it loads');
    expect(text(heading)).to.equal('Minimal');

    root.querySelector('button')!.click();
    await nextTick();
    expect(view.compositionId).to.equal('injection-one');
    await until(
      () => text(view.shadowRoot!.querySelector('h3')) === 'Products with a promoted slot',
      'the next composition loads',
    );

    const chart = root.querySelector('usage-chart')!;
    const item = await until(
      () => chart.shadowRoot!.querySelector<HTMLElement>('[part~="legend-item"]'),
      'the chart loads',
    );
    expect(
      chart.shadowRoot!.querySelector('[part~="legend"]')!.getAttribute('aria-label'),
    ).to.equal('Metrics');
    item.click();
    expect(toggles).to.have.length(1);
    expect(toggles[0]).to.include({ metric: 'records', visible: false });
    await expect(root).to.be.accessible();
  });
});
