// The public entry points: one per element or service, `index` (the root: every export, no side
// effects) and `all` (every export, every element registered).
// `name` is the file under dist/, `input` the source module. `cdn` names the file of the entry in
// the code-split CDN build (dist/cdn/<cdn>.js), `false` for none: the root is side-effect free for
// bundlers, while on the CDN `index.js` is the whole library registered (the single-script page).
export const entries = [
  { name: 'index', input: 'src/index.ts', cdn: false },
  { name: 'all', input: 'src/all.ts', cdn: 'index' },
  { name: 'pagination', input: 'src/pagination/index.ts' },
  { name: 'connect-pagination', input: 'src/pagination/connectors.ts' },
  { name: 'widgets', input: 'src/pagination/widgets.ts' },
  { name: 'usage-chart', input: 'src/usage-chart/index.ts' },
  { name: 'secret-key-list', input: 'src/secret-key-list/index.ts' },
  { name: 'composition-view', input: 'src/composition-view/index.ts' },
  { name: 'insights', input: 'src/insights/index.ts' },
  { name: 'insights-compat', input: 'src/insights/compat.ts' },
  { name: 'api', input: 'src/api/index.ts' },
  { name: 'store', input: 'src/store/index.ts' },
  { name: 'provider', input: 'src/provider/index.ts' },
  // The translations' loader (a side effect, no export): the elements load their languages by
  // `lang`. Every registering module imports it but the pagination's (see src/translations/auto.ts).
  { name: 'translations', input: 'src/translations/auto.ts' },
  // React wrappers: for bundlers only (React comes from the app), so no dist/cdn/ file.
  { name: 'react', input: 'src/react/index.ts', cdn: false },
  // Server rendering helpers (Node only; they import @lit-labs/ssr).
  { name: 'ssr', input: 'src/pagination/ssr.ts', cdn: false },
];

/** The name of an entry's file in dist/cdn/ (without `.js`), or undefined when it has none. */
export const cdnName = (entry) => (entry.cdn === false ? undefined : (entry.cdn ?? entry.name));
