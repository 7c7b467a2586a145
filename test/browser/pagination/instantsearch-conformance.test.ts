// Conformance: InstantSearch.js's own pagination widget and this library's, side by side in the
// same page and the same InstantSearch instance, must render the same markup and react to
// clicks the same way. The attribute-driven element is compared too (its hrefs are its own).
import { expect } from '@open-wc/testing';
import { html as litHtml } from 'lit';
import { pagination } from '../../../src/pagination/widgets.js';
import {
  aisPagination,
  instantsearch,
  memoryClient,
  normalise,
  settle,
} from '../../support/instantsearch.js';

type Options = Record<string, unknown>;

interface Side {
  ais: HTMLElement;
  ours: HTMLElement;
  attributes: HTMLElement;
}

function mount(): Side & { cleanup: () => void } {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = '<div id="ais"></div><div id="ours"></div><div id="attributes"></div>';
  document.body.append(wrapper);
  return {
    ais: wrapper.querySelector('#ais')!,
    ours: wrapper.querySelector('#ours')!,
    attributes: wrapper.querySelector('#attributes')!,
    cleanup: () => wrapper.remove(),
  };
}

/** Starts one InstantSearch instance with both widgets, both given `options`. */
async function start(options: Options, results = { nbHits: 100, nbPages: 5 }) {
  const side = mount();
  const { client, data, pages } = memoryClient(results);
  const search = instantsearch({ indexName: 'products', searchClient: client as never });
  search.addWidgets([
    aisPagination({ container: side.ais, ...options } as never),
    pagination({ container: side.ours, ...options } as Parameters<typeof pagination>[0]),
  ]);
  search.start();
  await settle();
  const helper = search.mainIndex.getHelper()!;
  const goTo = async (nbPages: number, page: number) => {
    data.nbPages = nbPages;
    data.nbHits = nbPages * 20;
    helper.setPage(page).search();
    await settle();
  };
  return {
    side,
    search,
    helper,
    goTo,
    pages,
    stop() {
      search.dispose();
      side.cleanup();
    },
  };
}

/** The attribute-driven element with the same options (properties for non-attribute ones). */
async function attributeElement(
  container: HTMLElement,
  options: Options,
  nbPages: number,
  page: number,
) {
  let el = container.querySelector('search-pagination');
  if (!el) {
    el = document.createElement('search-pagination');
    const rest = { ...options };
    delete rest.scrollTo;
    Object.assign(el, rest);
    container.append(el);
  }
  el.setAttribute('nb-pages', String(nbPages));
  el.setAttribute('nb-hits', String(nbPages * 20));
  el.setAttribute('page', String(page));
  await el.updateComplete;
  return el;
}

const NB_PAGES = [0, 1, 2, 7, 50, 1000];
const statesOf = (nbPages: number) => [
  ...new Set([0, Math.floor(nbPages / 2), Math.max(nbPages - 1, 0), nbPages + 3]),
];

const root = (container: HTMLElement) => {
  const el = container.querySelector('.ais-Pagination');
  expect(el, `${container.id} renders an ais-Pagination root`).to.exist;
  return el!;
};

/** The root of a widget's container: its first child, as InstantSearch.js renders it. */
const widgetRoot = (container: HTMLElement) => {
  expect(container.firstChild, `${container.id}: the root is the first child`).to.equal(
    root(container),
  );
  return root(container);
};

async function compareMatrix(options: Options) {
  const run = await start(options);
  let compared = 0;
  try {
    for (const nbPages of NB_PAGES) {
      for (const page of statesOf(nbPages)) {
        await run.goTo(nbPages, page);
        const where = `nbPages ${nbPages}, page ${page}, options ${JSON.stringify(options)}`;
        const expected = normalise(widgetRoot(run.side.ais));
        expect(normalise(widgetRoot(run.side.ours)), where).to.equal(expected);
        await attributeElement(run.side.attributes, options, nbPages, page);
        expect(
          normalise(root(run.side.attributes), { dropHref: true }),
          `attribute-driven, ${where}`,
        ).to.equal(normalise(root(run.side.ais), { dropHref: true }));
        compared += 1;
      }
    }
  } finally {
    run.stop();
  }
  expect(compared).to.equal(NB_PAGES.reduce((n, nbPages) => n + statesOf(nbPages).length, 0));
}

