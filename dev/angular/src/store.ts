import { InjectionToken } from '@angular/core';
import { createClient } from '@search-ui/elements/api';
import { Store } from '@search-ui/elements/store';

/** The page's one store (API client and shared state), injected where the elements need it. */
export const SEARCH_STORE = new InjectionToken<Store>('search-ui store');

/** Where the example's data comes from: the attributes of `<app-root>` (see index.html). */
export interface ExampleConfig {
  appId: string;
  apiKey: string;
  /** One base URL for every service, e.g. the local emulator `http://localhost:8787`. */
  host?: string | undefined;
}

export function createStore({ appId, apiKey, host }: ExampleConfig): Store {
  const hosts = host ? { main: host, usage: host, events: host } : undefined;
  return new Store({ client: createClient({ appId, apiKey, ...(hosts ? { hosts } : {}) }) });
}
