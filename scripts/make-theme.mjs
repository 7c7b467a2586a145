// Writes dist/themes/default.css, the optional theme `@search-ui/elements/themes/default.css`,
// from the sources, so that it has one source of truth:
//  - the `--search-ui-*` design tokens and their light and dark defaults (`light-dark(…)`), read
//    from `tokens` in src/internal/styles.ts (what the shadow-DOM elements fall back to);
//  - the look of the InstantSearch.js pagination markup, `paginationRules` of
//    src/pagination/pagination.styles.ts (what `<search-pagination>` adopts), applied to every
//    `.ais-Pagination` of the page: a `pagination()` widget, InstantSearch.js's own, or ours.
// Run with tsx (it imports TypeScript): `node --import tsx scripts/make-theme.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tokens } from '../src/internal/styles.ts';
import { paginationRules } from '../src/pagination/pagination.styles.ts';

/** The class that forces the dark tokens inside an element, and the one that forces light. */
export const DARK_CLASS = 'search-ui-dark';
export const LIGHT_CLASS = 'search-ui-light';

/**
 * The tokens of `tokens` as `[token, light, dark]`: each `--_x: var(--search-ui-y, default)`,
 * where a colour's default is `light-dark(light, dark)` and any other default is the same in
 * both schemes. A default of `inherit` (the page's font) or one that names another token (the
 * focus ring: the accent) is left out: set on the root, it would be computed there once and
 * not follow a forced dark subtree.
 */
export function readTokens(text = tokens.cssText) {
  return [...text.matchAll(/--_[\w-]+:\s*var\((--search-ui-[\w-]+),\s*([^;]+)\);/g)]
    .map(([, token, value]) => {
      const pair = /^light-dark\(\s*([^,]+?)\s*,\s*([^)]+?)\s*\)$/.exec(value.trim());
      return pair ? [token, pair[1], pair[2]] : [token, value.trim(), value.trim()];
    })
    .filter(([, value]) => value !== 'inherit' && !value.includes('var('));
}

const block = (selector, list, indent = '') =>
  [`${indent}${selector} {`, ...list.map(([t, v]) => `${indent}  ${t}: ${v};`), `${indent}}`].join(
    '\n',
  );

/** The theme's text. */
export function themeCSS() {
  const all = readTokens();
  if (all.length < 8 || !all.some(([, light, dark]) => light !== dark)) {
    throw new Error('make-theme: could not read the tokens of src/internal/styles.ts');
  }
  // The forcing classes set the tokens that differ between light and dark only, so that a
  // page's own radius or spacing on the root is kept inside them.
  const colours = all.filter(([, light, dark]) => light !== dark);
  const both = all.map(([token, light, dark]) => [
    token,
    light === dark ? light : `light-dark(${light}, ${dark})`,
  ]);
  const pick = (i) => colours.map((t) => [t[0], t[i]]);
  return `/*
 * @search-ui/elements/themes/default.css: the optional default theme. Generated from
 * src/internal/styles.ts and src/pagination/pagination.styles.ts by scripts/make-theme.mjs.
 *
 * 1. Sets the --search-ui-* design tokens on the page, light and dark (the elements' own
 *    defaults, so the page's other CSS can use them too). Each colour is light-dark(), so it
 *    follows the color-scheme where it is used: a page's :root { color-scheme: dark } forces
 *    dark. A page without a color-scheme follows the system (prefers-color-scheme). The class
 *    "${DARK_CLASS}" forces dark inside an element, and "${LIGHT_CLASS}" forces light (e.g.
 *    <html class="${DARK_CLASS}">), whatever the system prefers.
 * 2. Styles every InstantSearch.js pagination (.ais-Pagination: the pagination() widget, or
 *    InstantSearch.js's own) like <search-pagination>.
 *
 * Every rule has zero specificity (:where), so any rule of the page wins over it, e.g.
 * :root { --search-ui-accent: #0a7d5a; }
 */
${block(':where(:root)', both)}
@media (prefers-color-scheme: dark) {
${block(':where(:root)', pick(2), '  ')}
}
${block(`:where(.${DARK_CLASS})`, [['color-scheme', 'dark'], ...pick(2)])}
${block(`:where(.${LIGHT_CLASS})`, [['color-scheme', 'light'], ...pick(1)])}
${paginationRules('.ais-Pagination')
  .replace(/}(?!})/g, '}\n')
  .replace(/@media[^{]*{/g, (m) => `${m}\n`)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync('dist/themes', { recursive: true });
  writeFileSync('dist/themes/default.css', themeCSS());
}
