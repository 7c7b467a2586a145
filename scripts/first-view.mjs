// What a page loads before an element shows its data, measured for real (`npm run size`):
// each page below is built by Vite from the package's dist/ (the bundler modules, imported as
// an app imports them, `sideEffects` honoured), served from loopback, opened in headless
// Chromium against the local emulator, and watched until the element shows its data. The
// figure is the sum of every JS file the page requested by then (its entry and every chunk it
// loaded on demand, up to the update that draws the data), each gzipped on its own as a server
// sends it (size.mjs). English (no translation is loaded). Vite's module-preload polyfill is
// left out: it is Vite's, not ours.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { startEmulator } from '../dev/emulator/server.ts';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

// The store every page gives its elements: the emulator's admin key, its address in the query.
const store = (lines) => [
  "import { createClient } from '@search-ui/elements/api';",
  "import { Store } from '@search-ui/elements/store';",
  ...lines,
  "const url = new URLSearchParams(location.search).get('emulator');",
  "const client = createClient({ appId: 'DEMOAPP', apiKey: 'emulator-admin-key',",
  '  hosts: { main: url, usage: url, events: url } });',
  'const store = new Store({ client });',
];
const own = (tag) => [
  ...store([`import '@search-ui/elements/${tag}';`]),
  `document.querySelector('${tag}').store = store;`,
];

// In the page: whether each element shows its data (not its loading state).
const shows = {
  chart: `!!document.querySelector('usage-chart')?.shadowRoot?.querySelector('[part~="panel"]')`,
  keys: `!!document.querySelector('secret-key-list')?.shadowRoot?.querySelector('tbody tr')`,
  composition: `!!document.querySelector('composition-view')?.shadowRoot?.querySelector('[part~="readable"]')`,
};
const chart = '<usage-chart statistic="records,queries_operations" period="month"></usage-chart>';
const keys = '<secret-key-list limit="10"></secret-key-list>';
const composition = '<composition-view composition-id="injection-three"></composition-view>';

/** The pages: their markup, their script, and when they show their data. */
export const pages = {
  pagination: {
    body: '<search-pagination page="2" nb-pages="20"></search-pagination>',
    main: ["import '@search-ui/elements/pagination';"],
    shown: `!!document.querySelector('search-pagination .ais-Pagination-item')`,
  },
  'usage-chart': { body: chart, main: own('usage-chart'), shown: shows.chart },
  'secret-key-list': { body: keys, main: own('secret-key-list'), shown: shows.keys },
  'composition-view': {
    body: composition,
    main: own('composition-view'),
    shown: shows.composition,
  },
  // The dashboard: the three under one provider (defined first, see dev/demo/demo.ts).
  dashboard: {
    body: `<search-provider>${chart}${keys}${composition}</search-provider>`,
    main: [
      "import '@search-ui/elements/provider';",
      ...store([
        "import '@search-ui/elements/usage-chart';",
        "import '@search-ui/elements/secret-key-list';",
        "import '@search-ui/elements/composition-view';",
      ]),
      "document.querySelector('search-provider').store = store;",
    ],
    shown: Object.values(shows).join(' && '),
  },
};

const types = { '.html': 'text/html', '.js': 'text/javascript' };

/** Serves `dir` on loopback; resolves with its origin and a `close`. */
async function serve(dir) {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url, 'http://x').pathname).replace(/^\/+/, '');
    try {
      const body = readFileSync(join(dir, path || 'index.html'));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/html' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        // (The browser may keep a connection open: close it, or `close` waits for it.)
        server.closeAllConnections();
      }),
  };
}

/**
 * Builds and opens every page; resolves with, per page, the JS files it requested before it
 * showed its data (`[served path, contents]`).
 */
export async function measurePages(root = process.cwd()) {
  const work = mkdtempSync(join(tmpdir(), 'first-view-'));
  // The package as an app sees it: `@search-ui/elements` in node_modules (here: this checkout).
  mkdirSync(join(work, 'node_modules', '@search-ui'), { recursive: true });
  symlinkSync(root, join(work, 'node_modules', '@search-ui', 'elements'), 'dir');
  const emulator = await startEmulator({ quiet: true });
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  const results = {};
  try {
    for (const [name, page] of Object.entries(pages)) {
      const dir = join(work, name);
      mkdirSync(dir);
      writeFileSync(
        join(dir, 'index.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>` +
          `<body>${page.body}<script type="module" src="./main.js"></script></body></html>`,
      );
      writeFileSync(join(dir, 'main.js'), page.main.join('\n'));
      await build({
        root: dir,
        logLevel: 'silent',
        configFile: false,
        build: { outDir: 'dist', modulePreload: { polyfill: false } },
      });
      const out = join(dir, 'dist');
      const server = await serve(out);
      const tab = await browser.newPage();
      const requested = [];
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === server.origin && url.pathname.endsWith('.js')) {
          requested.push(url.pathname);
        }
      });
      try {
        await tab.goto(`${server.origin}/?emulator=${encodeURIComponent(emulator.url)}`, {
          timeout: 60_000,
        });
        // (Polled on a timer: animation frames may not run in a headless tab.)
        await tab.waitForFunction(page.shown, { timeout: 60_000, polling: 50 });
        results[name] = requested.map((path) => [path, readFileSync(join(out, path))]);
      } finally {
        await tab.close();
        await server.close();
      }
    }
  } finally {
    await browser.close();
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}
