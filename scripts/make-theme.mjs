// Writes dist/themes/default.css, the optional theme `@search-ui/elements/themes/default.css`,
// from the sources, so that it has one source of truth:
//  - the `--search-ui-*` design tokens and their light and dark defaults, read from `tokens` in
//    src/internal/styles.ts (what the shadow-DOM elements fall back to);
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
 * The tokens of one `:host { … }` block of `tokens` as `--search-ui-*` declarations: each
 * `--_x: var(--search-ui-y, default)` gives `--search-ui-y: default`. A default of `inherit`
 * (the page's font) or one that names another token (the focus ring: the accent) is left out:
 * set on the root, it would be computed there once and not follow a forced dark subtree.
 */
function declarations(block) {
  return [...block.matchAll(/--_[\w-]+:\s*var\((--search-ui-[\w-]+),\s*([^;]+)\);/g)]
    .map(([, token, value]) => [token, value.trim()])
    .filter(([, value]) => value !== 'inherit' && !value.includes('var('));
}

const block = (selector, list, indent = '') =>
  [`${indent}${selector} {`, ...list.map(([t, v]) => `${indent}  ${t}: ${v};`), `${indent}}`].join(
    '\n',
  );

/** The theme's text. */
export function themeCSS() {
  const text = tokens.cssText;
  const darkAt = text.indexOf('@media (prefers-color-scheme: dark)');
  if (darkAt < 0) throw new Error('make-theme: no dark block in `tokens` (src/internal/styles.ts)');
  const light = declarations(text.slice(0, darkAt));
  const dark = declarations(text.slice(darkAt));
  if (light.length < 8 || dark.length < 4) {
    throw new Error('make-theme: could not read the tokens of src/internal/styles.ts');
  }
  // The forcing classes set the tokens that differ between light and dark only, so that a
  // page's own radius or spacing on the root is kept inside them.
  const colours = new Set(dark.map(([token]) => token));
  const lightColours = light.filter(([token]) => colours.has(token));
  return `/*
 * @search-ui/elements/themes/default.css: the optional default theme. Generated from
 * src/internal/styles.ts and src/pagination/pagination.styles.ts by scripts/make-theme.mjs.
 *
 * 1. Sets the --search-ui-* design tokens on the page, light and dark (the elements' own
 *    defaults, so the page's other CSS can use them too). Dark when the system prefers it
 *    (prefers-color-scheme); forced dark inside an element with the class "${DARK_CLASS}", and
 *    forced light inside "${LIGHT_CLASS}" (e.g. <html class="${DARK_CLASS}">).
 * 2. Styles every InstantSearch.js pagination (.ais-Pagination: the pagination() widget, or
 *    InstantSearch.js's own) like <search-pagination>.
 *
 * Every rule has zero specificity (:where), so any rule of the page wins over it, e.g.
 * :root { --search-ui-accent: #0a7d5a; }
 */
${block(':where(:root)', light)}
@media (prefers-color-scheme: dark) {
${block(':where(:root)', dark, '  ')}
}
${block(`:where(.${DARK_CLASS})`, dark)}
${block(`:where(.${LIGHT_CLASS})`, lightColours)}
${paginationRules('.ais-Pagination')
  .replace(/}(?!})/g, '}\n')
  .replace(/@media[^{]*{/g, (m) => `${m}\n`)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync('dist/themes', { recursive: true });
  writeFileSync('dist/themes/default.css', themeCSS());
}
