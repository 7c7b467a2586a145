// Plain wrappers use fixtureSync: fixture() waits an animation frame for them, which a
// background test page (tests run two at a time) may never get.
import { expect, fixture, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { emulateMedia, needsMediaEmulation, pressWith } from '../../support/engine.js';
import { Store } from '../../../src/store/index.js';
import '../../../src/provider/define.js';
import { SearchPagination, type PageChangeDetail } from '../../../src/pagination/index.js';

const links = (el: Element) => [...el.querySelectorAll<HTMLAnchorElement>('a.ais-Pagination-link')];
const link = (el: Element, label: string) =>
  el.querySelector<HTMLElement>(`.ais-Pagination-link[aria-label="${label}"]`);
const status = (el: Element) => el.querySelector('[role="status"]')!.textContent;
const texts = (el: Element) => [...el.querySelectorAll('li')].map((li) => li.textContent);

async function attributes(markup: ReturnType<typeof html>) {
  const el = await fixture<SearchPagination>(markup);
  await el.updateComplete;
  return el;
}

describe('<search-pagination> driven by attributes', () => {
  it('is an accessible, named navigation landmark on the first page', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="10" nb-hits="200" scroll-to="false"></search-pagination>`,
    );
    await expect(el).to.be.accessible();
    expect(el.getAttribute('role')).to.equal('navigation');
    expect(el.getAttribute('aria-label')).to.equal('Pagination');
    expect(texts(el)).to.deep.equal(['«', '‹', '1', '2', '3', '4', '5', '6', '7', '›', '»']);
    expect(link(el, 'First Page')!.localName).to.equal('span');
    expect(link(el, 'Page 1')!.getAttribute('aria-current')).to.equal('page');
    expect(link(el, 'Last Page, Page 10')!.localName).to.equal('a');
  });

  it('is accessible in the middle, on the last page, with one page and with none', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="50" page="25" scroll-to="false"></search-pagination>`,
    );
    await expect(el).to.be.accessible();
    expect(texts(el).slice(2, -2)).to.deep.equal(['23', '24', '25', '26', '27', '28', '29']);
    el.page = 49;
    await el.updateComplete;
    await expect(el).to.be.accessible();
    expect(link(el, 'Next Page')!.localName).to.equal('span');
    el.nbPages = 1;
    el.page = 0;
    await el.updateComplete;
    await expect(el).to.be.accessible();
    expect(el.querySelector('.ais-Pagination--noRefinement')).to.exist;
    el.nbPages = 0;
    await el.updateComplete;
    await expect(el).to.be.accessible();
    expect(texts(el)).to.deep.equal(['«', '‹', '1', '›', '»']);
    expect(el.querySelectorAll('span.ais-Pagination-link')).to.have.length(4);
  });

  it('removes controls with the hide-* boolean attributes, and brings them back when removed', async () => {
    const el = await attributes(html`
      <search-pagination nb-pages="5" hide-first hide-last></search-pagination>
    `);
    await expect(el).to.be.accessible();
    expect(el.querySelector('.ais-Pagination-item--firstPage')).to.equal(null);
    expect(el.querySelector('.ais-Pagination-item--lastPage')).to.equal(null);
    expect(el.hideFirst).to.equal(true);
    // The InstantSearch.js option names remain, as the negations.
    expect(el.showFirst).to.equal(false);
    el.removeAttribute('hide-first');
    el.setAttribute('hide-previous', '');
    // Presence is what counts: even "false" hides.
    el.setAttribute('hide-next', 'false');
    await el.updateComplete;
    expect(el.querySelector('.ais-Pagination-item--firstPage')).to.exist;
    expect(el.querySelector('.ais-Pagination-item--previousPage')).to.equal(null);
    expect(el.querySelector('.ais-Pagination-item--nextPage')).to.equal(null);
  });

  it('caps the pages with total-pages and honours padding', async () => {
    const el = await attributes(
      html`<search-pagination
        nb-pages="40"
        total-pages="6"
        padding="1"
        page="2"
      ></search-pagination>`,
    );
    expect(texts(el)).to.deep.equal(['«', '‹', '2', '3', '4', '›', '»']);
    expect(link(el, 'Last Page, Page 6')).to.exist;
  });

  it('links to real one-based ?page=N URLs', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="9" page="3"></search-pagination>`,
    );
    const next = new URL(link(el, 'Next Page')!.getAttribute('href')!);
    expect(next.searchParams.get('page')).to.equal('5');
    const first = new URL(link(el, 'Page 1')!.getAttribute('href')!);
    expect(first.searchParams.has('page')).to.equal(false);
    el.urlParam = 'p';
    await el.updateComplete;
    expect(new URL(link(el, 'Next Page')!.getAttribute('href')!).searchParams.get('p')).to.equal(
      '5',
    );
  });

  it('leaves the URL to the page: a plain click changes `page`, not the address (a store keeps it)', async () => {
    const start = location.href;
    const el = await attributes(
      html`<search-pagination nb-pages="9" page="3" scroll-to="false"></search-pagination>`,
    );
    // The href is real (a new tab, a modified click or a crawler gets page 6)…
    expect(new URL(link(el, 'Page 6')!.getAttribute('href')!).searchParams.get('page')).to.equal(
      '6',
    );
    const changed = oneEvent(el, 'search-page-change');
    link(el, 'Page 6')!.click();
    await changed;
    await el.updateComplete;
    // …but a plain click is the page's to handle: its own search, and its own URL if it wants.
    expect(el.page).to.equal(5);
    expect(location.href).to.equal(start);
    expect(history.state).to.equal(null);
  });

  it('fires a cancelable search-page-change, then updates page unless cancelled', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="9" page="3" scroll-to="false"></search-pagination>`,
    );
    setTimeout(() => link(el, 'Page 6')!.click());
    const event = (await oneEvent(el, 'search-page-change')) as CustomEvent<PageChangeDetail>;
    expect(event.detail).to.deep.equal({ page: 5, previousPage: 3 });
    expect(event.cancelable && event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(el.page).to.equal(5);
    expect(link(el, 'Page 6')!.getAttribute('aria-current')).to.equal('page');
    el.addEventListener('search-page-change', (e) => e.preventDefault(), { once: true });
    link(el, 'Next Page')!.click();
    await el.updateComplete;
    expect(el.page).to.equal(5);
  });

  it('leaves modified clicks to the browser and ignores disabled controls', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="9" scroll-to="false"></search-pagination>`,
    );
    let fired = 0;
    el.addEventListener('search-page-change', () => (fired += 1));
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      link(el, 'Next Page')!.dispatchEvent(event);
    }
    link(el, 'First Page')!.click();
    document.removeEventListener('click', stop);
    await el.updateComplete;
    expect(fired).to.equal(0);
    expect(el.page).to.equal(0);
  });

  it('announces "Page N of M" politely after a change, not on first render', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="12" scroll-to="false"></search-pagination>`,
    );
    expect(status(el)).to.equal('');
    link(el, 'Next Page')!.click();
    await el.updateComplete;
    expect(status(el)).to.equal('Page 2 of 12');
    el.page = 11;
    await el.updateComplete;
    expect(status(el)).to.equal('Page 12 of 12');
    await expect(el).to.be.accessible();
    // The live region sits outside the InstantSearch root, visually hidden.
    expect(el.querySelector('.ais-Pagination [role="status"]')).to.equal(null);
  });

  it('translates every label and the default templates through strings', async () => {
    const el = await attributes(html`
      <search-pagination
        lang="fr"
        nb-pages="3"
        page="1"
        scroll-to="false"
        .strings=${{
          label: 'Pages de résultats',
          first: 'Première page',
          previous: 'Page précédente',
          page: 'Page {page}',
          next: 'Page suivante',
          last: 'Dernière page, page {nbPages}',
          firstText: '⇤',
          status: 'Page {page} sur {nbPages}',
        }}
      ></search-pagination>
    `);
    expect(el.getAttribute('aria-label')).to.equal('Pages de résultats');
    expect(link(el, 'Première page')!.textContent).to.equal('⇤');
    expect(link(el, 'Dernière page, page 3')).to.exist;
    link(el, 'Page suivante')!.click();
    await el.updateComplete;
    expect(status(el)).to.equal('Page 3 sur 3');
    await expect(el).to.be.accessible();
  });

  it("keeps an author's own accessible name", async () => {
    const el = await attributes(
      html`<search-pagination aria-label="Results pages" nb-pages="3"></search-pagination>`,
    );
    expect(el.getAttribute('aria-label')).to.equal('Results pages');
  });

  it('formats page numbers with Intl when asked, in the element language', async () => {
    const el = await attributes(html`
      <search-pagination
        lang="de"
        format-numbers
        nb-pages="2000"
        page="1499"
        padding="0"
      ></search-pagination>
    `);
    expect(texts(el)).to.deep.equal(['«', '‹', '1.500', '›', '»']);
    expect(link(el, 'Page 1.500')).to.exist;
    expect(link(el, 'Last Page, Page 2.000')).to.exist;
    el.formatNumbers = false;
    await el.updateComplete;
    expect(texts(el)[2]).to.equal('1500');
  });

  it('hints when the hits exceed what the pages can reach', async () => {
    const el = await attributes(html`
      <search-pagination
        lang="en"
        nb-pages="50"
        nb-hits="12345"
        hits-per-page="20"
      ></search-pagination>
    `);
    const hint = el.querySelector('.search-pagination-hint');
    expect(hint!.textContent).to.contain('1,000').and.contain('12,345');
    await expect(el).to.be.accessible();
    el.nbHits = 990;
    await el.updateComplete;
    expect(el.querySelector('.search-pagination-hint')).to.equal(null);
    el.removeAttribute('hits-per-page');
    el.nbHits = 1001;
    await el.updateComplete;
    expect(el.querySelector('.search-pagination-hint')).to.exist;
  });

  it('renders custom templates and css classes', async () => {
    const el = await attributes(html`
      <search-pagination
        nb-pages="4"
        .templates=${{
          first: 'p{{page}}',
          previous: '<b>‹</b> Prev',
          page: ({ page }: { page: number }, { html: h }: { html: typeof html }) =>
            h`<i>${page}</i>`,
          last: () => null,
        }}
        .cssClasses=${{ root: 'mine', item: ['a', 'b'], link: 'l' }}
      ></search-pagination>
    `);
    expect(el.querySelector('.ais-Pagination')!.className).to.equal('ais-Pagination mine');
    expect(el.querySelector('li')!.className).to.contain('ais-Pagination-item a b');
    expect(link(el, 'First Page')!.textContent).to.equal('p1');
    expect(link(el, 'Previous Page')!.querySelector('b')).to.exist;
    expect(link(el, 'Page 2')!.innerHTML).to.contain('<i>');
    expect(el.querySelector('.ais-Pagination-item--lastPage')!.children).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('updates its classes when cssClasses changes, and drops them when it is removed', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="4" .cssClasses=${{ root: 'one' }}></search-pagination>`,
    );
    const root = () => el.querySelector('.ais-Pagination')!.className;
    expect(root()).to.equal('ais-Pagination one');
    el.cssClasses = { root: 'two', link: ['l1', 'l2'] };
    await el.updateComplete;
    expect(root()).to.equal('ais-Pagination two');
    expect(link(el, 'Page 2')!.className).to.equal('ais-Pagination-link l1 l2');
    el.cssClasses = { ...el.cssClasses, root: 'three' };
    await el.updateComplete;
    expect(root()).to.equal('ais-Pagination three');
    el.cssClasses = undefined;
    await el.updateComplete;
    expect(root()).to.equal('ais-Pagination');
    expect(link(el, 'Page 2')!.className).to.equal('ais-Pagination-link');
    await expect(el).to.be.accessible();
  });

  it('keeps values set before the element was upgraded', async () => {
    const template = document.createElement('template');
    template.innerHTML = '<search-pagination></search-pagination>';
    const pending = template.content.firstElementChild as SearchPagination;
    Object.assign(pending, { nbPages: 5, page: 2 });
    const el = document.body.appendChild(document.adoptNode(pending)) as SearchPagination;
    expect(el).to.be.instanceOf(SearchPagination);
    await el.updateComplete;
    expect(link(el, 'Page 3')!.getAttribute('aria-current')).to.equal('page');
    el.remove();
  });
});

describe('<search-pagination> keyboard and focus', () => {
  it('is usable with Tab and Enter, and keeps focus on the equivalent control', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="4" scroll-to="false"></search-pagination>`,
    );
    link(el, 'Page 1')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(link(el, 'Next Page'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.page).to.equal(1);
    expect(document.activeElement).to.equal(link(el, 'Next Page'));
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.page).to.equal(3);
    // Next became a disabled span: focus moves to the current page, never to the body.
    expect(link(el, 'Next Page')!.localName).to.equal('span');
    expect(document.activeElement).to.equal(link(el, 'Page 4'));
    await pressWith('Shift', 'Tab');
    expect(document.activeElement).to.equal(link(el, 'Page 3'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.page).to.equal(2);
    expect(document.activeElement).to.equal(link(el, 'Page 3'));
    expect(status(el)).to.equal('Page 3 of 4');
  });

  it('can move focus to the results instead', async () => {
    const wrapper = fixtureSync(html`
      <div>
        <section id="results" aria-label="Results"><p>Results</p></section>
        <search-pagination
          nb-pages="4"
          scroll-to="false"
          focus-target="#results"
        ></search-pagination>
      </div>
    `);
    const el = wrapper.querySelector('search-pagination')!;
    await el.updateComplete;
    link(el, 'Next Page')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const results = wrapper.querySelector('#results')!;
    expect(document.activeElement).to.equal(results);
    expect(results.getAttribute('tabindex')).to.equal('-1');
  });

  it('has no focus trap: Tab leaves the element', async () => {
    const wrapper = fixtureSync(html`
      <div>
        <search-pagination nb-pages="2" scroll-to="false"></search-pagination>
        <button>after</button>
      </div>
    `);
    const el = wrapper.querySelector('search-pagination')!;
    await el.updateComplete;
    links(el).at(-1)!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(wrapper.querySelector('button'));
  });
});

