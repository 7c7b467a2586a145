// Server rendering, then hydration in Chromium: the page of dev/ssr/render.ts is rendered by
// Lit's server renderer on the Node side (the `/__ssr/page` route of ssr-plugin.mjs), loaded
// in a frame as a browser loads it, and hydrated by dev/ssr/client.ts (Lit's hydration support
// first, then the elements). A classic script placed before the hydration script keeps the
// server's nodes and records every node removed from the shadow roots.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { getComposition, getUsage, listSecretKeys } from '../../../src/api/index.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import type { UsageChart } from '../../../src/usage-chart/index.js';
import type { CompositionView } from '../../../src/composition-view/index.js';
import type { SearchPagination } from '../../../src/pagination/index.js';
import {
  clearFaults,
  emulatorUrl,
  injectFault,
  keys,
  makeClient,
  requestLog,
  uniqueAppId,
} from '../../support/emulator.js';
import type { PageData, PageOptions } from '../../../dev/ssr/render.js';

const SHADOW = ['chart', 'keys', 'composition'] as const;

interface Probe {
  /** Every element of each shadow root, as the server rendered it. */
  nodes: Record<string, Element[]>;
  /** The nodes removed from each shadow root since the page was parsed. */
  removed: Record<string, Node[]>;
  /** The pagination's children as the server rendered them. */
  pagination: Element[];
}

const PROBE = `<script>
(() => {
  const probe = (window.__probe = { nodes: {}, removed: {}, pagination: [] });
  for (const id of ${JSON.stringify(SHADOW)}) {
    const root = document.getElementById(id).shadowRoot;
    probe.nodes[id] = [...root.querySelectorAll('*')];
    probe.removed[id] = [];
    new MutationObserver((records) => {
      for (const r of records) probe.removed[id].push(...r.removedNodes);
    }).observe(root, { childList: true, subtree: true });
  }
  probe.pagination = [...document.getElementById('pages').children];
})();
</script>`;

type Frame = Window & { __probe: Probe };

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

/** The server's HTML of the page. */
async function serverPage(options: Partial<PageOptions> & { appId: string }): Promise<string> {
  const full: PageOptions = {
    emulatorUrl: emulatorUrl(),
    apiKey: keys.admin,
    clientScript: '/dev/ssr/client.ts',
    ...options,
  };
  const response = await fetch(`/__ssr/page?options=${encodeURIComponent(JSON.stringify(full))}`);
  expect(response.status).to.equal(200);
  return response.text();
}

/** Loads the server's HTML in a frame and waits until every element has hydrated and settled. */
async function hydrate(html: string): Promise<Frame> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1000px; height: 700px';
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = html.replace('<script type="module"', `${PROBE}<script type="module"`);
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Frame;
  await waitUntil(() => win.document.documentElement.hasAttribute('data-hydrated'), '', {
    timeout: 8000,
  });
  await settle(win);
  return win;
}

