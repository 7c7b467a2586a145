/**
 * The browser side of the SSR example: hydrates the server-rendered page of `render.ts`.
 *
 * Order matters: Lit's hydration support first (before any `LitElement` class exists), then
 * what the server knew and the browser does not get from the HTML (the store, and the data the
 * server rendered, from the page's JSON script), and only then the elements (imported
 * dynamically, so they upgrade with their properties already set).
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { createCore } from '../../src/api/index.js';
import { Store } from '../../src/store/index.js';
import type { PageData } from './render.js';

interface Config {
  emulatorUrl: string;
  appId: string;
  apiKey: string;
  data: PageData;
}

const config = JSON.parse(document.getElementById('ssr-config')!.textContent!) as Config;
const url = config.emulatorUrl;
const store = new Store({
  client: createCore({
    appId: config.appId,
    apiKey: config.apiKey,
    hosts: { main: url, usage: url, events: url },
  }),
});
const set = (id: string, values: Record<string, unknown>) =>
  Object.assign(document.getElementById(id)!, values);
set('provider', { store });
if (config.data.usage) set('chart', { data: config.data.usage });
if (config.data.keys) set('keys', { data: config.data.keys });
if (config.data.composition) set('composition', { composition: config.data.composition });

await import('../../src/provider/define.js');
await import('../../src/usage-chart/define.js');
await import('../../src/secret-key-list/define.js');
await import('../../src/composition-view/define.js');
await import('../../src/pagination/define.js');
document.documentElement.dataset['hydrated'] = '';
