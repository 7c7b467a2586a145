// The pagination() widget inside InstantSearch with `accessible: true`: a landmark, keyboard
// usable, announced, and keeping focus across InstantSearch's asynchronous renders. (Without
// the option it renders InstantSearch.js's markup alone: widget-dom.test.ts.)
import { expect, fixtureSync, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { pagination } from '../../../src/pagination/widgets.js';
import { instantsearch, memoryClient, settle } from '../../support/instantsearch.js';

describe('pagination() in InstantSearch', () => {
  async function setup(options: Record<string, unknown> = {}) {
    const container = fixtureSync<HTMLElement>(html`<div></div>`);
    const { client, data } = memoryClient({ nbHits: 100, nbPages: 5 });
    const search = instantsearch({ indexName: 'products', searchClient: client as never });
    search.addWidgets([pagination({ container, scrollTo: false, accessible: true, ...options })]);
    search.start();
    await settle();
    const el = container.querySelector('search-pagination')!;
    return { container, search, data, el };
  }

  it('mounts one element after the first results, and removes it on dispose', async () => {
    const { container, search, el } = await setup({ strings: { label: 'Result pages' } });
    expect(container.querySelectorAll('search-pagination')).to.have.length(1);
    expect(el.getAttribute('aria-label')).to.equal('Result pages');
    await expect(el).to.be.accessible();
    search.dispose();
    expect(container.querySelector('search-pagination')).to.equal(null);
  });

  it('refines with the keyboard, announces the page and keeps focus', async () => {
    const { search, el } = await setup();
    const next = () => el.querySelector<HTMLElement>('.ais-Pagination-item--nextPage > *')!;
    next().focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(search.mainIndex.getHelper()!.state.page).to.equal(1);
    expect(el.querySelector('[aria-current="page"]')!.textContent).to.equal('2');
    expect(el.querySelector('[role="status"]')!.textContent).to.equal('Page 2 of 5');
    expect(document.activeElement).to.equal(next());
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Enter' });
      await settle();
    }
    expect(next().localName).to.equal('span');
    expect(document.activeElement).to.equal(el.querySelector('[aria-current="page"]'));
    await expect(el).to.be.accessible();
    search.dispose();
  });

  it('links to the URLs of InstantSearch routing', async () => {
    const start = location.href;
    const container = fixtureSync<HTMLElement>(html`<div></div>`);
    const { client } = memoryClient({ nbHits: 100, nbPages: 5 });
    const search = instantsearch({
      indexName: 'products',
      searchClient: client as never,
      routing: true,
    });
    search.addWidgets([pagination({ container, scrollTo: false })]);
    search.start();
    await settle();
    const href = container
      .querySelector('.ais-Pagination-item--nextPage > a')!
      .getAttribute('href')!;
    expect(decodeURIComponent(href)).to.contain('products[page]=2');
    search.dispose();
    history.replaceState(null, '', start);
  });
});
