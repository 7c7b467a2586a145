// Stories talk to the local emulator like a real page would. Its address comes from
// `window.__EMULATOR_URL__` (set by the story test), then the STORYBOOK_EMULATOR_URL build
// variable, then the emulator's documented default port.
import { createClient } from '../../src/api/index.js';
import { Store } from '../../src/store/index.js';

declare global {
  interface Window {
    __EMULATOR_URL__?: string;
  }
}

export const emulatorKeys = {
  admin: 'emulator-admin-key',
  settings: 'emulator-settings-key',
  usage: 'emulator-usage-key',
  search: 'emulator-search-key',
  invalid: 'not-a-valid-key',
} as const;

export function emulatorUrl(): string {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  return window.__EMULATOR_URL__ || env?.STORYBOOK_EMULATOR_URL || 'http://127.0.0.1:8787';
}

let counter = 0;
/** An application id of its own, so a story's injected faults touch no other story. */
export function storyAppId(): string {
  counter += 1;
  return `DEMOAPP_story${Date.now().toString(36)}${counter}`;
}

/** A store whose client talks to the emulator for every area. */
export function emulatorStore(
  options: { apiKey?: string; appId?: string; timeouts?: { read?: number } } = {},
): Store {
  const url = emulatorUrl();
  const client = createClient({
    appId: options.appId ?? 'DEMOAPP',
    apiKey: options.apiKey ?? emulatorKeys.admin,
    hosts: { main: url, usage: url, events: url },
    retries: 0,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  });
  return new Store({ client });
}

/** Programs the emulator to misbehave for `appId` (see dev/emulator/README.md). */
export async function injectFault(appId: string, fault: Record<string, unknown>): Promise<void> {
  await fetch(`${emulatorUrl()}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId, ...fault }),
  });
}

/** What a data story's loader gives its render function. */
export interface LoadedStore {
  store: Store;
  appId: string;
}

/**
 * A story loader: a store on an application of its own, after programming the emulator to
 * misbehave on `route` with `fault` (so each story's faults touch no other story).
 */
export function withStore(
  route: 'secret-keys' | 'compositions' | 'usage' | 'events',
  options: { apiKey?: string; timeouts?: { read?: number }; fault?: Record<string, unknown> } = {},
) {
  return async (): Promise<LoadedStore> => {
    const appId = storyAppId();
    if (options.fault) await injectFault(appId, { route, ...options.fault });
    return {
      appId,
      store: emulatorStore({
        appId,
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
        ...(options.timeouts ? { timeouts: options.timeouts } : {}),
      }),
    };
  };
}
