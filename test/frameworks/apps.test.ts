// `npm run test:frameworks`: the package in the server-rendering frameworks people deploy. The
// packed tarball (`npm pack` of dist/: run `npm run build` first) is installed with npm into
// three minimal apps made like each framework's starter: Next.js 16 (App Router, React 19, the
// React components), Nuxt 4 (Vue) and Angular 21 (SSR with hydration). Each is built for
// production, started with its own server on loopback, and opened in headless Chromium against
// the local emulator. Checked for each:
//  - the server's HTML has the pagination's links (`ais-Pagination` markup, real `href`s);
//  - every element reaches its data state;
//  - the page logs no console error (hydration errors included) and throws nothing;
//  - the cumulative layout shift of the load (Chromium's layout-shift entries) is at most 0.05;
//  - a click on a page link reaches the framework's state (the page's own text changes).
//
// The apps share one install folder outside the repository (FRAMEWORKS_DIR, default a folder of
// the system's temporary directory, kept between runs so that npm only swaps the tarball, named by its content), with
// every framework's version pinned below; npm takes them from its cache.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../scripts/browsers.mjs';
import { startEmulator, type RunningEmulator } from '../../dev/emulator/server.ts';

/** The versions the apps install (Nuxt 4.4.5 and Angular 21 are the last that run on Node 20). */
const versions: Record<string, string> = {
  next: '16.4.6',
  react: '19.2.0',
  'react-dom': '19.2.0',
  nuxt: '4.4.5',
  vue: '3.5.33',
  'vue-router': '4.6.5',
  '@angular/build': '21.2.24',
  '@angular/cli': '21.2.24',
  '@angular/common': '21.2.24',
  '@angular/compiler': '21.2.24',
  '@angular/compiler-cli': '21.2.24',
  '@angular/core': '21.2.24',
  '@angular/platform-browser': '21.2.24',
  '@angular/platform-server': '21.2.24',
  '@angular/router': '21.2.24',
  '@angular/ssr': '21.2.24',
  express: '5.2.1',
  rxjs: '7.8.2',
  tslib: '2.8.1',
  typescript: '5.9.3',
  '@types/express': '5.0.6',
  '@types/node': '20.19.43',
};

interface App {
  name: 'next' | 'nuxt' | 'angular';
  /** The build command (a script of the framework, run with this Node). */
  build: string[];
  /** The production server, listening on `PORT` (and `HOST`) from its environment. */
  start: string[];
}

const allApps: App[] = [
  {
    name: 'next',
    build: ['../node_modules/next/dist/bin/next', 'build'],
    start: ['../node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1'],
  },
  {
    name: 'nuxt',
    build: ['../node_modules/nuxt/bin/nuxt.mjs', 'build'],
    start: ['.output/server/index.mjs'],
  },
  {
    name: 'angular',
    build: ['../node_modules/@angular/cli/bin/ng.js', 'build'],
    start: ['dist/app/server/server.mjs'],
  },
];

// `FRAMEWORKS=next,nuxt` runs only those apps (default: all three).
const only = process.env.FRAMEWORKS?.split(/[\s,]+/).filter(Boolean);
const apps = allApps.filter((app) => !only?.length || only.includes(app.name));

const templates = join('test', 'frameworks');
const work = resolve(process.env.FRAMEWORKS_DIR ?? join(tmpdir(), 'search-ui-frameworks'));
const quiet = {
  NEXT_TELEMETRY_DISABLED: '1',
  NUXT_TELEMETRY_DISABLED: '1',
  NG_CLI_ANALYTICS: 'false',
  CI: 'true',
};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a command in `cwd`; on failure, throws with what it printed. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      command,
      args,
      { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...quiet } },
      (error, stdout, stderr) => {
        if (error)
          fail(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`));
        else done(stdout);
      },
    );
  });
}

/** A free port on loopback. */
const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Starts an app's server and resolves once it answers (or rejects with what it printed). */
async function startApp(app: App): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, app.start, {
    cwd: join(work, app.name),
    env: {
      ...process.env,
      ...quiet,
      PORT: String(port),
      HOST: '127.0.0.1',
      NITRO_HOST: '127.0.0.1',
      NG_ALLOWED_HOSTS: 'localhost,127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${app.name} did not start:\n${output}`);
}

let emulator: RunningEmulator;
let browser: Browser;
const children: ChildProcess[] = [];

before(async () => {
  assert.ok(existsSync('dist/index.js'), 'dist/ is missing: run `npm run build` first');
  assert.ok(
    existsSync(chromiumPath()),
    'no Chromium: run `node scripts/ensure-browsers.mjs chromium`',
  );
  mkdirSync(work, { recursive: true });
  for (const file of readdirSync(work)) if (file.endsWith('.tgz')) rmSync(join(work, file));
  let started = Date.now();
  const [{ filename: packed }] = JSON.parse(
    await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], '.'),
  ) as [{ filename: string }];
  // Named by its content: npm keeps an installed `file:` tarball of the same name and version,
  // so a fixed name would leave the apps on the previous run's package.
  const hash = createHash('sha256')
    .update(readFileSync(join(work, packed)))
    .digest('hex');
  const filename = packed.replace(/\.tgz$/, `-${hash.slice(0, 12)}.tgz`);
  renameSync(join(work, packed), join(work, filename));
  const own = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string };
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify(
      { private: true, dependencies: { ...versions, [own.name]: `file:./${filename}` } },
      null,
      2,
    ),
  );
  for (const app of apps) {
    // The app's sources, fresh (its build output is rebuilt below).
    rmSync(join(work, app.name), { recursive: true, force: true });
    cpSync(join(templates, app.name), join(work, app.name), { recursive: true });
  }
  // Peer ranges of the frameworks' tools overlap badly (Angular's builder, Nuxt's Vite): the
  // apps are installed together as npm does for a workspace of old peers.
  const install = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--legacy-peer-deps'];
  [, emulator, browser] = await Promise.all([
    run('npm', install, work),
    startEmulator({ port: 0, quiet: true }),
    puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs }),
  ]);
  console.log(`frameworks: npm pack and install ${seconds(started)} in ${work}`);
  started = Date.now();
});

