// <search-pagination> on the shared foundation: its language (LanguageController), its store
// (StoreConsumer, with a provider defined late and a garbage collection in between), the
// boolean attribute rule, and the theme tokens of its light-DOM stylesheet.
import { translationsSettled } from '../../../src/internal/translations.js';
import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { browserLocale, needsGc, setPageScheme } from '../../support/engine.js';
import { SearchProvider } from '../../../src/provider/index.js';
import { Store } from '../../../src/store/index.js';
import '../../../src/pagination/define.js';
// The translations' loader, as a page of the pagination alone that is not in English imports it
// (the pagination's own module does not: without-translations-loader.test.ts).
import '../../../src/translations/auto.js';
import type { SearchPagination } from '../../../src/pagination/index.js';
import { paginationStyles } from '../../../src/pagination/pagination.styles.js';

const texts = (el: Element) => [...el.querySelectorAll('li')].map((li) => li.textContent);
const link = (el: Element, label: string) =>
  el.querySelector<HTMLElement>(`.ais-Pagination-link[aria-label="${label}"]`);
const selectedLink = (el: Element) =>
  el.querySelector<HTMLElement>('.ais-Pagination-item--selected .ais-Pagination-link')!;
const tick = () => new Promise((resolve) => setTimeout(resolve));

/** Collects the page's uncaught errors while `run` runs. */
async function uncaught(run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const record = (event: ErrorEvent) => errors.push(String(event.message));
  window.addEventListener('error', record);
  try {
    await run();
    await tick();
  } finally {
    window.removeEventListener('error', record);
  }
  return errors;
}

