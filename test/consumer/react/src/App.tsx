// A Vite + React 19 app using the package's React components (`@search-ui/elements/react`).
import { useMemo, useState } from 'react';
import { createClient } from '@search-ui/elements/api';
import { Store } from '@search-ui/elements/store';
import {
  CompositionView,
  SearchPagination,
  SearchProvider,
  SecretKeyList,
  UsageChart,
} from '@search-ui/elements/react';

export function App() {
  // The service's address and the application come from the page's query string (the test
  // points them at the local emulator).
  const store = useMemo(() => {
    const params = new URLSearchParams(location.search);
    const host = params.get('host') ?? 'http://127.0.0.1:8787';
    const client = createClient({
      appId: params.get('appId') ?? 'DEMOAPP',
      apiKey: params.get('apiKey') ?? 'emulator-admin-key',
      hosts: { main: host, usage: host, events: host },
    });
    return new Store({ client, search: { page: 0, nbPages: 5, nbHits: 100 } });
  }, []);
  const [keyPage, setKeyPage] = useState(0);
  return (
    <SearchProvider store={store}>
      <SearchPagination />
      <UsageChart statistic="total_search_requests" period="month" />
      <SecretKeyList page={keyPage} onSearchPageChange={(event) => setKeyPage(event.detail.page)} />
      <CompositionView compositionId="injection-three" />
    </SearchProvider>
  );
}
