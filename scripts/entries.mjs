// The public entry points: one per element or service, plus `index` for everything.
// `name` is the file under dist/ (and dist/cdn/ unless `cdn: false`), `input` the source module.
export const entries = [
  { name: 'index', input: 'src/index.ts' },
  { name: 'pagination', input: 'src/pagination/index.ts' },
  { name: 'connect-pagination', input: 'src/pagination/connectors.ts' },
  { name: 'usage-chart', input: 'src/usage-chart/index.ts' },
  { name: 'secret-key-list', input: 'src/secret-key-list/index.ts' },
  { name: 'composition-view', input: 'src/composition-view/index.ts' },
  { name: 'insights', input: 'src/insights/index.ts' },
  { name: 'api', input: 'src/api/index.ts' },
  { name: 'store', input: 'src/store/index.ts' },
  { name: 'provider', input: 'src/provider/index.ts' },
  // React wrappers: for bundlers only (React comes from the app), so no dist/cdn/ file.
  { name: 'react', input: 'src/react/index.ts', cdn: false },
];
