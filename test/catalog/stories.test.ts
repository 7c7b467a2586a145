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
import puppeteer, { type Browser } from 'puppeteer-core';
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

describe('storybook catalog', () => {
  for (const story of stories) {
    it(`${story.title} › ${story.name} opens clean`, async () => {
      const page = await browser.newPage();
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
      await page.goto(`${catalogUrl}/iframe.html?id=${story.id}&viewMode=story`, {
        waitUntil: 'load',
      });
      await page.waitForSelector('#storybook-root > *', { timeout: 10_000 });
      // Let data-driven stories settle; a loading-state story keeps a request open on purpose.
      await page.waitForNetworkIdle({ idleTime: 400, timeout: 6_000 }).catch(() => undefined);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (context: string, options: object) => Promise<{ violations: unknown[] }> };
          }
        ).axe;
        const result = await axe.run('#storybook-root', {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return (result.violations as { id: string; nodes: { target: string[] }[] }[]).map(
          (v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      });
      for (const v of violations) problems.push(`axe: ${v}`);
      await page.close();
      assert.deepEqual(problems, []);
    });
  }
});