/** Every element's pending updates done (the hydration pass, then the browser's own). */
async function settle(win: Window): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    for (const id of [...SHADOW, 'pages']) {
      await (win.document.getElementById(id) as unknown as { updateComplete: Promise<unknown> })
        .updateComplete;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const shadow = (win: Window, id: string) => win.document.getElementById(id)!.shadowRoot!;

/** The page's data, fetched as a page would fetch it (another application id: its own log). */
async function pageData(): Promise<PageData> {
  const client = makeClient({ apiKey: keys.admin });
  const settings = makeClient({ apiKey: keys.settings });
  const [usage, keysPage, composition] = await Promise.all([
    getUsage(client, { statistic: 'search_operations', period: 'month' }),
    // The settings key: secret values come back redacted, fit for a page's HTML.
    listSecretKeys(settings, { page: 1, limit: 10 }),
    getComposition(client, 'injection-one'),
  ]);
  return { usage, keys: keysPage, composition };
}

describe('server rendering and hydration', function () {
  // Each test renders four elements on the server and loads them in the browser: ~3 s in
  // WebKit, over 10 s (mocha's default bound) on a busy 2-core machine.
  this.timeout(30_000);

  it('hydrates given data without a request and without touching the server DOM', async () => {
    const data = await pageData();
    const appId = uniqueAppId();
    const html = await serverPage({ appId, data });
    const win = await hydrate(html);
    const probe = win.__probe;

    // Content, not a loading state, and the server's nodes are the ones on screen.
    expect(shadow(win, 'chart').querySelector('[part="legend"]')).to.exist;
    expect(shadow(win, 'keys').querySelectorAll('tbody tr').length).to.equal(
      data.keys!.data.length,
    );
    expect(shadow(win, 'composition').querySelector('[part="header"] h2')!.textContent).to.equal(
      data.composition!.name,
    );
    for (const id of SHADOW) {
      expect(probe.nodes[id]!.length, id).to.be.greaterThan(5);
      expect(
        probe.nodes[id]!.every((node) => node.isConnected),
        `${id}: every server node still in place`,
      ).to.be.true;
      expect(probe.removed[id], `${id}: nothing removed`).to.have.length(0);
      expect(shadow(win, id).querySelector('[part="loading"]'), id).to.equal(null);
    }
    // No second fetch: the page's application made no request at all.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await requestLog(appId)).to.have.length(0);
  });

  it('hydrates the loading state, then loads once per element in the browser', async () => {
    const appId = uniqueAppId();
    // Answers held until the faults are cleared: the loading state stays while it is checked.
    await injectFault(appId, { route: '*', latency: 60_000, times: 0 });
    const html = await serverPage({ appId });
    for (const part of [
      'Loading usage statistics',
      'Loading secret keys',
      'Loading the composition',
    ]) {
      expect(html).to.contain(part);
    }
    const win = await hydrate(html);
    const probe = win.__probe;
    for (const id of SHADOW) {
      const loading = shadow(win, id).querySelector('[part="loading"]');
      expect(loading, `${id} shows its loading state`).to.exist;
      expect(probe.nodes[id]!.includes(loading!), `${id}: the server's loading state`).to.be.true;
      expect(probe.removed[id], `${id}: nothing removed while hydrating`).to.have.length(0);
    }
    await clearFaults(appId);
    await waitUntil(
      () => SHADOW.every((id) => !shadow(win, id).querySelector('[part="loading"]')),
      'every element loaded',
      { timeout: 8000 },
    );
    await settle(win);
    expect((win.document.getElementById('chart') as UsageChart).result).to.exist;
    expect(shadow(win, 'keys').querySelectorAll('tbody tr').length).to.be.greaterThan(0);
    expect(shadow(win, 'composition').querySelector('[part="header"]')).to.exist;
    const routes = (await requestLog(appId)).map((r) => r.url.split('?')[0]!);
    expect(
      routes.filter((r) => r.startsWith('/1/usage/')),
      'usage',
    ).to.have.length(1);
    expect(
      routes.filter((r) => r === '/agent-studio/1/secret-keys'),
      'keys',
    ).to.have.length(1);
    expect(
      routes.filter((r) => r.startsWith('/1/compositions/')),
      'composition',
    ).to.have.length(1);
  });

  it('hydrates a server loading state as such when the chart gets data before it upgrades', async () => {
    // The server rendered the chart loading (no data there); in the browser the chart gets data
    // before it upgrades. Its first update must still render the server's loading state (else
    // Lit's hydration throws a mismatch), and the next one draws the data.
    const appId = uniqueAppId();
    const { usage } = await pageData();
    (window as Window & { __usage?: unknown }).__usage = usage;
    const html = await serverPage({
      appId,
      clientScript: '/test/browser/ssr/early-data-client.ts',
    });
    const win = await hydrate(html);
    const chart = shadow(win, 'chart');
    expect(win.__probe.nodes['chart']!.some((node) => node.matches('[part~="loading"]'))).to.be
      .true;
    expect(chart.querySelector('[part="loading"]')).to.equal(null);
    expect(chart.querySelector('[part="legend"]')).to.exist;
    expect(chart.querySelector('svg[part="panel"]')).to.exist;
    // Given its data, the chart asked the service for nothing.
    const routes = (await requestLog(appId)).map((r) => r.url.split('?')[0]!);
    expect(routes.filter((r) => r.startsWith('/1/usage/'))).to.have.length(0);
  });

  it('upgrades the pagination over its server markup: one list, working links', async () => {
    const html = await serverPage({ appId: uniqueAppId(), page: 1, nbPages: 4 });
    expect(html).to.match(/<search-pagination[^>]*role="navigation"[^>]*aria-label="Pagination"/);
    expect(html).to.contain('ais-Pagination-item--selected');
    const win = await hydrate(html);
    const pages = win.document.getElementById('pages') as SearchPagination;
    expect(win.__probe.pagination.length).to.be.greaterThan(0);
    expect(win.__probe.pagination.every((node) => !node.isConnected)).to.be.true;
    expect(pages.querySelectorAll('.ais-Pagination')).to.have.length(1);
    expect(pages.querySelectorAll('[role="status"]')).to.have.length(1);
    expect(pages.getAttribute('role')).to.equal('navigation');
    const current = () => pages.querySelector('[aria-current="page"]')!.textContent!.trim();
    expect(current()).to.equal('2');
    (pages.querySelector('[aria-label="Page 3"]') as HTMLElement).click();
    await pages.updateComplete;
    expect(current()).to.equal('3');
    expect(pages.page).to.equal(2);
  });

  it('renders what the browser renders once hydrated, in the page language', async () => {
    const data = await pageData();
    const html = (await serverPage({ appId: uniqueAppId(), data })).replace(
      '<html lang="en">',
      '<html lang="de">',
    );
    const win = await hydrate(html);
    // The same element rendered in the browser only, beside it on the same page.
    const text = (root: ShadowRoot) => {
      const copy = root.ownerDocument.createElement('div');
      copy.append(...[...root.childNodes].map((node) => node.cloneNode(true)));
      for (const style of copy.querySelectorAll('style')) style.remove();
      return copy.textContent!.replace(/\s+/g, ' ').trim();
    };
    // Both render again when the page language's strings arrive (loaded on demand): wait up to
    // 2 s for the two to agree, then compare.
    const agree = async (id: string, other: ShadowRoot) => {
      for (let waited = 0; waited < 2000; waited += 50) {
        if (text(shadow(win, id)) === text(other)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(text(shadow(win, id))).to.equal(text(other));
    };
    const fresh = win.document.createElement('secret-key-list') as SecretKeyList;
    fresh.data = data.keys;
    win.document.getElementById('keys')!.after(fresh);
    await fresh.updateComplete;
    await agree('keys', fresh.shadowRoot!);
    const chart = win.document.createElement('usage-chart') as UsageChart;
    Object.assign(chart, { statistic: 'search_operations', period: 'month', data: data.usage });
    win.document.getElementById('chart')!.after(chart);
    await chart.updateComplete;
    // Both charts lay out their axes once their resize observers report a width (a loaded
    // Firefox can take a few frames).
    await agree('chart', chart.shadowRoot!);
    const view = win.document.createElement('composition-view') as CompositionView;
    view.composition = data.composition;
    win.document.getElementById('composition')!.after(view);
    await view.updateComplete;
    await agree('composition', view.shadowRoot!);
  });
});