describe('<search-pagination> language', () => {
  const lang = document.documentElement.getAttribute('lang');
  afterEach(() => {
    if (lang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', lang);
  });

  it('renders under <html lang="en_US">, reading it as en-US', async () => {
    document.documentElement.setAttribute('lang', 'en_US');
    let el!: SearchPagination;
    const errors = await uncaught(async () => {
      el = await fixture<SearchPagination>(html`
        <search-pagination
          format-numbers
          nb-pages="2000"
          page="1499"
          padding="0"
          scroll-to="false"
        ></search-pagination>
      `);
      await el.updateComplete;
    });
    expect(errors).to.deep.equal([]);
    expect(texts(el)).to.deep.equal(['«', '‹', '1,500', '›', '»']);
    expect(link(el, 'Last Page, Page 2,000')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('renders under lang="zz-invalid-", formatting in the nearest valid language', async () => {
    let wrapper!: HTMLElement;
    const errors = await uncaught(async () => {
      wrapper = fixtureSync(html`
        <div lang="de">
          <div lang="zz-invalid-">
            <search-pagination format-numbers nb-pages="2000" page="1499" padding="0">
            </search-pagination>
          </div>
        </div>
      `);
      await wrapper.querySelector('search-pagination')!.updateComplete;
    });
    const el = wrapper.querySelector('search-pagination')!;
    expect(errors).to.deep.equal([]);
    // The invalid tag is skipped: the next ancestor's German formats the numbers.
    expect(texts(el)).to.deep.equal(['«', '‹', '1.500', '›', '»']);
  });

  it('falls back to the default locale when no language on the page is valid', async () => {
    document.documentElement.setAttribute('lang', 'zz-invalid-');
    const el = await fixture<SearchPagination>(
      html`<search-pagination format-numbers nb-pages="2000" page="1499" padding="0">
      </search-pagination>`,
    );
    await el.updateComplete;
    const expected = new Intl.NumberFormat(browserLocale()).format(1500);
    expect(texts(el)[2]).to.equal(expected);
  });

  it('follows a lang change on an ancestor: numbers and the announcement', async () => {
    const wrapper = fixtureSync(html`
      <section lang="en">
        <search-pagination format-numbers nb-pages="2000" page="1499" padding="0">
        </search-pagination>
      </section>
    `);
    const el = wrapper.querySelector('search-pagination')!;
    await el.updateComplete;
    expect(texts(el)[2]).to.equal('1,500');
    const errors = await uncaught(async () => {
      wrapper.setAttribute('lang', 'de');
      await tick();
      await el.updateComplete;
    });
    expect(errors).to.deep.equal([]);
    expect(texts(el)[2]).to.equal('1.500');
    // The announcement in German, once the German strings have arrived.
    await translationsSettled();
    el.page = 1999;
    await el.updateComplete;
    expect(el.querySelector('[role="status"]')!.textContent).to.equal('Seite 2.000 von 2.000');
    wrapper.setAttribute('lang', 'en_US');
    await tick();
    await el.updateComplete;
    expect(texts(el)[2]).to.equal('2,000');
  });
});

describe('<search-pagination> store from a provider defined late', () => {
  it('receives the store after a garbage collection, and refines it', async function () {
    const gc = (window as Window & { gc?: () => void }).gc;
    needsGc(this);
    // A provider tag nobody has defined yet: the element connects and asks before it exists.
    const tag = `late-provider-${Math.random().toString(36).slice(2)}`;
    const wrapper = document.createElement('div');
    wrapper.innerHTML = `<${tag}><search-pagination no-url-sync scroll-to="false"></search-pagination></${tag}>`;
    document.body.append(wrapper);
    try {
      const el = wrapper.querySelector('search-pagination')!;
      await el.updateComplete;
      expect(el.querySelector('.ais-Pagination--noRefinement')).to.exist;
      // Whatever only the context root held weakly is gone now.
      gc!();
      await tick();
      gc!();
      const store = new Store({ search: { page: 2, nbHits: 100, nbPages: 5 } });
      const provider = wrapper.firstElementChild as SearchProvider;
      provider.store = store;
      customElements.define(tag, class extends SearchProvider {});
      await provider.updateComplete;
      await el.updateComplete;
      expect(link(el, 'Page 3')!.getAttribute('aria-current')).to.equal('page');
      link(el, 'Next Page')!.click();
      expect(store.search.page).to.equal(3);
      await el.updateComplete;
      expect(link(el, 'Page 4')!.getAttribute('aria-current')).to.equal('page');
    } finally {
      wrapper.remove();
    }
  });
});

describe('<search-pagination> boolean attributes', () => {
  it('follows ?hide-*=${bool} bindings and the properties, both ways', async () => {
    const hide = { first: false, last: true };
    const el = await fixture<SearchPagination>(html`
      <search-pagination
        nb-pages="5"
        ?hide-first=${hide.first}
        ?hide-last=${hide.last}
      ></search-pagination>
    `);
    await el.updateComplete;
    expect(el.hasAttribute('hide-first')).to.equal(false);
    expect(el.hideFirst).to.equal(false);
    expect(el.querySelector('.ais-Pagination-item--firstPage')).to.exist;
    expect(el.querySelector('.ais-Pagination-item--lastPage')).to.equal(null);
    el.hideLast = false;
    el.showFirst = false;
    await el.updateComplete;
    expect(el.hideFirst).to.equal(true);
    expect(el.querySelector('.ais-Pagination-item--firstPage')).to.equal(null);
    expect(el.querySelector('.ais-Pagination-item--lastPage')).to.exist;
    expect(el.hidePrevious || el.hideNext || el.formatNumbers || el.noUrlSync).to.equal(false);
    expect(el.urlSync).to.equal(true);
  });

  it('clamps number attributes: no NaN, no Infinity, no negative page', async () => {
    const el = await fixture<SearchPagination>(html`
      <search-pagination
        page="-4"
        nb-pages="Infinity"
        padding="abc"
        total-pages="NaN"
        scroll-to="false"
      ></search-pagination>
    `);
    await el.updateComplete;
    expect([el.page, el.nbPages, el.padding, el.totalPages]).to.deep.equal([0, 0, 3, undefined]);
    expect(texts(el)).to.deep.equal(['«', '‹', '1', '›', '»']);
    el.setAttribute('nb-pages', '12.7');
    el.setAttribute('page', '1e400');
    await el.updateComplete;
    expect([el.page, el.nbPages]).to.deep.equal([0, 12]);
    el.setAttribute('page', '11');
    await el.updateComplete;
    expect(link(el, 'Page 12')!.getAttribute('aria-current')).to.equal('page');
  });
});

describe('<search-pagination> theme', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    document.head.append(style);
  });
  afterEach(async () => {
    style.remove();
    setPageScheme('');
  });

  it('adopts one stylesheet per root, with no style attribute', async () => {
    const wrapper = fixtureSync(html`
      <div>
        <search-pagination nb-pages="3" scroll-to="false"></search-pagination>
        <search-pagination nb-pages="3" scroll-to="false"></search-pagination>
      </div>
    `);
    const [a, b] = wrapper.querySelectorAll('search-pagination');
    await a!.updateComplete;
    await b!.updateComplete;
    const sheet = paginationStyles();
    expect(document.adoptedStyleSheets.filter((s) => s === sheet)).to.have.length(1);
    expect(wrapper.querySelectorAll('[style]')).to.have.length(0);
    // The live region is visually hidden by the stylesheet.
    const status = a!.querySelector('[role="status"]')!;
    expect(status.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('takes --search-ui-accent and friends from one page rule, in light and dark', async function () {
    const el = await fixture<SearchPagination>(
      html`<search-pagination nb-pages="3" scroll-to="false"></search-pagination>`,
    );
    await el.updateComplete;
    const selected = selectedLink(el);
    const plain = link(el, 'Page 2')!;
    setPageScheme('');
    expect(getComputedStyle(selected).backgroundColor).to.equal('rgb(58, 70, 201)');
    setPageScheme('dark');
    expect(getComputedStyle(selected).backgroundColor).to.equal('rgb(154, 166, 255)');
    style.textContent = `:root {
      --search-ui-accent: rgb(1, 2, 3);
      --search-ui-accent-text: rgb(4, 5, 6);
      --search-ui-text: rgb(7, 8, 9);
      --search-ui-border: rgb(10, 11, 12);
      --search-ui-surface: rgb(13, 14, 15);
      --search-ui-radius: 3px;
    }`;
    for (const scheme of ['dark', 'light'] as const) {
      setPageScheme(scheme);
      expect(getComputedStyle(selected).backgroundColor, scheme).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(selected).color, scheme).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(plain).color, scheme).to.equal('rgb(7, 8, 9)');
      expect(getComputedStyle(plain).borderTopColor, scheme).to.equal('rgb(10, 11, 12)');
      expect(getComputedStyle(plain).backgroundColor, scheme).to.equal('rgb(13, 14, 15)');
      expect(getComputedStyle(plain).borderTopLeftRadius, scheme).to.equal('3px');
    }
  });

  it('loses to any page or theme rule (zero specificity)', async () => {
    style.textContent = `.ais-Pagination-link { background: rgb(20, 21, 22); }
      .ais-Pagination-list { display: block; }`;
    const el = await fixture<SearchPagination>(
      html`<search-pagination nb-pages="3" scroll-to="false"></search-pagination>`,
    );
    await el.updateComplete;
    expect(getComputedStyle(selectedLink(el)).backgroundColor).to.equal('rgb(20, 21, 22)');
    expect(getComputedStyle(el.querySelector('.ais-Pagination-list')!).display).to.equal('block');
  });

  it('leaves an unrelated InstantSearch.js pagination on the page alone (scoped rules)', async () => {
    const wrapper = fixtureSync<HTMLDivElement>(html`
      <div>
        <search-pagination nb-pages="3" scroll-to="false"></search-pagination>
        <div class="ais-Pagination">
          <ul class="ais-Pagination-list">
            <li class="ais-Pagination-item ais-Pagination-item--selected">
              <a class="ais-Pagination-link" href="#">1</a>
            </li>
          </ul>
        </div>
      </div>
    `);
    const el = wrapper.querySelector('search-pagination')!;
    await el.updateComplete;
    const other = wrapper.querySelector<HTMLElement>(':scope > .ais-Pagination')!;
    // Ours is styled (flex list, accent on the current page); the other keeps the browser's look.
    expect(getComputedStyle(el.querySelector('.ais-Pagination-list')!).display).to.equal('flex');
    expect(getComputedStyle(selectedLink(el)).backgroundColor).to.equal('rgb(58, 70, 201)');
    expect(getComputedStyle(other.querySelector('ul')!).display).to.equal('block');
    const link = other.querySelector('a')!;
    expect(getComputedStyle(link).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(link).display).to.equal('inline');
  });

  it('themes a pagination inside a shadow root, through that root', async () => {
    const host = fixtureSync<HTMLDivElement>(html`<div></div>`);
    host.style.setProperty('--search-ui-accent', 'rgb(30, 31, 32)');
    const root = host.attachShadow({ mode: 'open' });
    const el = document.createElement('search-pagination');
    el.nbPages = 3;
    el.scrollTarget = false;
    root.append(el);
    await el.updateComplete;
    expect(root.adoptedStyleSheets).to.include(paginationStyles());
    expect(getComputedStyle(selectedLink(el)).backgroundColor).to.equal('rgb(30, 31, 32)');
  });
});
