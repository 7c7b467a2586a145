// `npm run size`: what a page pays, in min and gzip bytes, and what the package weighs.
//  - `first view: <element>` and `first view: dashboard` (chart, key list, composition and
//    provider): what a page built by Vite from dist/ loads BEFORE the element shows its data,
//    measured in Chromium against the emulator: every JS file it requested by then (the entry
//    and the chunks it loads on demand at once), each gzipped on its own (see first-view.mjs).
//    The element pages include the API client and the store a page needs to load data.
//    `first view: usage-chart first interaction`: the same page once the user's first pointer
//    move and key on the plot have been handled (the first view, the zoom loaded in idle time
//    right after it, and what the pointer and the key load: nothing).
//  - one row per other entry: the entry built SELF-CONTAINED in memory (lit and everything it
//    needs, the plugins of the CDN build), i.e. what a page pays for that entry alone, without
//    what it loads on demand; budgets are per entry. `all` is the whole library (every export,
//    every element registered: #13's measure); `all, every part` adds every part an element
//    loads on demand (not the translations, which have rows of their own).
//  - `root: connectPagination`: a bundler's build of `import { connectPagination } from
//    '@search-ui/elements'` honouring package.json `sideEffects`: the root entry is side-effect
//    free, so this costs what the connector's own entry costs.
//  - `cdn/ (code-split, all files)`: the sum of the files of the CDN build (dist/cdn/, each
//    gzipped on its own as served), what a page that loads every CDN entry downloads.
//  - the npm tarball: packed and unpacked size, and its number of files.
// A report, not a test; budgets are in the issues and in the table's last column.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { rollup } from 'rollup';
import { entries } from './entries.mjs';
import { sideEffectsMatcher } from './side-effects.mjs';
import { browserPlugins, treeshake } from '../rollup.config.mjs';
import { measurePages } from './first-view.mjs';

// Budgets (min+gzip bytes) set by the issues.
const budgets = {
  all: 50 * 1024,
  'first view: pagination': 9 * 1024,
  'first view: usage-chart': 28 * 1024,
  'first view: secret-key-list': 22 * 1024,
  'first view: composition-view': 28 * 1024,
  'first view: dashboard': 48 * 1024,
  'connect-pagination': 2 * 1024,
  'root: connectPagination': 2 * 1024,
  // #13: the whole entry; #15: the path a valid event takes (the queue and the builders; zod
  // is never loaded). #39: 6.5 KB, not 6, since the backlog's sender and the retry wait are
  // static (5.94 KB before, 6.21 KB with them and the warning of an amount without a currency).
  insights: 12 * 1024,
  'insights: valid-event path': 6.5 * 1024,
  'insights-compat': 7 * 1024,
};
// #20: each language's module for an element, 3 KB.
const elements = ['pagination', 'usage-chart', 'secret-key-list', 'composition-view'];
// (And the chart's metric names, a module of their own loaded with its strings: #40.)
const translationParts = [...elements, 'metric-names'];
const languages = readdirSync('src/translations', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const lang of languages) {
  for (const part of translationParts) {
    budgets[`translations: ${lang} (largest: ${part})`] = 3 * 1024;
  }
}

// The labels of rows whose entry name says too little.
const labels = {
  all: 'whole library (all)',
  'all, every part': 'whole library with every part loaded on demand',
  index: 'root (index)',
  translations: 'translations: the loader (its registry on demand)',
};

// What a bundler (webpack, Rollup, esbuild, Vite) keeps of an unused module of this package:
// only the files package.json lists as side effects (dependencies: as rollup finds them).
const listed = sideEffectsMatcher();
const asBundler = (id) => !id.startsWith(`${process.cwd()}/src/`) || listed(id);

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const gzip = (code) => gzipSync(code, { level: 9 }).length;
const rows = [];
/** A row of one or more files, each compressed on its own as served; `label` names it. */
function row(name, files, label = labels[name] ?? name) {
  const sum = (f) => [files].flat().reduce((n, code) => n + f(code), 0);
  const [gz, budget] = [sum(gzip), budgets[name]];
  rows.push({
    entry: label,
    min: kb(sum((c) => c.length)),
    'min+gzip': kb(gz),
    'min+brotli': kb(sum((c) => brotliCompressSync(c).length)),
    budget: budget ? `${kb(budget)} ${gz <= budget ? 'ok' : 'OVER'}` : '',
  });
}

/** `src/internal/icons.ts` without its icons: every drawing empty, `icon()` drawing nothing. */
const iconsModule = resolve('src/internal/icons.ts');
const noIcons = `export const chartIcon = [], copiedIcon = [], copyIcon = [], downloadIcon = [],
  revealIcon = [], hideIcon = [], retryIcon = [], tableIcon = [];
export const icon = () => '';`;

/**
 * One self-contained bundle of `source` (module text, resolved from the project root);
 * `icons: false` leaves the icons out (their drawings and the function that draws them).
 */
async function bundle(source, options = {}) {
  const id = '\0size-entry';
  const build = await rollup({
    input: id,
    treeshake: { ...treeshake, ...options.treeshake },
    plugins: [
      {
        name: 'size-entry',
        // Relative specifiers of the in-memory entry are relative to the project root.
        resolveId: (s, importer) =>
          s === id ? id : importer === id && s.startsWith('./') ? resolve(s) : null,
        load: (s) =>
          s === id ? source : options.icons === false && s === iconsModule ? noIcons : null,
        // What loads on demand (the translations' registry and languages) is not what the entry
        // costs a page: left as a dynamic import here, measured in rows of its own.
        resolveDynamicImport: (specifier, importer) =>
          typeof specifier === 'string' &&
          (specifier.includes('translations/') || importer.includes('/src/translations/'))
            ? { id: specifier, external: true }
            : null,
      },
      ...browserPlugins(),
    ],
    onwarn: () => {},
  });
  // (`chunks: false`: the parts loaded on demand in the same file, as the whole library has them.)
  const inlineDynamicImports = options.chunks === false;
  const { output } = await build.generate({ format: 'es', inlineDynamicImports });
  await build.close();
  // The entry and the chunks it imports statically (not those it loads on demand): one file.
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const statics = new Set([output[0]]);
  for (const chunk of statics) for (const file of chunk.imports) statics.add(chunks.get(file));
  return Buffer.from([...statics].map((chunk) => chunk.code).join('\n'));
}

