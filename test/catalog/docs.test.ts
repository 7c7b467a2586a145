// Opens every story of the static catalog (storybook-static/, built by `npm test` just before)
// in headless Chromium, with the local emulator behind the data-driven stories, and fails on
// any console error, failed request or axe violation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { startEmulator, type RunningEmulator } from '../../dev/emulator/server.ts';

const root = 'storybook-static';
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  /** `pending`: the story shows a loading state, its request held open on purpose. */
  tags?: string[];
}

const stories: IndexEntry[] = existsSync(join(root, 'index.json'))
  ? Object.values(
      (
        JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as {
          entries: Record<string, IndexEntry>;
        }
      ).entries,
    ).filter((e) => e.type === 'story')
  : [];

let server: Server;
let catalogUrl = '';
let emulator: RunningEmulator;
let browser: Browser;
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

before(async () => {
  assert.ok(stories.length > 0, `no stories found in ${root}/index.json: build the catalog first`);
  emulator = await startEmulator({ port: 0, quiet: true });
  server = createServer(async (req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path === '/favicon.ico') path = '/favicon.svg'; // the browser asks for it on its own
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
  catalogUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  });
});

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await emulator?.close();
});

/** What `open` gives a check: the page, and the list of problems seen so far. */
interface Opened {
  page: Page;
  problems: string[];
}

/**
 * Opens `query` (an iframe.html query string) and collects console errors, failed requests and
 * HTTP errors outside the emulator; `ready` is the selector to wait for.
 */
async function open(query: string, ready = '#storybook-root > *', settle = true): Promise<Opened> {
  // A context of its own: stories run side by side, and a story that holds a request open (a
  // loading state) must not hold another page's request to the same URL behind it in a shared
  // HTTP cache. Closed with the page (`page.browserContext().close()`).
  const page = await (await browser.createBrowserContext()).newPage();
  const problems: string[] = [];
  const emulatorOrigin = new URL(emulator.url).origin;
  // Stories that show error states fault the emulator on purpose: its responses are exempt.
  const fromEmulator = (url: string) => url.startsWith(emulatorOrigin);
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const url = msg.location()?.url ?? '';
    if (fromEmulator(url) || msg.text().startsWith('Failed to load resource')) return;
    problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
  page.on('requestfailed', (request) => {
    if (!fromEmulator(request.url()))
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !fromEmulator(response.url()))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.evaluateOnNewDocument((url: string) => {
    (window as unknown as { __EMULATOR_URL__: string }).__EMULATOR_URL__ = url;
  }, emulator.url);
  await page.goto(`${catalogUrl}/iframe.html?${query}`, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 10_000 });
  // Let data-driven stories settle (a loading-state story, tagged `pending`, keeps a request
  // open on purpose: nothing to wait for).
  if (settle) {
    await page.waitForNetworkIdle({ idleTime: 400, timeout: 6_000 }).catch(() => undefined);
  }
  return { page, problems };
}

