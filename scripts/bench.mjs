// `npm run bench`: us and the libraries people use today, measured side by side in one run on
// this machine. Prints one table (ours, peer, ratio, budget) and writes it to BENCHMARKS.md.
// Nothing here runs in the test suite: absolute times on shared machines are noise, ratios
// from alternating runs in the same page are what we compare.
import { build, context } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { launchChromium, pageHTML } from './browsers.mjs';
import { USAGE_YEAR_FILE, countOf, usageYear } from '../bench/usage-year.ts';

const out = '.cache/bench';
mkdirSync(out, { recursive: true });
// Both sides and the pages are built alike: minified ESM, production conditions.
const esbuildOptions = {
  ...{ bundle: true, minify: true, format: 'esm', target: 'es2022', conditions: ['production'] },
  ...{ tsconfig: 'tsconfig.json', logLevel: 'silent' },
};

// ---------------------------------------------------------------- bundle bytes, built alike
/**
 * The shipped translations load on demand (`import()` in src/translations/registry.ts) and are
 * not part of an entry's bytes (`npm run size` leaves those chunks out too); without code
 * splitting esbuild would inline every one of them.
 */
const lazyTranslations = {
  name: 'lazy-translations',
  setup(b) {
    b.onResolve({ filter: /\/translations\// }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

async function bundleBytes(contents) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'entry.ts' },
    plugins: [lazyTranslations],
    write: false,
    ...esbuildOptions,
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const sizePairs = [
  {
    label: 'pagination element vs InstantSearch.js core + pagination widget',
    ours: `export * from './src/pagination/index.ts';`,
    peer: `import instantsearch from 'instantsearch.js/es'; import { pagination } from 'instantsearch.js/es/widgets'; export { instantsearch, pagination };`,
    budget: { max: 9 * 1024, text: '≤ 9 KB gzip' },
  },
  {
    label: 'pagination connector vs InstantSearch.js core + connectPagination',
    ours: `export { connectPagination } from './src/pagination/connect-pagination.ts';`,
    peer: `import instantsearch from 'instantsearch.js/es'; import { connectPagination } from 'instantsearch.js/es/connectors'; export { instantsearch, connectPagination };`,
  },
  {
    label: 'insights entry vs search-insights',
    ours: `export * from './src/insights/index.ts';`,
    peer: `export { default } from 'search-insights';`,
    budget: { max: 12 * 1024, text: '≤ 12 KB gzip' },
  },
  {
    label: 'usage-chart entry vs uPlot',
    ours: `export * from './src/usage-chart/index.ts';`,
    peer: `export { default } from 'uplot';`,
    budget: { max: 26 * 1024, text: 'first view ≤ 26 KB gzip' },
  },
  {
    label: 'usage-chart entry vs Chart.js (line chart only)',
    ours: `export * from './src/usage-chart/index.ts';`,
    peer: `import { Chart, LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend } from 'chart.js'; Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend); export { Chart };`,
    budget: { max: 26 * 1024, text: 'first view ≤ 26 KB gzip' },
  },
  {
    label: 'whole library (./all: every element registered)',
    ours: `export * from './src/all.ts';`,
  },
];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
const none = { peer: '—', ratio: '—', budget: '—' };
for (const pair of sizePairs) {
  let ours, peer;
  try {
    ours = await bundleBytes(pair.ours);
    peer = pair.peer ? await bundleBytes(pair.peer) : undefined;
  } catch (error) {
    // One entry that does not build (yet) must not hide the rest of the table; the run still fails.
    const reason = error.errors?.[0]?.text ?? String(error);
    rows.push({ measure: `bytes: ${pair.label}`, ours: `build failed: ${reason}`, ...none });
    process.exitCode = 1;
    continue;
  }
  rows.push({
    measure: `bytes: ${pair.label}`,
    ours: `${kb(ours.gzip)} gzip (${kb(ours.min)} min)`,
    peer: peer ? `${kb(peer.gzip)} gzip (${kb(peer.min)} min)` : '—',
    ratio: peer ? `${(ours.gzip / peer.gzip).toFixed(2)}×` : '—',
    // Both sides are built alike here (esbuild) for a fair ratio; the byte budgets are judged
    // on the production build (rollup + terser) by `npm run size`, which is what ships.
    budget: pair.budget ? `${pair.budget.text}: see npm run size` : '—',
  });
}

// ---------------------------------------------------------------- timings in headless Chromium
const pages = ['pagination', 'chart', 'events', 'large'];
// The chart page's real-scale rows draw what the local emulator answers for a year of every
// metric: computed here by the emulator's own code, served next to the page (no network).
const year = usageYear();
const counted = countOf(year.body);
if (counted.metrics !== 77 || counted.series !== 94 || counted.points !== 34_310) {
  // The rows' labels and budgets are about that answer: a changed emulator needs a look first.
  throw new Error(`bench: the emulator's year is not 77/94/34,310: ${JSON.stringify(counted)}`);
}
writeFileSync(join(out, USAGE_YEAR_FILE), JSON.stringify(year));
for (const p of pages) writeFileSync(join(out, `${p}.html`), pageHTML(p, '', `${p}.js`));
// Built, then served on loopback by esbuild with the pages and the year beside them.
const entryPoints = Object.fromEntries(pages.map((p) => [p, `bench/${p}.bench.ts`]));
const server = await context({ entryPoints, outdir: out, ...esbuildOptions });
const { port } = await server.serve({ servedir: out, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;
// The chart page runs for about a minute in one evaluate (puppeteer's default is 180 s).
const browser = await launchChromium({ protocolTimeout: 600_000 });
const chromeVersion = await browser.version();

/**
 * Each bench page defines `window.bench()` returning rows of {measure, ours, peer, unit, budget}:
 * a budget is a ratio to the peer (`maxRatio`) or an absolute figure on our side (`max`).
 */
for (const p of pages) {
  const started = performance.now();
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error(`${p}: ${e}`));
  await page.goto(`${base}/${p}.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.bench === 'function', { timeout: 20_000 });
  const results = await page.evaluate(() => window.bench());
  for (const r of results) {
    // Rows of ours alone (the large inputs of bench/large.bench.ts) have no peer and no ratio.
    const ratio = r.peer === undefined ? undefined : r.ours / r.peer;
    rows.push({
      measure: r.measure,
      ours: `${r.ours.toFixed(3)} ${r.unit}`,
      peer: r.peer === undefined ? '—' : `${r.peer.toFixed(3)} ${r.unit}`,
      ratio: ratio === undefined ? '—' : `${ratio.toFixed(2)}×`,
      budget: r.budget
        ? `${r.budget.text}: ${(r.budget.max === undefined ? ratio <= r.budget.maxRatio : r.ours <= r.budget.max) ? 'met' : 'MISSED'}`
        : '—',
    });
  }
  console.error(`${p}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await page.close();
}
await browser.close();
await server.dispose();

console.table(rows);

// ---------------------------------------------------------------- BENCHMARKS.md
const pkg = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
const versions = 'lit zod instantsearch.js search-insights uplot chart.js esbuild'
  .split(' ')
  .map((n) => `${n} ${pkg(n)}`)
  .join(', ');
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const md = [
  '# Benchmarks',
  '',
  `Latest run: ${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${chromeVersion} (headless)`,
  '',
  `Versions: ${versions}.`,
  '',
  'Bytes are min+gzip (level 9) of an esbuild bundle (minified ESM, production conditions) of each side.',
  'Times are medians of alternating runs in the same page; a ratio below 1 means we are faster or smaller.',
  'Regenerate with `npm run bench`.',
  '',
  '| measure | ours | peer | ratio (ours / peer) | budget |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.measure} | ${r.ours} | ${r.peer} | ${r.ratio} | ${r.budget} |`),
  '',
].join('\n');
writeFileSync('BENCHMARKS.md', md);
console.log('wrote BENCHMARKS.md');
