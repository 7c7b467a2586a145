/**
 * The page links of `<secret-key-list>`: `<search-pagination>`'s markup (the shared
 * `renderPagination`) in the list's own `<nav>`, with the list handling clicks, focus and the
 * announcement.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { SearchPagination } from '../../../src/pagination/index.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import { normalise } from '../../support/instantsearch.js';
import {
  currentPageLabel,
  mountList,
  pageLink,
  pagination,
  root,
  settled,
} from '../../support/secret-key-list.js';

/** The element focused inside the list's shadow root (or null). */
const focused = (el: SecretKeyList) => root(el).activeElement;

describe('<secret-key-list> page links', function () {
  this.timeout(20_000);

  it('renders the markup of <search-pagination> for the same page, in a labelled nav', async () => {
    const { el } = await mountList({ page: 2 });
    const nav = pagination(el)!;
    expect(nav.localName).to.equal('nav');
    expect(nav.getAttribute('aria-label')).to.equal('Secret key pages');
    expect(el.shadowRoot!.querySelector('search-pagination'), 'no nested element').to.equal(null);
    await import('../../../src/pagination/define.js');
    const reference = await fixture<SearchPagination>(
      html`<search-pagination
        page="2"
        nb-pages="5"
        nb-hits="47"
        scroll-to="false"
      ></search-pagination>`,
    );
    await reference.updateComplete;
    expect(normalise(nav.querySelector('.ais-Pagination')!)).to.equal(
      normalise(reference.querySelector('.ais-Pagination')!),
    );
    expect(currentPageLabel(el)).to.equal('Page 3');
  });

  it('leaves clicks with a modifier key to the browser (real hrefs)', async () => {
    const { el } = await mountList();
    const link = pageLink(el, 'Page 2')!;
    expect(new URL(link.getAttribute('href')!, location.href).searchParams.get('page')).to.equal(
      '2',
    );
    const changes: unknown[] = [];
    el.addEventListener('search-page-change', (e) => changes.push(e.detail));
    let prevented: boolean | undefined;
    // Runs after the list's own handler; stops the test page from navigating.
    const stop = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    try {
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
        prevented = undefined;
        link.dispatchEvent(
          new MouseEvent('click', {
            bubbles: true,
            composed: true,
            cancelable: true,
            [modifier]: true,
          }),
        );
        expect(prevented, modifier).to.equal(false);
      }
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }),
      );
      expect(prevented, 'a plain click is handled by the list').to.equal(true);
    } finally {
      window.removeEventListener('click', stop);
    }
    expect(changes).to.deep.equal([{ page: 1, previousPage: 0 }]);
    await settled(el);
    expect(el.page).to.equal(1);
  });

  it('keeps focus on the equivalent control once the page is shown', async () => {
    const { el } = await mountList({ page: 2 });
    const next = pageLink(el, 'Next Page')!;
    next.focus();
    next.click();
    await settled(el);
    expect(el.page).to.equal(3);
    await waitUntil(() => focused(el)?.getAttribute('aria-label') === 'Next Page', 'on Next');
    // On the last page "Next" is disabled: focus goes to the current page's link.
    pageLink(el, 'Next Page')!.click();
    await settled(el);
    expect(el.page).to.equal(4);
    expect(pageLink(el, 'Next Page')!.localName).to.equal('span');
    await waitUntil(() => focused(el)?.getAttribute('aria-current') === 'page', 'on the page');
    expect(focused(el)!.getAttribute('aria-label')).to.equal('Page 5');
  });

  it('announces the page once it is shown, in the list language', async () => {
    const { el } = await mountList();
    const status = () => pagination(el)!.querySelector('[role="status"]')!.textContent!.trim();
    expect(status(), 'nothing on first load').to.equal('');
    pageLink(el, 'Page 3')!.click();
    await settled(el);
    expect(status()).to.equal('Page 3 of 5');
    el.strings = { pagination: { status: 'Seite {page} von {nbPages}' } };
    el.page = 0;
    await settled(el);
    expect(status()).to.equal('Seite 1 von 5');
    await expect(el).to.be.accessible();
  });

  it('gives its links the pagination look, scoped to its nav, and its own accent', async () => {
    const { el } = await mountList();
    const list = pagination(el)!.querySelector('.ais-Pagination-list')!;
    expect(getComputedStyle(list).display).to.equal('flex');
    const plain = pageLink(el, 'Page 2')!;
    // The pagination's own link design (a box, not an inline link), whatever its display.
    expect(getComputedStyle(plain).display).not.to.equal('inline');
    expect(getComputedStyle(plain).textDecorationLine).to.equal('none');
    const current = pagination(el)!.querySelector<HTMLElement>('a[aria-current="page"]')!;
    el.style.setProperty('--secret-key-list-accent-color', 'rgb(4, 5, 6)');
    expect(getComputedStyle(current).backgroundColor).to.equal('rgb(4, 5, 6)');
    el.style.removeProperty('--secret-key-list-accent-color');
  });
});
