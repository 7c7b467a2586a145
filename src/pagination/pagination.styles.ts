import { accent, accentText, schemeDeclarations, surfaceAlt } from '../internal/palette.js';

/**
 * The default look of the `ais-Pagination` markup, themed by the page-level `--search-ui-*`
 * tokens (accent, accent text, text, muted, border, surface, radius) with light and dark
 * defaults, the same as the shadow-DOM elements' (`src/internal/styles.ts`).
 *
 * Every selector is wrapped in `:where(…)`, so these rules have zero specificity: an
 * InstantSearch.js theme, or any rule of the page, wins over them. Every one is scoped to
 * `search-pagination`, so an InstantSearch.js pagination elsewhere on the page keeps its own
 * look. `<search-pagination>` adopts the sheet once per root node (the document, or the shadow
 * root it renders in) through `adoptedStyleSheets`: no `<style>` element and no `style`
 * attribute, so a strict Content-Security-Policy allows it. Shadow-DOM elements that render the same markup
 * (`renderPagination`) include the rules scoped to their own container in their styles:
 * `unsafeCSS(paginationRules('nav'))`.
 */

/**
 * The rules of the `ais-Pagination` markup inside `scope` (a selector), at zero specificity,
 * so that an unrelated InstantSearch.js pagination on the page is left alone. The links are the
 * library's one control design (`.button` in `src/internal/styles.ts`): at least 24 px square
 * (40 px under a coarse pointer, and more with the text size), the tokens' border, radius,
 * hover and focus ring.
 *
 * The text has no `light-dark()`, so a bundler's CSS pipeline cannot break it (Lightning CSS
 * lowers `light-dark()` into variables that only its own `color-scheme` rules set): the text
 * colour is inherited, the surfaces are transparent, the hover is the text colour at 8 %, and
 * the accent is `--_accent` (light and dark in the shadow-DOM elements' tokens and in the sheet
 * `<search-pagination>` adopts), else the page's `--search-ui-accent`, else the light accent.
 */
const ACCENT = 'var(--_accent,var(--search-ui-accent,#3a46c9))';

export const paginationRules = (scope: string): string =>
  `:where(${scope} .ais-Pagination-list){display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none}:where(${scope} .ais-Pagination-link){--_c:max(24px,2rem);display:grid;place-content:center;min-width:var(--_c);min-height:var(--_c);padding:0 .5rem;border:1px solid var(--search-ui-border,#858c9b);border-radius:var(--search-ui-radius,6px);background:var(--search-ui-surface,none);color:var(--search-ui-text,inherit);text-decoration:none;outline-offset:2px}:where(${scope} a:hover){border-color:${ACCENT};background:var(--_surface-alt,var(--search-ui-surface-alt,color-mix(in srgb,currentColor 8%,transparent)))}:where(${scope} a:focus-visible){outline:2px solid var(--search-ui-focus,${ACCENT})}:where(${scope} .ais-Pagination-item--selected .ais-Pagination-link){border-color:#0000;background:${ACCENT};color:var(--_accent-text,var(--search-ui-accent-text,#fff))}:where(${scope} span.ais-Pagination-link){opacity:.6}@media (pointer:coarse){:where(${scope} .ais-Pagination-link){--_c:max(40px,2.5rem)}}`;

/** The stylesheet's text: the rules scoped to `<search-pagination>`, and its live region hidden. */
export const paginationCSS = `:where(search-pagination:not([hidden])){display:block}:where(.search-pagination-status){position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}${paginationRules('search-pagination')}`;

let sheet: CSSStyleSheet | undefined;

/**
 * The stylesheet (one constructed sheet, shared by every root that adopts it): `paginationCSS`
 * and the light and dark colours of the tokens it uses.
 */
export function paginationStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    // Only the adopted sheet, never a stylesheet a bundler processes, has light-dark():
    // the accent and hover surface of the colour scheme the element inherits.
    sheet.replaceSync(
      `${paginationCSS}:where(search-pagination){${schemeDeclarations({ accent, 'accent-text': accentText, 'surface-alt': surfaceAlt })}}`,
    );
  }
  return sheet;
}

/**
 * Adds the stylesheet to the document or shadow root of `node`, unless it is there already
 * (or the DOM has no constructed stylesheets, as in some test environments).
 */
export function adoptPaginationStyles(node: Node): void {
  const root = node.getRootNode() as Document | ShadowRoot;
  const sheets = root.adoptedStyleSheets as CSSStyleSheet[] | undefined;
  if (sheets && !sheets.includes(paginationStyles())) {
    root.adoptedStyleSheets = [...sheets, paginationStyles()];
  }
}
