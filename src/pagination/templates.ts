/**
 * What the pagination renders besides its logic: the InstantSearch.js class names, the English
 * strings, and the templates (mustache-style strings or functions) of its controls.
 */
import { html, type TemplateResult } from 'lit/html.js';

/** The controls of a pagination, in their order. */
export type PaginationItemKind = 'first' | 'previous' | 'page' | 'next' | 'last';

/**
 * A template: a string (mustache-style: `{{page}}` escaped, `{{{page}}}` raw, the rest is
 * page-author HTML), or a function of the one-based target `page` returning a string (author
 * HTML), an `html` template result, or `null` to render no link at all.
 */
export type PaginationTemplate =
  | string
  | ((
      data: { page: number },
      helpers: { html: typeof html },
    ) => string | number | TemplateResult | null | undefined);

export type PaginationTemplates = Partial<Record<PaginationItemKind, PaginationTemplate>>;

export type PaginationClassKey =
  | 'root'
  | 'noRefinementRoot'
  | 'list'
  | 'item'
  | 'firstPageItem'
  | 'previousPageItem'
  | 'pageItem'
  | 'nextPageItem'
  | 'lastPageItem'
  | 'selectedItem'
  | 'disabledItem'
  | 'link';

/** Classes added after the default `ais-Pagination…` ones (never replacing them). */
export type PaginationCssClasses = Partial<Record<PaginationClassKey, string | string[]>>;

/** Every visible and accessible string; `{page}`, `{nbPages}`, `{reachable}` and `{nbHits}` are filled in. */
export const defaultStrings = {
  /** The accessible name of the navigation landmark. */
  label: 'Pagination',
  first: 'First Page',
  previous: 'Previous Page',
  page: 'Page {page}',
  next: 'Next Page',
  last: 'Last Page, Page {nbPages}',
  /** Default content of the first, previous, next and last links. */
  firstText: '«',
  previousText: '‹',
  nextText: '›',
  lastText: '»',
  /** Announced politely after each page change. */
  status: 'Page {page} of {nbPages}',
  /** Shown when the pages cannot reach every hit (the engine serves at most 1,000 hits). */
  hint: 'Only the first {reachable} of {nbHits} results can be browsed. Refine your search to find the others.',
};

export type PaginationStrings = typeof defaultStrings;

/** The class names of each part of the markup: the default ones, then the page's. */
export type PaginationClasses = Record<PaginationClassKey, string>;

/** The InstantSearch.js classes (`ais-Pagination`, `--noRefinement`, `-item--firstPage`…) plus `extra`. */
export function paginationClasses(extra?: PaginationCssClasses): PaginationClasses {
  const classes = {} as PaginationClasses;
  for (const key of 'root noRefinementRoot list item firstPageItem previousPageItem pageItem nextPageItem lastPageItem selectedItem disabledItem link'.split(
    ' ',
  ) as PaginationClassKey[]) {
    classes[key] = cx(
      'ais-Pagination' +
        (key === 'root'
          ? ''
          : key.endsWith('Root')
            ? '--' + key.slice(0, -4)
            : key.endsWith('Item') // not `item` itself: the case differs
              ? '-item--' + key.slice(0, -4)
              : '-' + key),
      ...[extra?.[key]].flat(),
    );
  }
  return classes;
}

export const cx = (...names: unknown[]): string => names.filter(Boolean).join(' ');

export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** One strings array per markup, so that Lit parses each once and reuses its template. */
const authored: Record<string, TemplateStringsArray> = Object.create(null);

/**
 * Page-author HTML as a Lit template: what Lit's `unsafeHTML` does, without a directive. Lit
 * parses it into nodes, through its own Trusted Types policy (the library has no HTML sink of
 * its own), and reuses the template while the markup stays the same.
 */
const authorHTML = (markup: string): TemplateResult =>
  html((authored[markup] ??= Object.assign([markup], { raw: [markup] })));

const escapeHTML = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Renders a mustache-style string template: sections `{{#k}}…{{/k}}` and `{{^k}}…{{/k}}` (not
 * nested), comments `{{! …}}`, escaped `{{k}}`, raw `{{{k}}}` and `{{&k}}`; then collapses
 * whitespace as InstantSearch.js does. Unknown keys render nothing.
 */
function renderStringTemplate(template: string, data: Record<string, unknown>): string {
  return template
    .replace(
      /\{\{([#^])\s*(\w+)\s*\}\}([\s\S]*?)\{\{\/\s*\2\s*\}\}/g,
      (_, type: string, key: string, body: string) => (!data[key] === (type === '^') ? body : ''),
    )
    .replace(/\{\{([{&!]?)\s*([^}]*?)\s*\}?\}\}/g, (_, mode: string, key: string) => {
      const value = String(data[key] ?? '');
      return mode === '!' ? '' : mode ? value : escapeHTML(value);
    })
    .replace(/[ \n\r\t\f]+/g, ' ')
    .trim();
}

/**
 * The content of a control from InstantSearch.js templates: `undefined` without a template
 * for `kind` (the default content), `null` for no link, else a template result.
 * A string template or a function's string is page-author HTML (never search data; the only
 * data it receives, the page number, is escaped by string templates). It goes through Lit
 * (`authorHTML`), so a page with `require-trusted-types-for 'script'` works (docs/csp.md).
 */
export const templateContent =
  (templates: PaginationTemplates | undefined) =>
  (kind: PaginationItemKind, page: number): unknown => {
    const template = templates?.[kind];
    if (template === undefined) return undefined;
    const content =
      typeof template === 'string'
        ? renderStringTemplate(template, { page })
        : template({ page }, { html });
    return content === null || typeof content === 'object'
      ? content
      : authorHTML(String(content ?? ''));
  };