describe('<search-pagination> scrolling', () => {
  let target: HTMLElement;
  beforeEach(() => {
    target = document.createElement('div');
    target.id = 'top';
    target.style.cssText = 'margin-top: 600px; height: 3000px';
    document.body.prepend(target);
  });
  afterEach(async () => {
    target.remove();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('scrolls to the target minus the offset, smoothly unless motion is reduced', async function () {
    needsMediaEmulation(this);
    const el = await attributes(html`
      <search-pagination
        nb-pages="5"
        scroll-to="#top"
        scroll-offset="80"
        scroll-behavior="smooth"
      ></search-pagination>
    `);
    const calls: ScrollToOptions[] = [];
    const original = window.scrollTo;
    window.scrollTo = ((options: ScrollToOptions) =>
      void calls.push(options)) as typeof window.scrollTo;
    try {
      await emulateMedia({ reducedMotion: 'no-preference' });
      link(el, 'Next Page')!.click();
      await emulateMedia({ reducedMotion: 'reduce' });
      link(el, 'Next Page')!.click();
    } finally {
      window.scrollTo = original;
    }
    const top = Math.round(target.getBoundingClientRect().top + window.scrollY - 80);
    expect(calls.map((c) => [Math.round(c.top!), c.behavior])).to.deep.equal([
      [top, 'smooth'],
      [top, 'auto'],
    ]);
  });

  it('scrolls the target into view by default, and not at all with scroll-to="false"', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="5" scroll-to="#top"></search-pagination>`,
    );
    window.scrollTo(0, 1500);
    link(el, 'Next Page')!.click();
    expect(Math.round(window.scrollY)).to.equal(
      Math.round(target.getBoundingClientRect().top + window.scrollY),
    );
    el.setAttribute('scroll-to', 'false');
    await el.updateComplete;
    window.scrollTo(0, 1500);
    link(el, 'Next Page')!.click();
    expect(Math.round(window.scrollY)).to.equal(1500);
  });

  it('reports a clear error when the scroll target is missing', async () => {
    const el = await attributes(
      html`<search-pagination nb-pages="5" scroll-to="#missing"></search-pagination>`,
    );
    const previous = window.onerror;
    let message = '';
    window.onerror = (event) => {
      message = String(event);
      return true;
    };
    try {
      link(el, 'Next Page')!.click();
    } finally {
      window.onerror = previous;
    }
    expect(message).to.contain('#missing');
    await el.updateComplete;
    expect(el.page).to.equal(1);
  });
});

describe('<search-pagination> on a store', () => {
  const start = location.href;
  afterEach(() => history.replaceState(null, '', start));

  it('reads and refines the store, with ?page=N URLs and history', async () => {
    const store = new Store({ search: { page: 0, nbHits: 200, nbPages: 10 } });
    const el = await attributes(
      html`<search-pagination .store=${store} scroll-to="false"></search-pagination>`,
    );
    await expect(el).to.be.accessible();
    expect(texts(el).slice(2, -2)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7']);
    expect(new URL(link(el, 'Page 4')!.getAttribute('href')!).searchParams.get('page')).to.equal(
      '4',
    );
    link(el, 'Page 4')!.click();
    await el.updateComplete;
    expect(store.search.page).to.equal(3);
    expect(new URL(location.href).searchParams.get('page')).to.equal('4');
    expect(link(el, 'Page 4')!.getAttribute('aria-current')).to.equal('page');
    expect(status(el)).to.equal('Page 4 of 10');
    const popped = oneEvent(window, 'popstate');
    history.back();
    await popped;
    await el.updateComplete;
    expect(store.search.page).to.equal(0);
    expect(link(el, 'Page 1')!.getAttribute('aria-current')).to.equal('page');
    const forward = oneEvent(window, 'popstate');
    history.forward();
    await forward;
    await el.updateComplete;
    expect(store.search.page).to.equal(3);
    store.setSearch({ nbPages: 2, page: 1 });
    await el.updateComplete;
    expect(texts(el)).to.deep.equal(['«', '‹', '1', '2', '›', '»']);
    await expect(el).to.be.accessible();
  });

  it('does not touch the URL with no-url-sync, and a cancelled event keeps the page', async () => {
    const store = new Store({ search: { page: 0, nbHits: 200, nbPages: 10 } });
    const el = await attributes(
      html`<search-pagination .store=${store} no-url-sync scroll-to="false"></search-pagination>`,
    );
    link(el, 'Next Page')!.click();
    expect(store.search.page).to.equal(1);
    expect(location.href).to.equal(start);
    el.addEventListener('search-page-change', (e) => e.preventDefault());
    link(el, 'Next Page')!.click();
    expect(store.search.page).to.equal(1);
  });

  it('uses the store of an ancestor <search-provider>', async () => {
    const store = new Store({ search: { page: 2, nbHits: 100, nbPages: 5 } });
    const provider = await fixture(html`
      <search-provider .store=${store}>
        <search-pagination no-url-sync scroll-to="false"></search-pagination>
      </search-provider>
    `);
    const el = provider.querySelector('search-pagination')!;
    await el.updateComplete;
    expect(link(el, 'Page 3')!.getAttribute('aria-current')).to.equal('page');
    link(el, 'Last Page, Page 5')!.click();
    expect(store.search.page).to.equal(4);
    await el.updateComplete;
    expect(link(el, 'Page 5')!.getAttribute('aria-current')).to.equal('page');
    await expect(el).to.be.accessible();
  });

  it('disconnects from the store when removed, keeping its page', async () => {
    const store = new Store({ search: { page: 2, nbHits: 100, nbPages: 5 } });
    const el = await attributes(
      html`<search-pagination .store=${store} no-url-sync></search-pagination>`,
    );
    el.remove();
    store.setSearch({ nbPages: 9 });
    expect(store.search.page).to.equal(2);
    document.body.append(el);
    await el.updateComplete;
    expect(link(el, 'Last Page, Page 9')).to.exist;
    el.remove();
  });
});