describe('conformance with the InstantSearch.js pagination widget', () => {
  describe('markup', () => {
    for (let padding = 0; padding <= 5; padding++) {
      it(`is identical with padding ${padding}`, () => compareMatrix({ padding }));
    }

    it('is identical with the default options', () => compareMatrix({}));

    for (const option of ['showFirst', 'showPrevious', 'showNext', 'showLast']) {
      it(`is identical with ${option} false`, () => compareMatrix({ [option]: false }));
    }

    it('is identical with every show* option false', () =>
      compareMatrix({ showFirst: false, showPrevious: false, showNext: false, showLast: false }));

    it('is identical with totalPages 5 and totalPages 1', async () => {
      await compareMatrix({ totalPages: 5 });
      await compareMatrix({ totalPages: 1, padding: 1 });
    });

    const classKeys = [
      'root',
      'noRefinementRoot',
      'list',
      'item',
      'firstPageItem',
      'lastPageItem',
      'previousPageItem',
      'nextPageItem',
      'pageItem',
      'selectedItem',
      'disabledItem',
      'link',
    ];

    it('is identical with cssClasses as strings', () =>
      compareMatrix({
        cssClasses: Object.fromEntries(classKeys.map((key) => [key, `my-${key}`])),
      }));

    it('is identical with cssClasses as arrays', () =>
      compareMatrix({
        cssClasses: Object.fromEntries(classKeys.map((key) => [key, [`a-${key}`, `b-${key}`]])),
      }));

    it('is identical with plain and HTML string templates', () =>
      compareMatrix({
        templates: {
          first: 'First',
          previous: '<b>‹</b>  Previous\n page',
          next: '<span class="x">Next</span> ›',
          last: '<b>»</b> Last',
        },
      }));

    it('is identical with mustache templates', () =>
      compareMatrix({
        templates: {
          first: 'p{{page}}',
          previous: '<em>{{page}}</em>',
          page: '{{{page}}}',
          next: '{{& page}} {{! a comment }}next',
          last: '{{#page}}last {{page}}{{/page}}{{^page}}none{{/page}}',
        },
      }));

    it('is identical with function templates (string, html and null)', () =>
      compareMatrix({
        templates: {
          first: () => null,
          previous: ({ page }: { page: number }) => `<i>${page}</i>`,
          page: ({ page }: { page: number }, { html }: { html: typeof litHtml }) =>
            html`<strong>${page}</strong>`,
          next: ({ page }: { page: number }) => `next ${page}`,
          last: (_: unknown, { html }: { html: typeof litHtml }) => html`<span>»</span>`,
        },
      }));
  });

  describe('clicks', () => {
    let tall: HTMLElement;
    beforeEach(() => {
      tall = document.createElement('div');
      tall.id = 'scroll-target';
      tall.style.cssText = 'height: 3000px; margin-top: 400px';
      document.body.append(tall);
    });
    afterEach(() => {
      tall.remove();
      window.scrollTo(0, 0);
    });

    interface Outcome {
      prevented: boolean;
      page: number;
      searched: number;
      scrollY: number;
    }

    /** Clicks `selector` in one side's container and reports what happened. */
    async function clickOutcome(
      run: Awaited<ReturnType<typeof start>>,
      container: HTMLElement,
      selector: string,
      init: MouseEventInit,
      from: number,
    ): Promise<Outcome> {
      await run.goTo(10, from);
      window.scrollTo(0, 2000);
      const before = run.pages.length;
      const target = container.querySelector(selector);
      expect(target, `${container.id}: ${selector}`).to.exist;
      let prevented = false;
      // Runs after the widget's own listener: records, then stops any navigation.
      const record = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', record);
      target!.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init }),
      );
      document.removeEventListener('click', record);
      await settle();
      return {
        prevented,
        page: run.helper.state.page ?? 0,
        searched: run.pages.length - before,
        scrollY: Math.round(window.scrollY),
      };
    }

    const cases: [string, string, MouseEventInit, number][] = [
      ['a plain click on a page', '.ais-Pagination-item--page:nth-child(5) > a', {}, 4],
      ['a plain click on next', '.ais-Pagination-item--nextPage > a', {}, 4],
      ['a plain click on the current page', '.ais-Pagination-item--selected > a', {}, 4],
      ['a ctrl click', '.ais-Pagination-item--nextPage > a', { ctrlKey: true }, 4],
      ['a meta click', '.ais-Pagination-item--nextPage > a', { metaKey: true }, 4],
      ['a shift click', '.ais-Pagination-item--nextPage > a', { shiftKey: true }, 4],
      ['an alt click', '.ais-Pagination-item--nextPage > a', { altKey: true }, 4],
      ['a middle-button click', '.ais-Pagination-item--lastPage > a', { button: 1 }, 4],
      ['a click on a disabled item', '.ais-Pagination-item--firstPage > span', {}, 0],
    ];

    for (const scrollTo of ['#scroll-target', false, 'body']) {
      for (const [name, selector, init, from] of cases) {
        it(`${name} behaves the same with scrollTo ${String(scrollTo)}`, async () => {
          const run = await start({ scrollTo });
          try {
            const expected = await clickOutcome(run, run.side.ais, selector, init, from);
            const actual = await clickOutcome(run, run.side.ours, selector, init, from);
            expect(actual).to.deep.equal(expected);
          } finally {
            run.stop();
          }
        });
      }
    }

    it('a plain click prevents the default, refines and scrolls (sanity of the comparison)', async () => {
      const run = await start({ scrollTo: '#scroll-target' });
      try {
        const outcome = await clickOutcome(
          run,
          run.side.ours,
          '.ais-Pagination-item--nextPage > a',
          {},
          4,
        );
        expect(outcome.prevented).to.equal(true);
        expect(outcome.page).to.equal(5);
        expect(outcome.searched).to.be.greaterThan(0);
        expect(outcome.scrollY).to.equal(
          Math.round(tall.getBoundingClientRect().top + window.scrollY),
        );
        const modified = await clickOutcome(
          run,
          run.side.ours,
          '.ais-Pagination-item--nextPage > a',
          { ctrlKey: true },
          4,
        );
        expect(modified).to.deep.equal({ prevented: false, page: 4, searched: 0, scrollY: 2000 });
      } finally {
        run.stop();
      }
    });
  });

  describe('errors', () => {
    it('throws a clear error without a container, like InstantSearch.js', () => {
      expect(() => aisPagination({} as never)).to.throw(/container/);
      expect(() => pagination({} as never)).to.throw(/`container` must be a CSS selector/);
      expect(() => pagination({ container: '' })).to.throw(/`container` must be a CSS selector/);
    });

    it('throws a clear error for a missing container or scrollTo target', () => {
      expect(() => pagination({ container: '#nowhere' })).to.throw(/container.*#nowhere/);
      const container = document.createElement('div');
      expect(() => pagination({ container, scrollTo: '#nowhere' })).to.throw(/scrollTo.*#nowhere/);
      expect(() => aisPagination({ container, scrollTo: '#nowhere' })).to.throw(/#nowhere/);
    });
  });
});