/** Runs axe (WCAG 2.1 A and AA, colour contrast included) on the story's root. */
async function axe({ page, problems }: Opened): Promise<void> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: string, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const options = {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    };
    // The catalog's own a11y addon runs axe after each render too (on the same `axe`): a story
    // that does not wait for the network can meet that run; this one starts once it is done.
    let result: { violations: unknown[] } | undefined;
    for (let tries = 0; !result; tries++) {
      try {
        result = await axe.run('#storybook-root', options);
      } catch (error) {
        if (tries >= 50 || !/already running/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return (result.violations as { id: string; nodes: { target: string[] }[] }[]).map(
      (v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  for (const v of violations) problems.push(`axe: ${v}`);
}

// Stories open three at a time: most of a story's time is waiting (data, network idle).
describe('storybook catalog', { concurrency: 3 }, () => {
  for (const story of stories) {
    it(`${story.title} › ${story.name} opens clean`, async () => {
      const pending = story.tags?.includes('pending') ?? false;
      const opened = await open(`id=${story.id}&viewMode=story`, undefined, !pending);
      await axe(opened);
      await opened.page.browserContext().close();
      assert.deepEqual(opened.problems, []);
    });
  }
});

/** The toolbar's wrapper of the story on the page: its attributes and what it computes to. */
async function wrapper(page: Page) {
  return page.$eval('#storybook-root .sb-globals', (el) => {
    const style = getComputedStyle(el);
    return {
      lang: el.getAttribute('lang'),
      dir: el.getAttribute('dir'),
      dark: el.classList.contains('search-ui-dark'),
      colorScheme: style.colorScheme,
      width: el.getBoundingClientRect().width,
      background: style.backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
    };
  });
}

describe('storybook toolbar', () => {
  it('German, right to left, dark and 390 px reach the story and its element', async () => {
    const opened = await open(
      'id=elements-search-pagination--first-page&viewMode=story' +
        '&globals=lang:de;dir:rtl;scheme:dark;width:390' +
        '&args=page:1499;nbPages:5000;formatNumbers:!true',
      'search-pagination a, search-pagination button',
    );
    const { page, problems } = opened;
    const found = await wrapper(page);
    assert.equal(found.lang, 'de');
    assert.equal(found.dir, 'rtl');
    assert.ok(found.dark, 'the wrapper carries the theme’s search-ui-dark class');
    assert.equal(found.colorScheme, 'dark');
    assert.equal(found.width, 390);
    // The dark surface token (#181b22) behind the story and the whole canvas.
    assert.equal(found.background, 'rgb(24, 27, 34)');
    assert.equal(found.body, 'rgb(24, 27, 34)');
    const element = await page.$eval('search-pagination', (el) => ({
      direction: getComputedStyle(el).direction,
      text: el.textContent ?? '',
    }));
    assert.equal(element.direction, 'rtl');
    // The element found the wrapper's language: German digit grouping, not English's.
    assert.match(element.text, /1\.500/);
    assert.doesNotMatch(element.text, /1,500/);
    await axe(opened); // colour contrast in dark
    await page.browserContext().close();
    assert.deepEqual(problems, []);
  });

  it('direction follows the language by default: right to left for Arabic and Hebrew', async () => {
    for (const [lang, dir] of [
      ['ar', 'rtl'],
      ['he', 'rtl'],
      ['ja', 'ltr'],
      ['pt-BR', 'ltr'],
    ]) {
      const { page, problems } = await open(
        `id=elements-search-pagination--middle-page&viewMode=story&globals=lang:${lang}`,
      );
      const found = await wrapper(page);
      assert.deepEqual([found.lang, found.dir, found.dark], [lang, dir, false]);
      await page.browserContext().close();
      assert.deepEqual(problems, []);
    }
  });

  it('320 px narrows the story (light by default, on a light canvas)', async () => {
    const { page, problems } = await open(
      'id=elements-usage-chart--in-german&viewMode=story&globals=width:320',
      'usage-chart',
    );
    const found = await wrapper(page);
    assert.equal(found.width, 320);
    assert.equal(found.colorScheme, 'light');
    assert.equal(found.body, 'rgb(255, 255, 255)');
    // The story's own language wins over the toolbar's.
    assert.equal(
      await page.$eval('usage-chart', (el) => el.closest('[lang]')?.getAttribute('lang')),
      'de',
    );
    await page.browserContext().close();
    assert.deepEqual(problems, []);
  });
});

describe('storybook docs pages', () => {
  for (const element of [
    'search-pagination',
    'usage-chart',
    'secret-key-list',
    'composition-view',
  ]) {
    it(`${element}'s page shows it in Arabic and in German`, async () => {
      const { page, problems } = await open(
        `id=elements-${element}--docs&viewMode=docs`,
        `[lang="ar"][dir="rtl"] > ${element}`,
      );
      assert.ok(await page.$(`[lang="de"] > ${element}`), 'a German block');
      await page.browserContext().close();
      assert.deepEqual(problems, []);
    });
  }

  it('the Design page shows the tokens, light and dark, and the states', async () => {
    const { page, problems } = await open('id=design--design&viewMode=docs', 'table.tokens');
    const rows = await page.$$eval('table.tokens tbody th code:first-child', (cells) =>
      cells.map((c) => c.textContent),
    );
    assert.ok(rows.includes('--search-ui-accent') && rows.includes('--search-ui-danger'));
    assert.ok(await page.$('td.search-ui-dark'), 'a dark column');
    for (const tag of ['usage-chart', 'secret-key-list', 'composition-view', 'search-pagination'])
      assert.ok(await page.$(`.states ${tag}`), `${tag} in its states`);
    await page.browserContext().close();
    assert.deepEqual(problems, []);
  });
});