// The build first, the whole of it (`npm run build`: a bare rollup run would leave dist/cdn/
// without its theme): dist/ and dist/cdn/ (the code-split files are measured from disk).
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' });

// What a page loads before an element shows its data (Vite, Chromium, the emulator).
const firstViews = await measurePages();
// Beside each first view of several files: the same files gzipped as one, what the split costs
// in compression alone (the imports and exports between the files come on top). Vite 8.4's
// bundler keeps each first view in one file; older ones (Rolldown before 1.3) split them.
const together = [];
for (const [name, files] of Object.entries(firstViews)) {
  const what = name === 'dashboard' ? 'dashboard (chart, keys, composition)' : name;
  const count = `${files.length} file${files.length === 1 ? '' : 's'}`;
  row(`first view: ${name}`, files, `first view: ${what}, ${count}`);
  if (files.length > 1) together.push(`${name} ${kb(gzip(Buffer.concat(files)))}`);
}

// #19: what the icons (Lucide drawings and `icon()`) add to each element's entry.
const iconShares = [];
for (const { name, input } of entries) {
  // React is the app's, the server helpers run in Node only; the root is measured below.
  if (name === 'react' || name === 'ssr' || name === 'index') continue;
  const code = await bundle(`export * from "./${input}";`);
  // (The elements' rows are their first views, above.)
  if (!elements.includes(name)) row(name, code);
  // Beside the whole library's entry: the same with every part it can load on demand.
  if (name === 'all') {
    row('all, every part', await bundle(`export * from "./${input}";`, { chunks: false }));
  } else {
    const without = await bundle(`export * from "./${input}";`, { icons: false });
    iconShares.push(`${name} ${gzip(code) - gzip(without)} B`);
  }
}

// The root entry as a bundler sees it: only what is imported, sideEffects honoured; beside it,
// the same import from the connector's own entry. The two must be (nearly) equal.
for (const [name, from] of [
  ['root: connectPagination', 'src/index.ts'],
  ['connect-pagination: connectPagination', 'src/pagination/connectors.ts'],
]) {
  const treeshake = { moduleSideEffects: asBundler };
  row(name, await bundle(`export { connectPagination } from "./${from}";`, { treeshake }));
}

// #15: what a page that sends events pays — the queue, every event builder and the checks a
// valid event passes (the DOM helper `sendResultClicks` and the rule tables are not on that path).
row(
  'insights: valid-event path',
  await bundle(
    `export { InsightsQueue, clickedObjectIDsAfterSearch, addedToCartObjectIDsAfterSearch,
      purchasedObjectIDsAfterSearch, convertedObjectIDsAfterSearch, clickedObjectIDs,
      purchasedObjectIDs, addedToCartObjectIDs, convertedObjectIDs, clickedFilters,
      convertedFilters, viewedObjectIDs, viewedFilters, genericEvent } from "./src/insights/index.ts";`,
  ),
);

// #20: what a page in another language loads on demand: the registry once, then one module per
// language and element that the page shows (budget: each module; all of them are listed beside).
const registry = await bundle('export * from "./src/translations/registry.ts";');
row('translations: registry (on demand)', registry);
const languageParts = [];
for (const lang of languages) {
  const sizes = [];
  for (const part of translationParts) {
    sizes.push([
      part,
      await bundle(`export { default } from "./src/translations/${lang}/${part}.ts";`),
    ]);
  }
  const [part, code] = sizes.reduce((a, b) => (b[1].length > a[1].length ? b : a));
  row(`translations: ${lang} (largest: ${part})`, code);
  const all = gzip(Buffer.concat(sizes.map(([, c]) => c)));
  languageParts.push(
    `${lang}: ${sizes.map(([p, c]) => `${p} ${gzip(c)}`).join(', ')}; all ${sizes.length} ${all} B`,
  );
}

// The CDN build as served: every file gzipped on its own.
const cdnFiles = readdirSync('dist/cdn', { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile() && d.name.endsWith('.js'))
  .map((d) => readFileSync(join(d.parentPath, d.name)));
row('cdn', cdnFiles, `cdn/ (code-split, ${cdnFiles.length} files)`);
console.table(rows);
console.log(`Translations, min+gzip bytes per module:\n  ${languageParts.join('\n  ')}`);
console.log(
  `Icons (Lucide drawings and icon()), min+gzip bytes of each entry: ${iconShares.join(', ')}`,
);
if (together.length) {
  console.log(`First views of several files, gzipped as one file: ${together.join(', ')}`);
}

// The npm tarball (what `npm publish` would upload), after a full build so that it has the
// types, the manifest and the theme (`npm run build` first when they are missing).
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
)[0];
const largest = [...packed.files]
  .sort((a, b) => b.size - a.size)
  .slice(0, 3)
  .map((f) => `${relative('.', f.path)} ${kb(f.size)}`)
  .join(', ');
console.log(
  `npm pack: ${kb(packed.size)} packed, ${kb(packed.unpackedSize)} unpacked, ${packed.entryCount} files (largest: ${largest})`,
);