after(async () => {
  await browser?.close();
  for (const child of children) child.kill();
  await emulator?.close();
});

/** What each element shows (test/consumer/page-checks.js). */
const states = (page: Page) =>
  page.evaluate('consumerChecks.elementStates()') as Promise<Record<string, string>>;
const settled = (s: Record<string, string>) =>
  Object.values(s).every((v) => !/^(missing|loading…)/.test(v));

/** Records the page's layout shifts from its first byte (Chromium's layout-shift entries). */
const recordShifts = `
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((s) => {
        const node = s.node;
        const name = node ? (node.localName || node.nodeName) + (node.id ? '#' + node.id : '') : '?';
        return name + ' ' + s.previousRect.y + '→' + s.currentRect.y + ' h' + s.previousRect.height + '→' + s.currentRect.height;
      });
      window.layoutShifts.push({ value: entry.value, time: Math.round(entry.startTime), sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

for (const app of apps) {
  describe(`${app.name} app (production build, server-rendered)`, () => {
    let page: Page;
    let url = '';
    let serverHTML = '';
    const problems: string[] = [];
    const query = new URLSearchParams({
      appId: `DEMOAPP_${app.name}`,
      apiKey: 'emulator-admin-key',
    });

    before(async () => {
      let started = Date.now();
      await run(process.execPath, app.build, join(work, app.name));
      console.log(`frameworks: ${app.name} built in ${seconds(started)}`);
      started = Date.now();
      const server = await startApp(app);
      children.push(server.child);
      url = server.url;
      query.set('host', emulator.url);
      serverHTML = await (await fetch(`${url}/?${query}`)).text();
      page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
      await page.evaluateOnNewDocument(recordShifts);
      await page.goto(`${url}/?${query}`, { waitUntil: 'load' });
      await page.addScriptTag({ path: join('test', 'consumer', 'page-checks.js') });
      console.log(`frameworks: ${app.name} started and loaded in ${seconds(started)}`);
    });

    after(() => page?.close());

    it("has the pagination's links in the server's HTML", () => {
      const element = /<search-pagination\b([^>]*)>([\s\S]*?)<\/search-pagination>/.exec(
        serverHTML,
      );
      assert.ok(element, 'no <search-pagination> in the server HTML');
      const [, attributes, inner] = element;
      assert.match(attributes!, /\bpage="0"/);
      assert.match(attributes!, /\bnb-pages="8"/);
      assert.match(inner!, /^<div class="ais-Pagination"><ul class="ais-Pagination-list">/);
      assert.match(
        inner!,
        /<li class="ais-Pagination-item ais-Pagination-item--page ais-Pagination-item--selected"><a class="ais-Pagination-link" aria-label="Page 1" aria-current="page" href="[^"]*">1<\/a><\/li>/,
      );
      // Real addresses: page 2 is `?page=2` of the page's own URL.
      const page2 = /<a class="ais-Pagination-link" aria-label="Page 2" href="([^"]*)">2<\/a>/.exec(
        inner!,
      );
      assert.ok(page2, 'no link to page 2');
      assert.equal(new URL(page2[1]!.replaceAll('&amp;', '&'), url).searchParams.get('page'), '2');
      assert.match(inner!, /aria-label="Last Page, Page 8" href="[^"]*page=8"/);
    });

    it('shows every element with the data it loaded', async () => {
      const deadline = Date.now() + 20_000;
      let loaded = await states(page);
      while (!settled(loaded) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        loaded = await states(page);
      }
      assert.deepEqual(loaded, {
        'search-pagination': 'pages 1 2 3 4 5 6 7, current 1',
        'usage-chart': 'plot of Total search requests',
        'secret-key-list': '10 keys',
        'composition-view': 'Products with sponsored, promoted and trending items',
      });
    });

    it('shifts no layout while the elements load (CLS <= 0.05)', async () => {
      // Two frames after the data state, so the last shift (if any) is reported.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const shifts = (await page.evaluate('window.layoutShifts')) as {
        value: number;
        time: number;
        sources: string[];
      }[];
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(`frameworks: ${app.name} CLS ${cls.toFixed(4)} (${shifts.length} shifts)`);
      for (const shift of shifts) {
        console.log(`  ${shift.value.toFixed(4)} at ${shift.time} ms: ${shift.sources.join(', ')}`);
      }
      assert.ok(cls <= 0.05, `CLS ${cls.toFixed(4)}:\n${JSON.stringify(shifts, null, 1)}`);
    });

    it("takes a click on a page link to the framework's state", async () => {
      await page.click('search-pagination a[aria-label="Page 3"]');
      await page.waitForFunction(
        () => document.querySelector('#results-page')?.textContent?.trim() === 'Results page 3',
        { timeout: 10_000 },
      );
      const current = await page.$eval(
        'search-pagination a[aria-current="page"]',
        (a) => a.textContent,
      );
      assert.equal(current, '3');
      // The page itself did not navigate: the framework's state changed.
      assert.equal(new URL(page.url()).searchParams.get('page'), null);
    });

    it('logs no console error (hydration included) and throws nothing', () => {
      assert.deepEqual(problems, []);
    });
  });
}
