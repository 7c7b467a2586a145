// Writes dist/themes/default.css, the optional theme `@search-ui/elements/themes/default.css`,
// from the sources, so that it has one source of truth:
//  - the `--search-ui-*` colour tokens, light and dark, from `palette` (src/internal/palette.ts,
//    what the shadow-DOM elements fall back to), set under the classes that choose a scheme;
//  - the look of the InstantSearch.js pagination markup, `paginationRules` of
//    src/pagination/pagination.styles.ts (what `<search-pagination>` adopts), applied to every
//    `.ais-Pagination` of the page: a `pagination()` widget, InstantSearch.js's own, or ours.
// The file has no `light-dark()`: the default production CSS pipelines of bundlers (Vite's
// Lightning CSS, webpack's cssnano, esbuild) keep it as written (test/browser/packaging/).
// Run with tsx (it imports TypeScript): `node --import tsx scripts/make-theme.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { palette } from '../src/internal/palette.ts';
import { paginationRules } from '../src/pagination/pagination.styles.ts';

/** The class that makes a subtree dark, and the one that makes it light. */
export const DARK_CLASS = 'search-ui-dark';
export const LIGHT_CLASS = 'search-ui-light';

const block = (selector, list) =>
  [`${selector} {`, ...list.map(([t, v]) => `  ${t}: ${v};`), '}'].join('\n');

/** `[--search-ui-name, value]` of every colour, in scheme `i` (0 light, 1 dark). */
const colours = (i) =>
  Object.entries(palette).map(([name, pair]) => [`--search-ui-${name}`, pair[i]]);

/**
 * The room each shadow-DOM element holds before it is defined: about the block size of its
 * loading state (docs/ssr.md, "No layout shift"). The chart's is its plot's own minimum.
 */
export const reservedRoom = `:where(usage-chart, secret-key-list, composition-view) {
  display: block;
}
:where(usage-chart:not(:defined)) {
  min-block-size: calc(var(--usage-chart-height, 16rem) + 5rem);
}
:where(secret-key-list:not(:defined)) {
  min-block-size: 52rem;
}
:where(composition-view:not(:defined)) {
  min-block-size: 21rem;
}`;

/** The theme's text. */
export function themeCSS() {
  return `/*
 * @search-ui/elements/themes/default.css: the optional default theme. Generated from
 * src/internal/palette.ts and src/pagination/pagination.styles.ts by scripts/make-theme.mjs.
 *
 * 1. The elements follow the page's color-scheme by themselves (light unless the page declares
 *    dark or "light dark"). The class "${DARK_CLASS}" on any ancestor makes what is inside it
 *    dark, and "${LIGHT_CLASS}" light: each sets color-scheme and the --search-ui-* colour
 *    tokens (e.g. <html class="${DARK_CLASS}">), so the page's other CSS can use them too.
 * 2. Styles every InstantSearch.js pagination (.ais-Pagination: the pagination() widget, or
 *    InstantSearch.js's own) like <search-pagination>: light, or dark under "${DARK_CLASS}".
 * 3. Holds the room of the shadow-DOM elements while their scripts load (:not(:defined)): a
 *    server-rendered page shows empty tags until then, and the page below them would jump when
 *    they draw their loading state. Each holds about its loading state's height at the default
 *    size (the key list: a page of 10 rows in its table layout); a rule of the page sets its own,
 *    e.g. secret-key-list:not(:defined) { min-block-size: 24rem; } for a shorter list.
 *
 * No light-dark(): bundlers' CSS minifiers keep this file as it is. Every rule has zero
 * specificity (:where), so any rule of the page wins, e.g. :root { --search-ui-accent: #0a7d5a; }
 */
${block(`:where(.${LIGHT_CLASS})`, [['color-scheme', 'light'], ...colours(0)])}
${block(`:where(.${DARK_CLASS})`, [['color-scheme', 'dark'], ...colours(1)])}
${reservedRoom}
${paginationRules('.ais-Pagination')
  .replace(/}(?!})/g, '}\n')
  .replace(/@media[^{]*{/g, (m) => `${m}\n`)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync('dist/themes', { recursive: true });
  writeFileSync('dist/themes/default.css', themeCSS());
}
