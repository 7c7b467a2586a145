// The static catalog's docs pages (storybook-static/, built by `npm test` just before) in
// headless Chromium, with the local emulator behind the data-driven blocks: each opens without a
// console error or failed request and shows what it documents. One page opens them in turn.
// (Every story is rendered and checked with axe by the browser tests: test/browser/catalog/.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import puppeteer, {
  type Browser,
  type ConsoleMessage,
  type HTTPRequest,
  type HTTPResponse,
  type Page,
} from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../scripts/browsers.mjs';
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

let server: Server;
let catalogUrl = '';
let emulator: RunningEmulator;
let browser: Browser;
let page: Page;

before(async () => {
  assert.ok(existsSync(join(root, 'index.html')), `no ${root}/: build the catalog first`);
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
  page = await browser.newPage();
  await page.evaluateOnNewDocument((url: string) => {
    (window as unknown as { __EMULATOR_URL__: string }).__EMULATOR_URL__ = url;
  }, emulator.url);
});

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await emulator?.close();
});

/**
 * Opens `query` (an iframe.html query string) in the one page, waits for `ready` (a selector),
 * and gives the console errors, failed requests and HTTP errors outside the emulator meanwhile.
 */
async function open(query: string, ready: string): Promise<string[]> {
  const problems: string[] = [];
  const emulatorOrigin = new URL(emulator.url).origin;
  // Blocks that show error states fault the emulator on purpose: its responses are exempt.
  const fromEmulator = (url: string) => url.startsWith(emulatorOrigin);
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    const url = msg.location()?.url ?? '';
    if (fromEmulator(url) || msg.text().startsWith('Failed to load resource')) return;
    problems.push(`console error: ${msg.text()}`);
  };
  const onPageError = (error: unknown) => void problems.push(`uncaught: ${String(error)}`);
  const onRequestFailed = (request: HTTPRequest) => {
    // Requests a page still had open when the next page replaced it are cut on purpose.
    if (!fromEmulator(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  };
  const onResponse = (response: HTTPResponse) => {
    if (response.status() >= 400 && !fromEmulator(response.url()))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    await page.goto(`${catalogUrl}/iframe.html?${query}`, { waitUntil: 'load' });
    await page.waitForSelector(ready, { timeout: 15_000 });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  return problems;
}

describe('storybook docs pages', () => {
  for (const element of [
    'search-pagination',
    'usage-chart',
    'secret-key-list',
    'composition-view',
  ]) {
    it(`${element}'s page shows it in Arabic and in German`, async () => {
      const problems = await open(
        `id=elements-${element}--docs&viewMode=docs`,
        `[lang="ar"][dir="rtl"] > ${element}`,
      );
      assert.ok(await page.$(`[lang="de"] > ${element}`), 'a German block');
      assert.deepEqual(problems, []);
    });
  }

  it('the Design page shows the tokens, light and dark, and the states', async () => {
    const problems = await open('id=design--design&viewMode=docs', 'table.tokens');
    const rows = await page.$$eval('table.tokens tbody th code:first-child', (cells) =>
      cells.map((c) => c.textContent),
    );
    assert.ok(rows.includes('--search-ui-accent') && rows.includes('--search-ui-danger'));
    assert.ok(await page.$('td.search-ui-dark'), 'a dark column');
    for (const tag of ['usage-chart', 'secret-key-list', 'composition-view', 'search-pagination'])
      assert.ok(await page.$(`.states ${tag}`), `${tag} in its states`);
    assert.deepEqual(problems, []);
  });
});
