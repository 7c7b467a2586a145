import { Component, CUSTOM_ELEMENTS_SCHEMA, inject, PLATFORM_ID, signal } from '@angular/core';
import { isPlatformBrowser } from '@angular/common';
import '@search-ui/elements/provider';
import '@search-ui/elements/usage-chart';
import '@search-ui/elements/secret-key-list';
import '@search-ui/elements/composition-view';
import '@search-ui/elements/pagination';
import type { PageChangeDetail } from '@search-ui/elements/pagination';
import { createClient } from '@search-ui/elements/api';
import { Store } from '@search-ui/elements/store';
import { PaginationServerLinks } from './pagination-server-links';

/** The store, in the browser only: the API client's credentials never reach the server's HTML. */
function browserStore(): Store {
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

@Component({
  selector: 'app-root',
  imports: [PaginationServerLinks],
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Dashboard</h1>
      <search-provider [store]="store">
        <usage-chart statistic="total_search_requests" period="month"></usage-chart>
        <secret-key-list
          [page]="keyPage()"
          (search-page-change)="keyPage.set($event.detail.page)"
        ></secret-key-list>
        <composition-view composition-id="injection-three"></composition-view>
      </search-provider>
      <p id="results-page">Results page {{ resultsPage() + 1 }}</p>
      <search-pagination
        serverLinks
        [attr.page]="resultsPage()"
        nb-pages="8"
        no-url-sync
        scroll-target="false"
        (search-page-change)="onResultsPage($event)"
      ></search-pagination>
      <footer>
        <p>Everything below the elements stays in place while they load.</p>
      </footer>
    </main>
  `,
})
export class App {
  readonly store = isPlatformBrowser(inject(PLATFORM_ID)) ? browserStore() : undefined;
  readonly keyPage = signal(0);
  readonly resultsPage = signal(0);

  onResultsPage(event: CustomEvent<PageChangeDetail>): void {
    event.preventDefault();
    this.resultsPage.set(event.detail.page);
  }
}
