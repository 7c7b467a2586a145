/**
 * The page links of `<secret-key-list>`: `<search-pagination>`'s InstantSearch markup
 * (`renderPagination`), in a `<nav>`, with its strings under the list's `pagination`
 * overrides. A server render has no page links: they come with the first update in the
 * browser after hydration.
 */
import { html, type TemplateResult } from 'lit';
import { paginate } from '../pagination/paginator.js';
import { renderPagination } from '../pagination/render.js';
import {
  defaultStrings,
  fill,
  paginationClasses,
  type PaginationItemKind,
} from '../pagination/templates.js';
import { pageURL } from '../pagination/url.js';
import type { SecretKeyListStrings } from './strings.js';
import { formatNumber } from './templates.js';

export { pageControl } from '../pagination/render.js';

/** The `ais-Pagination` classes of the page links (no extra ones). */
const classes = paginationClasses();

/** The links' strings: the pagination's English defaults under the list's `pagination` terms. */
const linkStrings = (s: SecretKeyListStrings) => ({ ...defaultStrings, ...s.pagination });

/** "Page 2 of 5" for the zero-based `current` page, announced when the links' page changes. */
export function pageStatus(
  s: SecretKeyListStrings,
  locale: string,
  current: number,
  nbPages: number,
): string {
  return fill(linkStrings(s).status, {
    page: formatNumber(locale, current + 1),
    nbPages: formatNumber(locale, nbPages),
  });
}

/** What the page links show. */
interface PagesOptions {
  strings: SecretKeyListStrings;
  /** The zero-based current page. */
  current: number;
  /** How many pages there are (more than one). */
  nbPages: number;
  /** The live message under the links ("Page 2 of 5"). */
  status: string;
  /** A plain click (or Enter) on a link: its zero-based page and the kind of control. */
  go: (page: number, kind: PaginationItemKind) => void;
}

/**
 * The page links of a list with more than one page, around the zero-based `current` page, in a
 * `<nav>`, with the live `status` under them.
 */
export function pagesView({
  strings: s,
  current,
  nbPages,
  status,
  go,
}: PagesOptions): TemplateResult {
  return html`<nav aria-label=${s.paginationLabel}>
    ${renderPagination(
      {
        ...paginate(current, nbPages),
        currentRefinement: current,
        nbPages,
        createURL: (page) => pageURL(page + 1, 'page'),
      },
      { strings: linkStrings(s), classes, go },
    )}
    <p class="visually-hidden" role="status">${status}</p>
  </nav>`;
}
