// A plain Vite + TypeScript app using the package as its README says ("With a bundler").
import '@search-ui/elements/themes/default.css';
import { createClient } from '@search-ui/elements/api';
import { Store } from '@search-ui/elements/store';
import '@search-ui/elements/provider';
import '@search-ui/elements/pagination';
import '@search-ui/elements/usage-chart';
import '@search-ui/elements/secret-key-list';
import '@search-ui/elements/composition-view';

// The service's address and the application come from the page's query string (the test
// points them at the local emulator).
const params = new URLSearchParams(location.search);
const host = params.get('host') ?? 'http://127.0.0.1:8787';
const client = createClient({
  appId: params.get('appId') ?? 'DEMOAPP',
  apiKey: params.get('apiKey') ?? 'emulator-admin-key',
  hosts: { main: host, usage: host, events: host },
});

const provider = document.querySelector('search-provider')!;
provider.store = new Store({ client, search: { page: 0, nbPages: 5, nbHits: 100 } });
