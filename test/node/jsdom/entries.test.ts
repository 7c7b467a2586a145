// The built package under jsdom, as the "jsdom" test environments of Jest and Vitest run an
// app's tests: the window's globals installed (window, document, HTMLElement, customElements,
// navigator, localStorage, jsdom's URL without `createObjectURL`…) and a `crypto` without
// `randomUUID` (as in older jsdom, and in browsers on plain-http pages). Every entry of
// package.json's `exports` imports from dist/, and the insights client sends its events to the
// local emulator. Needs the build (`npm test` builds first; alone: `node scripts/build.mjs`).
// (node:test runs each file in a process of its own: these globals stay here.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { startEmulator, type RunningEmulator } from '../../../dev/emulator/server.js';

const { window } = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});

// What Node has and the window has too comes from the window when it is the DOM's (events,
// abort signals, URL, Blob), as the environments install it. jsdom has no fetch: Node's stays,
// taking jsdom's abort signals the way Vitest's environment lets it.
const fromDom = [
  'Event',
  'EventTarget',
  'CustomEvent',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
  'Blob',
];
const { fetch: nodeFetch, AbortController: NodeAbortController } = globalThis;
const globals = globalThis as unknown as Record<string, unknown>;
const domWindow = window as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if ((key in globalThis && !fromDom.includes(key)) || key.startsWith('_')) continue;
  Object.defineProperty(globalThis, key, {
    value: domWindow[key],
    configurable: true,
    writable: true,
  });
}
globals.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
  const { signal } = init;
  if (!signal) return nodeFetch(input, init);
  const controller = new NodeAbortController();
  if (signal.aborted) controller.abort(signal.reason);
  signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return nodeFetch(input, { ...init, signal: controller.signal });
};
globals.window = window;
globals.self = window;
// jsdom's Web Crypto, without `randomUUID`.
const domCrypto = window.crypto;
Object.defineProperty(globalThis, 'crypto', {
  value: { getRandomValues: domCrypto.getRandomValues.bind(domCrypto) },
  configurable: true,
});

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  exports: Record<string, string | { types: string; default: string }>;
};
/** Every JavaScript file package.json exports, as `[specifier, file]`, CDN files included. */
const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) => {
  const file = typeof target === 'string' ? target : target.default;
  if (subpath === './cdn/*') {
    const dir = file.slice(0, file.indexOf('*'));
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [`${pkg.name}/cdn/${name}`, dir + name] as const);
  }
  if (!file.endsWith('.js')) return [];
  return [[`${pkg.name}${subpath.slice(1)}`, file] as const];
});

const built = existsSync('dist/insights-compat.js');

describe('the built package under jsdom, without crypto.randomUUID', { skip: !built }, () => {
  let emulator: RunningEmulator;
  before(async () => {
    emulator = await startEmulator({ quiet: true });
  });
  after(() => emulator.close());

  it('has the globals of a jsdom environment', () => {
    assert.equal(typeof document.createElement, 'function');
    assert.equal(typeof customElements.define, 'function');
    assert.equal(crypto.randomUUID, undefined);
    assert.equal(typeof URL.createObjectURL, 'undefined');
  });

  for (const [specifier, file] of entries) {
    it(`imports ${specifier}`, async () => {
      assert.ok(existsSync(file), `${file} is not built`);
      await import(specifier);
    });
  }

  it('registers the elements in the jsdom window', () => {
    for (const tag of ['search-pagination', 'usage-chart', 'secret-key-list', 'search-provider']) {
      assert.ok(customElements.get(tag), `<${tag}> is not registered`);
    }
  });

  it('sends insights events through the compat client, with v4 UUIDs for ids', async () => {
    // As an app imports them (typed by the sources: the test type-checks before the build).
    const { createClient } = (await import(
      `${pkg.name}/api`
    )) as typeof import('../../../src/api/index.js');
    const { InsightsQueue, createInsightsClient } = (await import(
      `${pkg.name}/insights/compat`
    )) as typeof import('../../../src/insights/compat.js');
    const appId = `DEMOAPP_jsdom${process.pid}`;
    const client = createClient({
      appId,
      apiKey: 'emulator-search-key',
      hosts: { main: emulator.url, usage: emulator.url, events: emulator.url },
    });
    const queue = new InsightsQueue({ client, keepAnonymousUserToken: true, flushDelay: 60_000 });
    const aa = createInsightsClient(queue);
    const events = ['sku-1', 'sku-2', 'sku-3'].map((id, i) => ({
      eventName: 'Product Clicked',
      index: 'products',
      objectIDs: [id],
      positions: [i + 1],
      queryID: 'a'.repeat(32),
    }));
    for (const event of events) await aa('clickedObjectIDsAfterSearch', event);
    const token = aa('getUserToken') as string;
    assert.match(token, /^anonymous-/);
    assert.match(token.slice('anonymous-'.length), V4);

    // Waiting in localStorage under ids `<uuid>-<n>` until sent.
    const stored = JSON.parse(localStorage.getItem(`search-ui-insights:${appId}`)!) as {
      id: string;
    }[];
    assert.equal(stored.length, 3);
    for (const { id } of stored) assert.match(id.slice(0, 36), V4);
    assert.equal(localStorage.getItem(`search-ui-insights:${appId}:token`), token);

    await queue.flush();
    queue.close();
    const response = await fetch(`${emulator.url}/__emulator/events?appId=${appId}`);
    const received = ((await response.json()) as { events: Record<string, unknown>[] }).events;
    assert.deepEqual(
      received.map((e) => [e.eventType, e.objectIDs, e.userToken]),
      events.map((e) => ['click', e.objectIDs, token]),
    );
  });
});
