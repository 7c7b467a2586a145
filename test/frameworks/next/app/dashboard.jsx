'use client';
// The elements through the React components. Rendered on the server (the pagination with its
// links) and hydrated in the browser.
import { useState } from 'react';
import { createClient } from '@search-ui/elements/api';
import { Store } from '@search-ui/elements/store';
import {
  CompositionView,
  SearchPagination,
  SearchProvider,
  SecretKeyList,
  UsageChart,
} from '@search-ui/elements/react';

/** The store, in the browser only: the API client's credentials never reach the server's HTML. */
function browserStore() {
  if (typeof window === 'undefined') return undefined;
  // The service's address and the application come from the page's query string (the test
  // points them at the local emulator).
  const params = new URLSearchParams(location.search);
  const host = params.get('host') ?? 'http://127.0.0.1:8787';
  const client = createClient({
    appId: params.get('appId') ?? 'DEMOAPP',
    apiKey: params.get('apiKey') ?? 'emulator-admin-key',
    hosts: { main: host, usage: host, events: host },
  });
  return new Store({ client });
}

export function Dashboard() {
  const [store] = useState(browserStore);
  const [keyPage, setKeyPage] = useState(0);
  const [resultsPage, setResultsPage] = useState(0);
  return (
    <>
      <SearchProvider store={store}>
        <UsageChart statistic="total_search_requests" period="month" />
        <SecretKeyList
          page={keyPage}
          onSearchPageChange={(event) => setKeyPage(event.detail.page)}
        />
        <CompositionView compositionId="injection-three" />
      </SearchProvider>
      <p id="results-page">Results page {resultsPage + 1}</p>
      <SearchPagination
        page={resultsPage}
        nbPages={8}
        urlSync={false}
        scrollTarget={false}
        onSearchPageChange={(event) => {
          event.preventDefault();
          setResultsPage(event.detail.page);
        }}
      />
    </>
  );
}
