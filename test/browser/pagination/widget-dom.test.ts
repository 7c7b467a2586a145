// The pagination() widget's DOM contract, checked against InstantSearch.js's own pagination
// widget in the same InstantSearch instance: what the container holds (its first child is the
// `div.ais-Pagination` root, nothing else), in a container outside the document too, what
// dispose leaves, the widget's type names, and the nodes kept across renders. The facts come
// from InstantSearch.js's public tests (its widget reads `container.firstChild` as the root and
// renders into a container never attached); the tests are this library's own.
import { expect } from '@open-wc/testing';
import { pagination } from '../../../src/pagination/widgets.js';
import {
  aisPagination,
  instantsearch,
  memoryClient,
  normalise,
  settle,
} from '../../support/instantsearch.js';

type Options = Record<string, unknown>;

/** The container's child nodes as comparable markup (comments are Lit's markers: dropped). */
function contents(container: HTMLElement): string {
  const copy = document.createElement('div');
  copy.append(...[...container.childNodes].map((node) => node.cloneNode(true)));
  return normalise(copy);
}

/** One InstantSearch instance with both widgets, each in its own container. */
function start(
  options: Options = {},
  { attach = true, results = { nbHits: 100, nbPages: 5 } } = {},
) {
  const ais = document.createElement('div');
  const ours = document.createElement('div');
  ais.id = 'ais-side';
  ours.id = 'our-side';
  if (attach) document.body.append(ais, ours);
  const { client, data } = memoryClient(results);
  const search = instantsearch({ indexName: 'products', searchClient: client as never });
  const theirs = aisPagination({ container: ais, scrollTo: false, ...options } as never);
  const mine = pagination({ container: ours, scrollTo: false, ...options });
  search.addWidgets([theirs, mine]);
  return {
    ais,
    ours,
    data,
    search,
    theirs,
    mine,
    helper: () => search.mainIndex.getHelper()!,
    stop() {
      search.dispose();
      ais.remove();
      ours.remove();
    },
  };
}

