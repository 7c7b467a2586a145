// `npm run size`: min and gzip bytes of each self-contained entry bundle (dist/cdn/), i.e. what
// a page pays for that entry with everything it needs. A report, not a test; budgets are in
// the issues and in the table's last column.
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { entries } from './entries.mjs';

// Budgets (min+gzip bytes) set by the issues.
const budgets = { pagination: 9 * 1024, 'usage-chart': 24 * 1024, insights: 12 * 1024 };

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
console.table(rows);
