// What a page loads before an element shows its data, measured for real (`npm run size`):
// each page below is built by Vite from the package's dist/ (the bundler modules, imported as
// an app imports them, `sideEffects` honoured), served from loopback, opened in headless
// Chromium against the local emulator, and watched until the element shows its data. The
// figure is the sum of every JS file the page requested by then (its entry and every chunk it
// loaded on demand, up to the update that draws the data), each gzipped on its own as a server
// sends it (size.mjs). English (no translation is loaded). Vite's module-preload polyfill is
// left out: it is Vite's, not ours.
// A page with `interact` is measured a second time, as `<name> first interaction`: once its data
// is shown, the user's first pointer move and key on it (`interact`), then every JS file the page
// requested by the time its network is idle (the first view included).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { startEmulator } from '../dev/emulator/server.ts';
import { launchChromium, pageHTML } from './browsers.mjs';

// The elements that load data: their markup, and what in their shadow root shows the data.
const loaders = {
  'usage-chart': ['statistic="records,queries_operations" period="month"', '[part~="panel"]'],
  'secret-key-list': ['limit="10"', 'tbody tr'],
  'composition-view': ['composition-id="injection-three"', '[part~="readable"]'],
};
const markup = (tag) => `<${tag} ${loaders[tag][0]}></${tag}>`;

/**
 * Run in the page before its scripts: records in `window.shownAt` the time the element first
 * shows its data (`shown`, checked on every change of the document or of a shadow root), so
 * that a part loaded in idle time right after (the chart's zoom) is not counted in the first
 * view, however late the test polls.
 */
function watchShown(shown) {
  const check = new Function(`return ${shown}`);
  const observer = new MutationObserver(() => {
    if (window.shownAt === undefined && check()) window.shownAt = performance.now();
  });
  const observe = (root) =>
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    observe(root);
    return root;
  };
  observe(document);
}

/** What a user does first on an element that shows its data (measured as a row of its own). */
const interactions = { 'usage-chart': (tab) => pointAndPress(tab) };

/**
 * The chart's first interaction: the pointer over its plot, then the plot focused and a key
 * pressed (the crosshair's tooltip shows).
 */
async function pointAndPress(tab) {
  const plot = await tab.evaluateHandle(
    "document.querySelector('usage-chart').shadowRoot.querySelector('[part~=\"plot\"]')",
  );
  const box = await plot.boundingBox();
  await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await plot.focus();
  await tab.keyboard.press('ArrowLeft');
  await tab.waitForFunction(
    "!!document.querySelector('usage-chart').shadowRoot.querySelector('[part~=\"tooltip\"]')",
    { timeout: 60_000, polling: 50 },
  );
}
// In the page: whether the element shows its data (not its loading state).
const shown = (tag) =>
  `!!document.querySelector('${tag}')?.shadowRoot?.querySelector('${loaders[tag][1]}')`;
// The script, as the README writes it: the entries, then a store holding a client core
// (`createCore`) on the emulator (the admin key, its address in the query) given to `holder`.
const main = (tags, holder = tags[0]) => [
  "import { createCore } from '@search-ui/elements/api';",
  "import { Store } from '@search-ui/elements/store';",
  ...tags.map((tag) => `import '@search-ui/elements/${tag}';`),
  "const url = new URLSearchParams(location.search).get('emulator');",
  "const client = createCore({ appId: 'DEMOAPP', apiKey: 'emulator-admin-key',",
  '  hosts: { main: url, usage: url, events: url } });',
  'const store = new Store({ client });',
  `document.querySelector('${holder}').store = store;`,
];

/** The pages: their markup, their script, and when they show their data. */
const tags = Object.keys(loaders);
export const pages = {
  pagination: {
    body: '<search-pagination page="2" nb-pages="20"></search-pagination>',
    main: ["import '@search-ui/elements/pagination';"],
    shown: `!!document.querySelector('search-pagination .ais-Pagination-item')`,
  },
  ...Object.fromEntries(
    tags.map((tag) => [
      tag,
      { body: markup(tag), main: main([tag]), shown: shown(tag), interact: interactions[tag] },
    ]),
  ),
  // The dashboard: the three under one provider (defined first, see dev/demo/demo.ts).
  dashboard: {
    body: `<search-provider>${tags.map(markup).join('')}</search-provider>`,
    main: ["import '@search-ui/elements/provider';", ...main(tags, 'search-provider')],
    shown: tags.map(shown).join(' && '),
  },
};

/**
 * Builds and opens every page; resolves with, per page, the JS files it requested before it
 * showed its data (their contents).
 */
export async function measurePages(root = process.cwd()) {
  const work = mkdtempSync(join(tmpdir(), 'first-view-'));
  // The package as an app sees it: `@search-ui/elements` in node_modules (here: this checkout).
  mkdirSync(join(work, 'node_modules', '@search-ui'), { recursive: true });
  symlinkSync(root, join(work, 'node_modules', '@search-ui', 'elements'), 'dir');
  const emulator = await startEmulator({ quiet: true });
  const browser = await launchChromium();
  const results = {};
  try {
    for (const [name, page] of Object.entries(pages)) {
      const dir = join(work, name);
      mkdirSync(dir);
      writeFileSync(join(dir, 'index.html'), pageHTML(name, page.body, 'main.js'));
      writeFileSync(join(dir, 'main.js'), page.main.join('\n'));
      // Built, then served on loopback by Vite's own preview server.
      const config = { root: dir, logLevel: 'silent', configFile: false };
      await build({ ...config, build: { modulePreload: { polyfill: false } } });
      const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0 } });
      const origin = new URL(server.resolvedUrls.local[0]).origin;
      const tab = await browser.newPage();
      const requested = [];
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === origin && url.pathname.endsWith('.js')) requested.push(url.pathname);
      });
      try {
        await tab.evaluateOnNewDocument(watchShown, page.shown);
        await tab.goto(`${origin}/?emulator=${encodeURIComponent(emulator.url)}`, {
          timeout: 60_000,
        });
        // (Polled on a timer: animation frames may not run in a headless tab.)
        await tab.waitForFunction(page.shown, { timeout: 60_000, polling: 50 });
        const files = (paths = requested) =>
          paths.map((path) => readFileSync(join(dir, 'dist', path)));
        // (The files requested by the time the data showed: see `watchShown`.)
        const before = await tab.evaluate(
          () =>
            window.shownAt !== undefined &&
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime <= window.shownAt)
              .map((entry) => new URL(entry.name).pathname),
        );
        results[name] = files(
          before ? requested.filter((path) => before.includes(path)) : requested,
        );
        if (page.interact) {
          await page.interact(tab);
          await tab.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
          results[`${name} first interaction`] = files();
        }
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
