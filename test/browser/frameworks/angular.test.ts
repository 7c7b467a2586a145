// The Angular example (dev/angular/: standalone, zoneless, CUSTOM_ELEMENTS_SCHEMA), built AOT by
// `node scripts/build-angular.mjs` (ngc with strict templates, then esbuild with Angular's linker)
// from the built package: it renders <usage-chart> and <search-pagination> with property
// bindings, and their events reach the component through `(search-…)` bindings.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { emulatorUrl, keys, uniqueAppId } from '../../support/emulator.js';

interface AngularExample {
  start(root?: HTMLElement): Promise<{ destroy(): void }>;
}

// A runtime path, so the test runner serves the built file instead of resolving sources.
const bundle = '/.cache/angular/main.js';

const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function until<T>(predicate: () => T, message: string): Promise<NonNullable<T>> {
  let value: T | undefined;
  await waitUntil(() => Boolean((value = predicate())), message, { timeout: 5000 });
  return value as NonNullable<T>;
}

describe('Angular (the AOT-built example)', () => {
  let app: { destroy(): void } | undefined;
  let root: HTMLElement;

  before(async function () {
    const response = await fetch(bundle, { method: 'HEAD' });
    if (!response.ok) {
      throw new Error(`${bundle} is missing: run \`node scripts/build-angular.mjs\` first`);
    }
  });

  beforeEach(async () => {
    root = document.createElement('app-root');
    Object.assign(root.dataset, {
      manual: '',
      appId: uniqueAppId(),
      apiKey: keys.usage,
      host: emulatorUrl(),
    });
    document.body.append(root);
    const example = (await import(/* @vite-ignore */ bundle)) as AngularExample;
    app = await example.start(root);
  });

  afterEach(() => {
    app?.destroy();
    root.remove();
  });

  it('renders the elements with the component state bound as properties', async () => {
    const chart = await until(() => root.querySelector('usage-chart'), 'Angular renders');
    const pagination = root.querySelector('search-pagination')!;
    expect(customElements.get('usage-chart')).to.exist;
    expect(customElements.get('search-pagination')).to.exist;
    // Property bindings: objects and numbers reach the elements as properties.
    expect(pagination.nbPages).to.equal(8);
    expect(pagination.noUrlSync).to.equal(true);
    expect(pagination.hasAttribute('nbpages')).to.equal(false);
    // The store the app created (from its <app-root> attributes), injected by Angular.
    expect(chart.store?.client?.appId).to.equal(root.dataset['appId']);
    expect(chart.strings).to.deep.equal({ legend: 'Metrics' });

    const first = await until(
      () => pagination.querySelector('.ais-Pagination-item--firstPage .ais-Pagination-link'),
      'the pagination renders',
    );
    expect(text(first)).to.equal('First');
    expect(pagination.getAttribute('aria-label')).to.equal('Result pages');
    const legend = await until(
      () => chart.shadowRoot!.querySelector('[part~="legend"]'),
      'the chart loads its data from the emulator',
    );
    expect(legend.getAttribute('aria-label')).to.equal('Metrics');
    await expect(root).to.be.accessible();
  });

  it("delivers the elements' events to the component", async () => {
    const pagination = await until(
      () => root.querySelector('search-pagination'),
      'Angular renders',
    );
    const page3 = await until(
      () => pagination.querySelector<HTMLElement>('.ais-Pagination-link[aria-label="Page 3"]'),
      'the pagination renders',
    );
    page3.click();
    // The component cancels the element's own change and sets `page` from the event.
    await until(() => text(root.querySelector('#results-title')) === 'Results, page 3', 'page 3');
    expect(text(root.querySelector('#last-change'))).to.equal('0 → 2');
    await until(() => pagination.page === 2, 'the bound page flows back to the element');
    await pagination.updateComplete;
    expect(
      pagination
        .querySelector('.ais-Pagination-link[aria-label="Page 3"]')!
        .getAttribute('aria-current'),
    ).to.equal('page');

    const chart = root.querySelector('usage-chart')!;
    const item = await until(
      () => chart.shadowRoot!.querySelector<HTMLElement>('[part~="legend-item"]'),
      'the chart loads',
    );
    item.click();
    await until(() => text(root.querySelector('#hidden-series')) === '1 hidden', 'toggle heard');
    await expect(root).to.be.accessible();
  });
});
