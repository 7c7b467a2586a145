// `npm run size`: min and gzip bytes of each self-contained entry bundle (dist/cdn/), i.e. what
// a page pays for that entry with everything it needs. A report, not a test; budgets are in
// the issues and in the table's last column.
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { entries } from './entries.mjs';

// Budgets (min+gzip bytes) set by the issues.
const budgets = {
  index: 50 * 1024,
  pagination: 9 * 1024,
  'connect-pagination': 2 * 1024,
  'usage-chart': 24 * 1024,
  'secret-key-list': 17 * 1024,
  'composition-view': 24 * 1024,
  insights: 12 * 1024,
  'page: dashboard': 38 * 1024,
};

// Pages as users build them: several entries in one bundle, so what they share counts once.
const pages = {
  // A usage dashboard: the chart, the key list and the composition view under one provider
  // (their registering modules, as `import '@search-ui/elements/usage-chart'` brings in).
  dashboard: [
    'src/usage-chart/define.ts',
    'src/secret-key-list/define.ts',
    'src/composition-view/define.ts',
    'src/provider/define.ts',
  ],
};

execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
  stdio: 'inherit',
});

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const rows = [];
for (const { name } of entries) {
  const file = `dist/cdn/${name}.js`;
  if (!existsSync(file)) continue;
  const code = readFileSync(file);
  const gzip = gzipSync(code, { level: 9 }).length;
  const brotli = brotliCompressSync(code).length;
  const budget = budgets[name];
  rows.push({
    entry: name,
    min: kb(code.length),
    'min+gzip': kb(gzip),
    'min+brotli': kb(brotli),
    budget: budget ? `${kb(budget)} ${gzip <= budget ? 'ok' : 'OVER'}` : '',
  });
}

// Each page: one bundle (the same plugins as dist/cdn/) whose entry imports the page's entries.
const { rollup } = await import('rollup');
const config = (await import('../rollup.config.mjs')).default;
const cdnPlugins = config[1].plugins;
const treeshake = config[1].treeshake;
for (const [name, inputs] of Object.entries(pages)) {
  const id = `\0page:${name}`;
  const bundle = await rollup({
    input: id,
    treeshake,
    plugins: [
      {
        name: 'page-entry',
        resolveId: (source) => (source === id ? id : null),
        load: (source) =>
          source === id
            ? inputs.map((f) => `import ${JSON.stringify(`${process.cwd()}/${f}`)};`).join('\n')
            : null,
      },
      ...cdnPlugins,
    ],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const code = Buffer.from(output[0].code);
  const gzip = gzipSync(code, { level: 9 }).length;
  const budget = budgets[`page: ${name}`];
  rows.push({
    entry: `page: ${name}`,
    min: kb(code.length),
    'min+gzip': kb(gzip),
    'min+brotli': kb(brotliCompressSync(code).length),
    budget: budget ? `${kb(budget)} ${gzip <= budget ? 'ok' : 'OVER'}` : '',
  });
}
console.table(rows);
