// React's hydration of a server-rendered `<SearchPagination>` (the server pass of
// src/react/search-pagination.ts: the element with its attributes and its links): the page's
// HTML is the server's, then React hydrates it in this browser. React reports any difference
// between what it rendered and what it finds (error #418) to `onRecoverableError`; none may come,
// and the element, which took the links over when it was defined, still reaches React's state.
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { expect } from '@open-wc/testing';
import { SearchPagination } from '../../../src/react/index.js';
import { renderSearchPagination } from '../../../src/pagination/html.js';
import type { SearchPagination as SearchPaginationElement } from '../../../src/pagination/index.js';
import { until, user } from './react-harness.js';

function Results() {
  const [page, setPage] = useState(0);
  return (
    <>
      <p id="results-page">{`Results page ${page + 1}`}</p>
      <SearchPagination
        page={page}
        nbPages={8}
        urlSync={false}
        scrollTarget={false}
        onSearchPageChange={(event) => {
          event.preventDefault();
          setPage(event.detail.page);
        }}
      />
    </>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = container = undefined;
});

describe('React: a server-rendered <SearchPagination> hydrates', () => {
  it('without a mismatch, keeping the links, and reaches React state on a click', async () => {
    // The server's HTML, as the wrapper's server pass writes it (React writes the same element).
    container = document.createElement('div');
    container.innerHTML =
      '<p id="results-page">Results page 1</p>' +
      renderSearchPagination(
        { page: 0, 'nb-pages': 8, 'no-url-sync': true, 'scroll-target': 'false' },
        { url: location.href },
      );
    document.body.append(container);
    const element = container.querySelector('search-pagination') as SearchPaginationElement;
    // The element is defined: it upgrades now and renders its own links over the server's.
    await element.updateComplete;
    expect(element.querySelectorAll('.ais-Pagination-item--page')).to.have.length(7);

    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container!, <Results />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).to.deep.equal([]);
    // The same nodes: React took the server's HTML over instead of rendering its tree again.
    expect(container.querySelector('search-pagination')).to.equal(element);
    expect(element.querySelectorAll('.ais-Pagination')).to.have.length(1);

    await user(() => (element.querySelector('a[aria-label="Page 3"]') as HTMLElement).click());
    await until(
      () => container!.querySelector('#results-page')!.textContent === 'Results page 3',
      'the click did not reach React state',
    );
    await element.updateComplete;
    expect(element.querySelector('[aria-current="page"]')!.textContent).to.equal('3');
    expect(errors).to.deep.equal([]);
  });
});
