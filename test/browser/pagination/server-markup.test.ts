// `paginationHTML` (the markup a server writes inside `<search-pagination>`, from
// src/pagination/html.ts) is exactly what the element renders in its light DOM from the same
// attributes: the same InstantSearch.js classes, labels and `href`s, so the server's links look
// and lead the same, and the element's first update puts identical nodes in their place.
import { expect } from '@open-wc/testing';
import {
  paginationHTML,
  type AttributeValue,
  type SearchPagination,
} from '../../../src/pagination/index.js';

/** HTML as this browser writes it out (parsed, then serialized), lit's comment markers removed. */
const normalized = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML.replace(/<!--[^>]*-->/g, '');
};

const cases: Record<string, AttributeValue>[] = [
  { page: 0, 'nb-pages': 8 },
  { page: 4, 'nb-pages': 10, 'hide-first': true, padding: 1 },
  { page: 9, 'nb-pages': 10, 'hide-next': true, 'hide-last': true },
  { page: 0, 'nb-pages': 0 },
  { page: 1, 'nb-pages': 3, 'nb-hits': 5000, 'hits-per-page': 10, 'url-param': 'p' },
  { page: 2, 'nb-pages': 20, 'total-pages': 5, 'format-numbers': true },
];

describe('paginationHTML', () => {
  for (const attributes of cases) {
    it(`matches the element's own markup for ${JSON.stringify(attributes)}`, async () => {
      const element = document.createElement('search-pagination') as SearchPagination;
      for (const [name, value] of Object.entries(attributes)) {
        if (value !== false && value !== null && value !== undefined) {
          element.setAttribute(name, value === true ? '' : String(value));
        }
      }
      document.body.append(element);
      try {
        await element.updateComplete;
        const server = normalized(paginationHTML(attributes));
        expect(server).to.contain('ais-Pagination');
        expect(server).to.equal(normalized(element.innerHTML));
      } finally {
        element.remove();
      }
    });
  }

  it('escapes what it writes, and leaves out event bindings', () => {
    const html = paginationHTML(
      { page: 1, 'nb-pages': 3 },
      { properties: { strings: { page: 'Page <b>{page}</b> & "more"' } } },
    );
    expect(html).to.contain('aria-label="Page &lt;b&gt;2&lt;/b&gt; &amp; &quot;more&quot;"');
    expect(html).not.to.contain('@click');
    expect(html).not.to.contain('<b>');
  });
});
