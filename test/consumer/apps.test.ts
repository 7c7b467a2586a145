// The package as an app gets it: the packed tarball (`npm test` builds dist/ first) installed
// with npm into fresh apps made like each tool's starter (test/consumer/vanilla: Vite with
// TypeScript; test/consumer/react: Vite with React 19 and @vitejs/plugin-react), each built for
// production with the tool's defaults, served on loopback and opened in headless Chromium
// against the local emulator. Each app shows the four elements inside a provider, imported the
// documented way. Checked: every element reaches its data state, every --search-ui-* token is a
// valid value (or unset) on the page and inside the elements, and the page logs no error.
//
// Both apps share one install folder outside the repository (so nothing resolves from the
// project's own node_modules); every dependency but the package takes the version of the
// project's lockfile, so npm finds it in its cache.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../scripts/browsers.mjs';
import { startEmulator, type RunningEmulator } from '../../dev/emulator/server.ts';

const apps = ['vanilla', 'react'] as const;
const templates = join('test', 'consumer');
const own = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string };

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The version of `name` the project's lockfile installed. */
const locked = (name: string) =>
  (
    JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** Runs npm in `cwd`; on failure, throws with what it printed. */
function npm(args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('npm', args, { cwd, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Serves `root` (an app's dist/) on loopback, as any static host would. */
async function serve(root: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let work = '';
let emulator: RunningEmulator;
let browser: Browser;
const servers: Server[] = [];

before(async () => {
  assert.ok(existsSync('dist/index.js'), 'dist/ is missing: run `node scripts/build.mjs` first');
  assert.ok(
    existsSync(chromiumPath()),
    'no Chromium: run `node scripts/ensure-browsers.mjs chromium`',
  );
  work = mkdtempSync(join(tmpdir(), 'search-ui-consumer-'));

  let started = Date.now();
  const [{ filename }] = JSON.parse(
    await npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], '.'),
  ) as [{ filename: string }];
  const packing = seconds(started);

  // One install for both apps: the union of their dependencies, at the lockfile's versions.
  const wanted = new Map<string, string>();
  for (const app of apps) {
    const manifest = JSON.parse(
      readFileSync(join(templates, app, 'package.json'), 'utf8'),
    ) as Manifest;
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      wanted.set(name, name === own.name ? `file:./${filename}` : locked(name));
    }
    cpSync(join(templates, app), join(work, app), { recursive: true });
  }
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({ private: true, dependencies: Object.fromEntries(wanted) }, null, 2),
  );
  started = Date.now();
  // The emulator and the browser start while npm installs.
  [, emulator, browser] = await Promise.all([
    npm(['install', '--prefer-offline', '--no-audit', '--no-fund'], work),
    startEmulator({ port: 0, quiet: true }),
    puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs }),
  ]);
  console.log(`consumer apps: npm pack ${packing}, npm install ${seconds(started)}`);
});

after(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await emulator?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The checks run in the page (test/consumer/page-checks.js). */
interface PageChecks {
  elementStates(): Record<string, string>;
  chartFirstUse(): Promise<{ point: string | null; tooltip: boolean; header: string }>;
  tokens(): { names: string[]; invalid: string[] };
}
/** Runs one of them in `page`. */
const inPage = <K extends keyof PageChecks>(page: Page, check: K) =>
  page.evaluate(`consumerChecks.${check}()`) as Promise<ReturnType<PageChecks[K]>>;
const settled = (states: Record<string, string>) =>
  Object.values(states).every((s) => !/^(missing|loading…)/.test(s));

for (const app of apps) {
  describe(`${app} app (built by Vite for production)`, () => {
    let page: Page;
    const problems: string[] = [];

    before(async () => {
      const started = Date.now();
      await npm(['run', 'build'], join(work, app));
      console.log(`consumer apps: ${app} built by Vite in ${seconds(started)}`);
      const { server, url } = await serve(join(work, app, 'dist'));
      servers.push(server);
      page = await browser.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
      const query = new URLSearchParams({
        host: emulator.url,
        appId: `DEMOAPP_${app}`,
        apiKey: 'emulator-admin-key',
      });
      await page.goto(`${url}/?${query}`, { waitUntil: 'load' });
      await page.addScriptTag({ path: join(templates, 'page-checks.js') });
    });

    it('shows every element with the data it loaded', async () => {
      // Each element's state, read until all of them left their loading state (or 15 s passed).
      const deadline = Date.now() + 15_000;
      let loaded = await inPage(page, 'elementStates');
      while (!settled(loaded) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        loaded = await inPage(page, 'elementStates');
      }
      assert.deepEqual(loaded, {
        'search-pagination': 'pages 1 2 3 4 5, current 1',
        'usage-chart': 'plot of Total search requests',
        'secret-key-list': '10 keys',
        'composition-view': 'Products with sponsored, promoted and trending items',
      });
    });

    it('computes every --search-ui-* token to a valid value or leaves it unset', async () => {
      const light = await inPage(page, 'tokens');
      assert.ok(
        light.names.includes('--search-ui-accent'),
        `tokens found: ${light.names.join(', ')}`,
      );
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      const dark = await inPage(page, 'tokens');
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      const invalid = [
        ...light.invalid.map((line) => `light: ${line}`),
        ...dark.invalid.map((line) => `dark: ${line}`),
      ];
      assert.ok(invalid.length === 0, `invalid tokens:\n${invalid.join('\n')}`);
    });

    it("moves the chart's crosshair on the first key, makes its CSV, and loads its image export from the app's own chunks", async () => {
      assert.deepEqual(await inPage(page, 'chartFirstUse'), {
        point: '0',
        tooltip: true,
        header: 'Days in UTC,Total search requests',
        svg: true,
      });
    });

    it('logs no console error and throws no uncaught exception', () => {
      assert.deepEqual(problems, []);
    });
  });
}
