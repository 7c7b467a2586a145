// The optional theme, dist/themes/default.css (`@search-ui/elements/themes/default.css`, built by
// `npm test` before the browser tests): an InstantSearch.js pagination outside our element
// (InstantSearch.js's own widget, and this library's `pagination()` widget) looks like
// `<search-pagination>` — the same border, radius and selected colours — in light (also under a
// dark system: the page decides, not the system) and under the class `search-ui-dark`.
import { expect } from '@open-wc/testing';
import { emulateMedia, needsMediaEmulation } from '../../support/engine.js';
import '../../../src/pagination/define.js';
import { pagination } from '../../../src/pagination/widget.js';
import { aisPagination, instantsearch, memoryClient, settle } from '../../support/instantsearch.js';

const THEME = '/dist/themes/default.css';

/** The computed look of a link: what a user sees of it. */
function look(link: Element | null) {
  expect(link, 'a pagination link').to.exist;
  const s = getComputedStyle(link!);
  return {
    display: s.display,
    border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
    radius: s.borderTopLeftRadius,
    background: s.backgroundColor,
    color: s.color,
    padding: `${s.paddingTop} ${s.paddingLeft}`,
    minWidth: s.minWidth,
    decoration: s.textDecorationLine,
  };
}

/** The selected page's link and another page's link, and the list's look, of one pagination. */
function looks(root: ParentNode) {
  const list = root.querySelector('.ais-Pagination-list');
  expect(list, 'an ais-Pagination-list').to.exist;
  return {
    list: {
      display: getComputedStyle(list!).display,
      bullets: getComputedStyle(list!).listStyleType,
    },
    selected: look(root.querySelector('.ais-Pagination-item--selected .ais-Pagination-link')),
    page: look(
      root.querySelector(
        '.ais-Pagination-item--page:not(.ais-Pagination-item--selected) .ais-Pagination-link',
      ),
    ),
  };
}

describe('themes/default.css', () => {
  let theirs: HTMLElement, ours: HTMLElement, element: HTMLElement;
  let search: ReturnType<typeof instantsearch>;
  let link: HTMLLinkElement | undefined;

  before(async () => {
    theirs = document.createElement('div');
    ours = document.createElement('div');
    document.body.append(theirs, ours);
    const { client } = memoryClient({ nbHits: 100, nbPages: 5 });
    search = instantsearch({ indexName: 'products', searchClient: client as never });
    search.addWidgets([
      aisPagination({ container: theirs, scrollTo: false } as never),
      pagination({ container: ours, scrollTo: false }),
    ]);
    search.start();
    element = document.createElement('search-pagination');
    element.setAttribute('nb-pages', '5');
    element.setAttribute('no-url-sync', '');
    document.body.append(element);
    await settle();
  });

  after(async () => {
    search.dispose();
    theirs.remove();
    ours.remove();
    element.remove();
    link?.remove();
    document.documentElement.classList.remove('search-ui-dark');
    await emulateMedia({ colorScheme: 'light' });
  });

  it('is needed: without it, InstantSearch.js’s pagination is an unstyled bulleted list', () => {
    expect(looks(theirs).list.bullets).to.not.equal('none');
    expect(looks(theirs)).to.not.deep.equal(looks(element));
  });

  it('makes a standalone InstantSearch pagination look like <search-pagination> (light)', async () => {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = THEME;
    const loaded = new Promise((resolve, reject) => {
      link!.onload = resolve;
      link!.onerror = () => reject(new Error(`${THEME} did not load (run the build first)`));
    });
    document.head.append(link);
    await loaded;
    await emulateMedia({ colorScheme: 'light' });
    const reference = looks(element);
    expect(reference.list.bullets).to.equal('none');
    expect(looks(theirs)).to.deep.equal(reference);
    expect(looks(ours)).to.deep.equal(reference);
    // The theme's tokens are the elements' light defaults.
    expect(reference.selected.background).to.equal('rgb(58, 70, 201)');
    expect(reference.page.radius).to.equal('6px');
  });

  it('stays light on a page that declares no colour scheme, whatever the system prefers', async function () {
    needsMediaEmulation(this);
    await emulateMedia({ colorScheme: 'dark' });
    const reference = looks(element);
    expect(reference.selected.background).to.equal('rgb(58, 70, 201)');
    expect(looks(theirs)).to.deep.equal(reference);
    expect(looks(ours)).to.deep.equal(reference);
  });

  it('follows a page that opts into dark: <search-pagination> by itself, the others with the class', async () => {
    await emulateMedia({ colorScheme: 'light' });
    document.documentElement.style.colorScheme = 'dark';
    try {
      expect(looks(element).selected.background).to.equal('rgb(154, 166, 255)');
      expect(looks(element).selected.color).to.equal('rgb(16, 19, 43)');
      document.documentElement.classList.add('search-ui-dark');
      expect(looks(theirs)).to.deep.equal(looks(element));
      expect(looks(ours)).to.deep.equal(looks(element));
    } finally {
      document.documentElement.style.colorScheme = '';
      document.documentElement.classList.remove('search-ui-dark');
    }
  });

  it('is forced dark by the class search-ui-dark on an ancestor', async () => {
    await emulateMedia({ colorScheme: 'light' });
    document.documentElement.classList.add('search-ui-dark');
    const reference = looks(element);
    expect(reference.selected.background).to.equal('rgb(154, 166, 255)');
    // The dark border at 3:1 against the dark surface (#19's contrast fix).
    expect(reference.page.border).to.equal('1px solid rgb(133, 140, 155)');
    expect(looks(theirs)).to.deep.equal(reference);
    expect(looks(ours)).to.deep.equal(reference);
    document.documentElement.classList.remove('search-ui-dark');
  });

  it('gives way to one rule of the page: a token set on :root themes all three', async () => {
    const style = document.createElement('style');
    style.textContent = ':root { --search-ui-accent: rgb(10, 125, 90); --search-ui-radius: 2px; }';
    document.head.append(style);
    try {
      const reference = looks(element);
      expect(reference.selected.background).to.equal('rgb(10, 125, 90)');
      expect(reference.page.radius).to.equal('2px');
      expect(looks(theirs)).to.deep.equal(reference);
      expect(looks(ours)).to.deep.equal(reference);
    } finally {
      style.remove();
    }
  });
});