describe('pagination() renders where InstantSearch.js renders', () => {
  it('makes the ais-Pagination root the container’s first and only child, as InstantSearch.js does', async () => {
    const run = start();
    try {
      // Before the first results, neither renders anything.
      expect(run.ais.childNodes.length).to.equal(0);
      expect(run.ours.childNodes.length).to.equal(0);
      run.search.start();
      await settle();
      for (const container of [run.ais, run.ours]) {
        expect(container.childNodes.length, container.id).to.equal(1);
        const root = container.firstChild as HTMLElement;
        expect(root.localName, container.id).to.equal('div');
        expect(root.className, container.id).to.equal('ais-Pagination');
        expect(container.querySelector(':scope > .ais-Pagination'), container.id).to.equal(root);
        expect(document.querySelector(`#${container.id} > .ais-Pagination > ul > li`)).to.exist;
      }
      expect(contents(run.ours)).to.equal(contents(run.ais));
      expect(run.ours.querySelector('search-pagination')).to.equal(null);
      await expect(run.ours).to.be.accessible();
    } finally {
      run.stop();
    }
  });

  it('puts cssClasses.root and noRefinementRoot on the container’s first child', async () => {
    const cssClasses = { root: ['ROOT', 'ROOT2'], noRefinementRoot: 'NO_REFINEMENT' };
    const run = start({ cssClasses }, { results: { nbHits: 0, nbPages: 0 } });
    try {
      run.search.start();
      await settle();
      for (const container of [run.ais, run.ours]) {
        expect((container.firstChild as Element).className, container.id).to.equal(
          'ais-Pagination ROOT ROOT2 ais-Pagination--noRefinement NO_REFINEMENT',
        );
      }
      expect(contents(run.ours)).to.equal(contents(run.ais));
    } finally {
      run.stop();
    }
  });

  it('renders into a container that is not in the document, then attached later', async () => {
    const run = start({}, { attach: false });
    try {
      run.search.start();
      await settle();
      expect(run.ours.isConnected).to.equal(false);
      expect(run.ais.firstChild, 'InstantSearch.js renders detached').to.exist;
      expect((run.ours.firstChild as Element | null)?.className).to.equal('ais-Pagination');
      expect(contents(run.ours)).to.equal(contents(run.ais));
      // It keeps rendering while detached…
      run.helper().setPage(3).search();
      await settle();
      expect(run.ours.querySelector('[aria-current="page"]')!.textContent).to.equal('4');
      expect(contents(run.ours)).to.equal(contents(run.ais));
      // …and works once attached: a click refines.
      document.body.append(run.ais, run.ours);
      run.ours.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!.click();
      await settle();
      expect(run.helper().state.page).to.equal(4);
      expect(contents(run.ours)).to.equal(contents(run.ais));
    } finally {
      run.stop();
    }
  });

  it('puts the root before what the container held, and leaves that on dispose, as InstantSearch.js does', async () => {
    const run = start();
    try {
      for (const container of [run.ais, run.ours]) {
        container.innerHTML = '<p class="placeholder">Loading pages…</p>';
      }
      run.search.start();
      await settle();
      expect((run.ais.firstChild as Element).className).to.equal('ais-Pagination');
      expect(run.ais.lastElementChild!.className).to.equal('placeholder');
      expect(contents(run.ours)).to.equal(contents(run.ais));
      run.search.removeWidgets([run.theirs, run.mine]);
      await settle();
      expect(run.ais.innerHTML).to.equal('<p class="placeholder">Loading pages…</p>');
      expect(run.ours.innerHTML).to.equal(run.ais.innerHTML);
    } finally {
      run.stop();
    }
  });

  it('updates the same root and items in place across renders, as InstantSearch.js does', async () => {
    const run = start();
    try {
      run.search.start();
      await settle();
      const kept = (container: HTMLElement) => [
        container.firstChild,
        container.querySelector('.ais-Pagination-item--firstPage'),
        container.querySelector('.ais-Pagination-item--nextPage'),
      ];
      const before = { ais: kept(run.ais), ours: kept(run.ours) };
      run.ours.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!.click();
      await settle();
      expect(run.helper().state.page).to.equal(1);
      expect(kept(run.ais)).to.deep.equal(before.ais);
      expect(kept(run.ours)).to.deep.equal(before.ours);
      expect(contents(run.ours)).to.equal(contents(run.ais));
    } finally {
      run.stop();
    }
  });

  it('leaves the container empty on dispose, as InstantSearch.js does, and renders again when re-added', async () => {
    const run = start();
    try {
      run.search.start();
      await settle();
      run.search.removeWidgets([run.theirs, run.mine]);
      await settle();
      expect(run.ais.childNodes.length, 'InstantSearch.js empties it').to.equal(0);
      expect(run.ours.childNodes.length).to.equal(0);
      expect(run.ours.innerHTML).to.equal('');
      expect(run.helper().state.page).to.equal(undefined);
      run.search.addWidgets([run.theirs, run.mine]);
      await settle();
      expect(run.ours.childNodes.length).to.equal(1);
      expect(contents(run.ours)).to.equal(contents(run.ais));
    } finally {
      run.stop();
    }
  });

  it('has the $$type and $$widgetType of InstantSearch.js’s widget', () => {
    const container = document.createElement('div');
    const theirs = aisPagination({ container });
    const mine = pagination({ container });
    expect(theirs.$$type).to.equal('ais.pagination');
    expect(theirs.$$widgetType).to.equal('ais.pagination');
    expect(mine.$$type).to.equal(theirs.$$type);
    expect(mine.$$widgetType).to.equal(theirs.$$widgetType);
  });

  it('reports itself to InstantSearch.js’s metadata middleware under the same type names', async () => {
    const run = start();
    try {
      run.search.start();
      await settle();
      const widgets = run.search.mainIndex.getWidgets() as {
        $$type?: string;
        $$widgetType?: string;
      }[];
      const [theirs, mine] = widgets.map(({ $$type, $$widgetType }) => ({ $$type, $$widgetType }));
      expect(mine).to.deep.equal(theirs);
    } finally {
      run.stop();
    }
  });

  it('translates its labels with `strings`, and scrolls with scrollOffset (beyond InstantSearch.js)', async () => {
    const tall = document.createElement('div');
    tall.id = 'dom-scroll-target';
    tall.style.cssText = 'height: 3000px; margin-top: 500px';
    document.body.append(tall);
    const run = start({
      strings: { next: 'Nächste Seite', nextText: 'weiter' },
      scrollTo: '#dom-scroll-target',
      scrollOffset: 100,
    });
    try {
      run.search.start();
      await settle();
      const next = run.ours.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!;
      expect(next.getAttribute('aria-label')).to.equal('Nächste Seite');
      expect(next.textContent).to.equal('weiter');
      window.scrollTo(0, 2000);
      next.click();
      await settle();
      expect(run.helper().state.page).to.equal(1);
      expect(Math.round(window.scrollY)).to.equal(
        Math.round(tall.getBoundingClientRect().top + window.scrollY - 100),
      );
    } finally {
      run.stop();
      tall.remove();
      window.scrollTo(0, 0);
    }
  });
});

describe('pagination({ accessible: true })', () => {
  it('renders a <search-pagination> landmark around the same root, and announces changes', async () => {
    const run = start({ accessible: true, strings: { label: 'Result pages' } });
    try {
      run.search.start();
      await settle();
      const el = run.ours.firstElementChild!;
      expect(el.localName).to.equal('search-pagination');
      expect(el.getAttribute('role')).to.equal('navigation');
      expect(el.getAttribute('aria-label')).to.equal('Result pages');
      const root = el.firstElementChild!;
      expect(root.className).to.equal('ais-Pagination');
      expect(normalise(root)).to.equal(normalise(run.ais.firstElementChild!));
      await expect(run.ours).to.be.accessible();
      root.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > a')!.click();
      await settle();
      expect(el.querySelector('[role="status"]')!.textContent).to.equal('Page 2 of 5');
      expect(normalise(el.firstElementChild!)).to.equal(normalise(run.ais.firstElementChild!));
      run.search.removeWidgets([run.mine]);
      await settle();
      expect(run.ours.childNodes.length).to.equal(0);
    } finally {
      run.stop();
    }
  });

  it('renders once its container is attached', async () => {
    const run = start({ accessible: true }, { attach: false });
    try {
      run.search.start();
      await settle();
      const el = run.ours.querySelector('search-pagination')!;
      expect(el.querySelector('.ais-Pagination')).to.equal(null);
      document.body.append(run.ours);
      await el.updateComplete;
      expect(normalise(el.querySelector('.ais-Pagination')!)).to.equal(
        normalise(run.ais.firstElementChild!),
      );
    } finally {
      run.stop();
    }
  });
});
