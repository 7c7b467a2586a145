// Property-based tests of <search-pagination> and its connector: arbitrary attribute strings,
// property values (numbers of any kind, strings, objects) and render states never throw, never
// show "NaN" or "Infinity", never link to a non-finite page, and draw a bounded number of links
// with the current page in range. The seed is printed; replay with `?FC_SEED=<seed>` or FC_SEED.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { fuzzRun, fuzzSeed, uncaughtErrors, fuzzRuns } from '../../support/fuzz.js';
import {
  connectPagination,
  type PaginationRenderState,
} from '../../../src/pagination/connect-pagination.js';
import type { SearchPagination } from '../../../src/pagination/search-pagination.js';
import '../../../src/pagination/define.js';

const seed = fuzzSeed('pagination');

/** The most page links a state may draw (padding is clamped to 50 on each side). */
const MAX_PAGE_LINKS = 101;

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.integer({ min: -3, max: 40 }),
  fc.constantFrom(
    NaN,
    Infinity,
    -Infinity,
    1e308,
    -1e308,
    -1,
    -0,
    0.5,
    2.7,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
  ),
);

/** Any value a page might assign to a numeric property. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileNumber },
  hostileNumber.map(String),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('Infinity', 'NaN', '1e308', '-5', ' 7 ', '0x10', '3.9', ''),
  fc.constantFrom(null, undefined, true, false),
  fc.anything({ maxDepth: 2 }),
  fc.constant(10n),
);

const attributeValue = fc.oneof(
  hostileNumber.map(String),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e308', '1e999', '-1', '2.5', ' 3 ', ''),
);

const NUMERIC = ['page', 'nb-pages', 'nb-hits', 'padding', 'total-pages', 'hits-per-page'];
const attributes = fc.dictionary(fc.constantFrom(...NUMERIC, 'scroll-offset'), attributeValue, {
  maxKeys: 7,
});

const PROPERTIES = ['page', 'nbPages', 'nbHits', 'padding', 'totalPages', 'hitsPerPage'] as const;
const properties = fc.dictionary(fc.constantFrom(...PROPERTIES), anyValue, { maxKeys: 6 });

/** A render state as a page's own renderer might hand over, numbers of any kind. */
const renderState = fc.record({
  pages: fc.oneof(
    fc.array(hostileNumber, { maxLength: 12 }),
    fc.integer({ min: 0, max: 3_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
    fc.constant(undefined),
  ),
  currentRefinement: hostileNumber,
  nbHits: hostileNumber,
  nbPages: hostileNumber,
  isFirstPage: fc.boolean(),
  isLastPage: fc.boolean(),
  canRefine: fc.boolean(),
});

/** Runs a property with the printed seed; a failure reports its assertion too. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function check(property: fc.IAsyncProperty<any> | fc.IProperty<any>, numRuns: number) {
  try {
    await fc.assert(property as fc.IAsyncProperty<unknown[]>, { seed, numRuns: fuzzRuns(numRuns) });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${String((error as Error).cause)}`);
  }
}

const isPage = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** What must hold of any rendered pagination. */
function checkRendered(el: SearchPagination): void {
  const text = el.textContent ?? '';
  expect(text, 'text').to.not.match(/NaN|Infinity|∞/);
  for (const node of el.querySelectorAll('*')) {
    for (const { name, value } of node.attributes) {
      expect(value, `${node.localName}[${name}]`).to.not.match(/NaN|Infinity/);
    }
  }
  const links = el.querySelectorAll('.ais-Pagination-item--page');
  expect(links.length, 'page links').to.be.at.most(MAX_PAGE_LINKS);
  for (const a of el.querySelectorAll('a')) {
    const page = new URL(a.href).searchParams.get('page');
    // A whole page number from 2 (page 1 has no parameter).
    if (page !== null) expect(/^[1-9]\d*$/.test(page), `href ${a.href}`).to.equal(true);
  }
  // The current page's link (if drawn) is a page from 1 to the page count of the last control.
  const number = (node: Element | null) => Number(node?.textContent?.replace(/\D/g, '') || NaN);
  const current = number(el.querySelector('a[aria-current="page"]'));
  const last = el.querySelector('.ais-Pagination-item--lastPage > *')?.getAttribute('aria-label');
  const nbPages = Number(last?.replace(/\D/g, '') || NaN);
  if (!Number.isNaN(current)) {
    expect(current >= 1 && current <= Math.max(1, nbPages), `current ${current}`).to.equal(true);
  }
  expect(isPage(el.currentPage), `currentPage ${el.currentPage}`).to.equal(true);
}

/** A label for any value, even one whose `toString` is not a function. */
function printable(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

describe('<search-pagination> fuzzed', function () {
  this.timeout(60_000);

  const errors = uncaughtErrors();

  it('renders any attributes and property values safely', async () => {
    await check(
      fc.asyncProperty(attributes, properties, fc.nat(200), (attrs, props, pick) =>
        fuzzRun(errors, {
          create: () => {
            const el = document.createElement('search-pagination') as SearchPagination;
            el.scrollTarget = false;
            for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
            return el;
          },
          run: async (el) => {
            await el.updateComplete;
            checkRendered(el);
            Object.assign(el, props);
            await el.updateComplete;
            checkRendered(el);
            // A click on any link moves to a page in range, and renders safely again.
            const links = el.querySelectorAll<HTMLAnchorElement>('a');
            if (links.length) {
              links[pick % links.length]!.click();
              await el.updateComplete;
              checkRendered(el);
            }
          },
        }),
      ),
      400,
    );
  });

  it('renders any render state safely', async () => {
    await check(
      fc.asyncProperty(renderState, fc.boolean(), (raw, format) => {
        const refined: number[] = [];
        return fuzzRun(errors, {
          create: () => {
            const el = document.createElement('search-pagination') as SearchPagination;
            el.scrollTarget = false;
            el.formatNumbers = format;
            el.renderState = {
              ...raw,
              refine: (page: number) => refined.push(page),
              createURL: (page: number) => `?page=${page + 1}`,
              widgetParams: {},
            } as unknown as PaginationRenderState;
            return el;
          },
          run: async (el) => {
            await el.updateComplete;
            checkRendered(el);
            el.querySelector<HTMLAnchorElement>('a')?.click();
            for (const page of refined) expect(isPage(page), `refine(${page})`).to.equal(true);
          },
        });
      }),
      300,
    );
  });

  it('the connector gives whole, finite, bounded numbers for any input', async () => {
    const params = fc.record({ padding: anyValue, totalPages: anyValue }, { requiredKeys: [] });
    const results = fc.option(fc.record({ nbPages: anyValue, nbHits: anyValue }), {
      nil: undefined,
    });
    await check(
      fc.property(params, results, anyValue, anyValue, (p, res, page, uiPage) => {
        const widget = connectPagination(() => {})(p as never);
        const setQueryParameter = (_: string, value: unknown) => ({
          page: value,
          setQueryParameter,
        });
        const state = widget.getWidgetRenderState({
          state: { page, setQueryParameter } as never,
          results: res as never,
          helper: { setPage() {}, search() {} },
          createURL: (next) => `?page=${next({}).page}`,
        });
        for (const n of [state.currentRefinement, state.nbPages, state.nbHits]) {
          expect(isPage(n), printable(n)).to.equal(true);
        }
        expect(state.pages.length).to.be.at.most(MAX_PAGE_LINKS);
        for (const n of state.pages) {
          expect(isPage(n) && n <= Math.max(0, state.nbPages - 1), printable(n)).to.equal(true);
        }
        expect(state.createURL(state.currentRefinement)).to.not.match(/NaN|Infinity/);
        const next = widget.getWidgetSearchParameters({ page: 0, setQueryParameter } as never, {
          uiState: { page: uiPage as number },
        });
        const nextPage = (next as { page: number }).page;
        expect(isPage(nextPage), `page from uiState ${printable(uiPage)}`).to.equal(true);
      }),
      2_000,
    );
  });
});
