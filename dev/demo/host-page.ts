// A plain host page: no styles of its own, and the colour scheme the address asks for
// (`?scheme=none`, `dark` or `light-dark`), declared on the root as a site would. The elements
// follow what the page declares, never the system alone: with none, they stay light even when
// the system is dark. `npm start` serves it at /dev/demo/host-page.html.
import '../../src/provider/index.js';
import '../../src/pagination/index.js';
import '../../src/usage-chart/index.js';
import '../../src/secret-key-list/index.js';
import '../../src/composition-view/index.js';
import { createCore } from '../../src/api/index.js';
import { Store } from '../../src/store/index.js';
import { emulatorUrl } from './config.js';

const schemes = { none: '', dark: 'dark', 'light-dark': 'light dark' } as const;
const asked = new URLSearchParams(location.search).get('scheme') ?? 'none';
const scheme = schemes[asked as keyof typeof schemes] ?? '';
document.documentElement.style.colorScheme = scheme;
document.getElementById('scheme-note')!.textContent = scheme
  ? `This page declares color-scheme: ${scheme}.`
  : 'This page declares no color-scheme, like most sites: it is light, whatever the system prefers.';

const client = createCore({
  appId: 'DEMOAPP',
  apiKey: 'emulator-admin-key',
  hosts: { main: emulatorUrl, usage: emulatorUrl, events: emulatorUrl },
});
document.querySelector('search-provider')!.store = new Store({ client });
