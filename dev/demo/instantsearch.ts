// InstantSearch.js, loaded from its browser bundle (the build a page gets from a CDN script
// tag), and typed from its own ES declarations.
//
// The `instantsearch.js/es` build imports two CommonJS packages (`algoliasearch-helper` and
// `qs`) that the demo's dev server hands to the browser untranslated, so importing it here
// fails in the browser. A bundler (Vite, webpack, esbuild, Rollup with its CommonJS plugin)
// translates them, and there `import instantsearch from 'instantsearch.js/es'` is the way.
import 'instantsearch.js/dist/instantsearch.production.min.js';
import type InstantSearchModule from 'instantsearch.js/es/index.js';
import type * as Widgets from 'instantsearch.js/es/widgets/index.js';

type Bundle = typeof InstantSearchModule & { widgets: typeof Widgets };

const bundle = (globalThis as unknown as { instantsearch: Bundle }).instantsearch;

export const instantsearch: typeof InstantSearchModule = bundle;
export const { searchBox, hits, configure } = bundle.widgets;
