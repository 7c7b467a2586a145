// The SSR example: a Node server whose page is rendered by Lit's server renderer, with the
// four elements, then hydrated in the browser.
//
//   node --import tsx dev/ssr/server.mjs      (then open the printed address)
//
// It uses the local emulator at EMULATOR_URL (default http://127.0.0.1:8787, as
// `npm run emulator` starts it), or starts one itself when none answers there. The usage
// chart and the composition get data the page fetched on the server (rendered as content, and
// hydrated without a request); the secret key list renders its loading state and loads in the
// browser (its secrets never reach the HTML); the pagination renders its links.
// PORT picks the port (default 8790).
import { createServer } from 'node:http';
import { build } from 'esbuild';
import { renderPage } from './render.ts';
import { createClient, getComposition, getUsage } from '../../src/api/index.ts';
import { startEmulator } from '../emulator/server.ts';

const port = Number(process.env.PORT ?? 8790);
let emulatorUrl = process.env.EMULATOR_URL ?? 'http://127.0.0.1:8787';
try {
  await fetch(emulatorUrl, { signal: AbortSignal.timeout(1000) });
} catch {
  const emulator = await startEmulator({ port: 0, quiet: true });
  emulatorUrl = emulator.url;
  console.log(`No emulator at the default address: started one at ${emulatorUrl}`);
}

const appId = 'DEMOAPP';
const apiKey = 'emulator-admin-key';

// The browser script, bundled once (one copy of Lit, the hydration support first).
const client = await build({
  entryPoints: [new URL('./client.ts', import.meta.url).pathname],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  write: false,
  tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname,
});
const clientCode = client.outputFiles[0].text;

/** What the page fetches on the server for its elements (the elements fetch nothing there). */
async function pageData() {
  const api = createClient({
    appId,
    apiKey,
    hosts: { main: emulatorUrl, usage: emulatorUrl, events: emulatorUrl },
  });
  const [usage, composition] = await Promise.all([
    getUsage(api, { statistic: 'search_operations', period: 'month' }),
    getComposition(api, 'injection-one'),
  ]);
  return { usage, composition };
}

createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (url.pathname === '/client.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(clientCode);
      return;
    }
    if (url.pathname !== '/') {
      response.writeHead(404).end();
      return;
    }
    const page = Math.max(0, (Number(url.searchParams.get('page')) || 1) - 1);
    const html = await renderPage({
      emulatorUrl,
      appId,
      apiKey,
      url: url.pathname + url.search,
      clientScript: '/client.js',
      data: await pageData(),
      page,
      nbPages: 5,
    });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end(String(error));
  }
}).listen(port, '127.0.0.1', () => {
  console.log(`Server-rendered page: http://127.0.0.1:${port}/`);
});
