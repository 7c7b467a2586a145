/**
 * The server side of the SSR example: renders a page with the four elements through Lit's
 * server renderer (`@lit-labs/ssr`), as a Next.js, Nuxt or Astro page would on the server.
 *
 * Lit's DOM shim is installed first (a server has no DOM); then the element entries are
 * imported, which register the elements in the shim's registry. The three shadow-DOM elements
 * render into declarative shadow DOM; `<search-pagination>` renders its light DOM through the
 * renderers of `src/pagination/ssr.ts` (where the template says `${renderLight()}`).
 *
 * Nothing here fetches on behalf of the elements: an element without data renders its loading
 * state and loads in the browser. The page may pass data it fetched itself (`data` below), to
 * the server render and, through a JSON script, to the browser (so hydration needs no request).
 *
 * Also a command, for the browser tests (a process of its own, so the shim stays out of the
 * test runner): `node --import tsx dev/ssr/render.ts '<options as JSON>'` prints the page.
 */
import '@lit-labs/ssr/lib/install-global-dom-shim.js';
import type { UsageResult } from '../../src/api/endpoints/usage.js';
import type { SecretKeysPage } from '../../src/api/schemas/secret-keys.js';
import type { CompositionLike } from '../../src/composition-view/model.js';

// Imported once the shim is in place (the shim's module waits on an asynchronous dependency,
// so static imports next to it could run first and register in a registry it then replaces).
const { render } = await import('@lit-labs/ssr');
const { collectResult } = await import('@lit-labs/ssr/lib/render-result.js');
const { renderLight } = await import('@lit-labs/ssr-client/directives/render-light.js');
const { html } = await import('lit');
const { paginationCSS } = await import('../../src/pagination/pagination.styles.js');
const { paginationRenderers } = await import('../../src/pagination/ssr.js');
// The element entries, as an app imports them on the server (they register the elements).
await import('../../src/provider/define.js');
await import('../../src/usage-chart/define.js');
await import('../../src/secret-key-list/define.js');
await import('../../src/composition-view/define.js');
await import('../../src/pagination/define.js');

/** Data the page passes to the elements (fetched by the page, never by the elements). */
export interface PageData {
  usage?: UsageResult;
  keys?: SecretKeysPage;
  composition?: CompositionLike;
}

export interface PageOptions {
  /** Where the browser reaches the emulator (all hosts). */
  emulatorUrl: string;
  appId: string;
  apiKey: string;
  /** The page's URL as the browser sees it (for the pagination's links). */
  url?: string;
  /** The `src` of the browser script that hydrates the page. */
  clientScript: string;
  /** The usage statistic and the composition id the elements show. */
  statistic?: string;
  compositionId?: string;
  data?: PageData;
  /** The zero-based page and page count of the pagination. */
  page?: number;
  nbPages?: number;
}

/** JSON safe inside a `<script>` element. */
const scriptJSON = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');

/** The page's HTML. */
export async function renderPage(options: PageOptions): Promise<string> {
  const { data = {}, statistic = 'search_operations', compositionId = 'injection-one' } = options;
  const { page = 0, nbPages = 5 } = options;
  const body = html`<main>
    <h1>Server-rendered elements</h1>
    <search-provider id="provider">
      <section aria-labelledby="usage-heading">
        <h2 id="usage-heading">Usage</h2>
        <usage-chart
          id="chart"
          statistic=${statistic}
          period="month"
          .data=${data.usage}
        ></usage-chart>
      </section>
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">Secret keys</h2>
        <secret-key-list id="keys" .data=${data.keys}></secret-key-list>
      </section>
      <section aria-labelledby="composition-heading">
        <h2 id="composition-heading">Composition</h2>
        <composition-view
          id="composition"
          composition-id=${compositionId}
          .composition=${data.composition}
        ></composition-view>
      </section>
    </search-provider>
    <!-- Outside the provider: driven by its attributes (a store would drive it inside). -->
    <section aria-labelledby="pages-heading">
      <h2 id="pages-heading">Pages</h2>
      <search-pagination id="pages" page=${page} nb-pages=${nbPages} no-url-sync scroll-to="false"
        >${renderLight()}</search-pagination
      >
    </section>
  </main>`;
  const config = {
    emulatorUrl: options.emulatorUrl,
    appId: options.appId,
    apiKey: options.apiKey,
    data,
  };
  const elements = await collectResult(
    render(body, { elementRenderers: paginationRenderers(options.url) }),
  );
  // The document around it: plain text (Lit's templates are for the elements' part).
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Server-rendered elements</title>
    <link rel="icon" href="data:," />
    <!-- The pagination's look before its script runs (the element adopts it afterwards). -->
    <style>
      ${paginationCSS}
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
    </style>
  </head>
  <body>
    ${elements}
    <script type="application/json" id="ssr-config">${scriptJSON(config)}</script>
    <script type="module" src="${options.clientScript}"></script>
  </body>
</html>
`;
}

// As a command: the options as JSON in the first argument, the page on stdout.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(await renderPage(JSON.parse(process.argv[2] ?? '{}') as PageOptions));
}
