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
 * so that an unrelated InstantSearch.js pagination on the page is left alone.
 */
export const paginationRules = (scope: string): string =>
  `:where(${scope} .ais-Pagination-list){display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none}:where(${scope} .ais-Pagination-link){display:block;min-width:2rem;padding:.25rem .5rem;border:1px solid var(--search-ui-border,#8888);border-radius:var(--search-ui-radius,6px);background:var(--search-ui-surface,none);color:var(--search-ui-text,inherit);text-align:center;text-decoration:none}:where(${scope} .ais-Pagination-item--selected .ais-Pagination-link){border-color:#0000;background:var(--search-ui-accent,#3a46c9);color:var(--search-ui-accent-text,#fff)}@media (prefers-color-scheme:dark){:where(${scope} .ais-Pagination-item--selected .ais-Pagination-link){background:var(--search-ui-accent,#9aa6ff);color:var(--search-ui-accent-text,#10132b)}}:where(${scope} .ais-Pagination-item--disabled .ais-Pagination-link){opacity:.6}`;

/** The stylesheet's text: the rules scoped to `<search-pagination>`, and its live region hidden. */
export const paginationCSS = `:where(search-pagination:not([hidden])){display:block}:where(.search-pagination-status){position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}${paginationRules('search-pagination')}`;

let sheet: CSSStyleSheet | undefined;
const adopted = new WeakSet<Document | ShadowRoot>();

/** The stylesheet (one constructed sheet, shared by every root that adopts it). */
export function paginationStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(paginationCSS);
  }
  return sheet;
}

/** Adds the stylesheet to the document or shadow root of `node`, once per root. */
export function adoptPaginationStyles(node: Node): void {
  const root = node.getRootNode() as Document | ShadowRoot;
  if (adopted.has(root) || !('adoptedStyleSheets' in root)) return;
  adopted.add(root);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, paginationStyles()];
}
