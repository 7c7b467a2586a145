/**
 * Test support for the local service emulator (dev/emulator/): where it runs, its fixed keys,
 * a unique application id per test (so faults, events and request logs never leak between
 * tests running in parallel), its test-only routes, and a real API client and store pointed at
 * it for every host.
 *
 * Works in the browser tests (the runner sets `window.__EMULATOR_URL__`) and in Node (set
 * `globalThis.__EMULATOR_URL__`, call `setEmulatorUrl()`, or export `EMULATOR_URL`).
 */
import { createClient, type ApiClient } from '../../src/api/index.js';
import { Store, type StoreOptions } from '../../src/store/index.js';

/** The emulator's fixed API keys (see dev/emulator/README.md), plus one it rejects. */
export const keys = Object.freeze({
  /** settings, editSettings, usage and search; sees secret key values in full. */
  admin: 'emulator-admin-key',
  /** settings and editSettings (secret keys, compositions); secret key values come back redacted. */
  settings: 'emulator-settings-key',
  /** usage only. */
  usage: 'emulator-usage-key',
  /** search only (events). */
  search: 'emulator-search-key',
  /** Not a key: every endpoint answers 401. */
  invalid: 'not-an-emulator-key',
});

/** The shared application id: every `DEMOAPP_<suffix>` sees the same seed data. */
export const DEMO_APP_ID = 'DEMOAPP';

/** A fault rule for one route of one application (see the emulator README). */
export interface Fault {
  route: 'secret-keys' | 'compositions' | 'usage' | 'events' | '*';
  /** How many matching requests it applies to (default 1; 0 = until cleared). */
  times?: number;
  /** Delay in ms before the answer (or before the other effect). */
  latency?: number;
  /** Answer with this status, and `body` (JSON) or a default `{status, message}`. */
  status?: number;
  body?: unknown;
  /** 200 with a body that is not valid JSON. */
  malformed?: true;
  /** 200 with valid JSON of the wrong shape. */
  wrongShape?: true;
  /** Close the connection without answering. */
  drop?: true;
}

export interface LoggedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  /** Lower-case header names, values as sent. */
  headers: Record<string, string>;
  /** Arrival time (ms since 1970). */
  at: number;
  /** The status it was answered with, once answered (0: dropped without an answer). */
  status?: number;
}

let configuredUrl: string | undefined;

/** Points the helpers at an emulator (Node tests that start their own). */
export function setEmulatorUrl(url: string | undefined): void {
  configuredUrl = url;
}

/** The base URL of the running emulator, e.g. `http://127.0.0.1:40123`. */
export function emulatorUrl(): string {
  const fromGlobal = (globalThis as { __EMULATOR_URL__?: string }).__EMULATOR_URL__;
  const fromEnv =
    typeof process === 'undefined' ? undefined : (process.env?.EMULATOR_URL as string | undefined);
  const url = configuredUrl ?? (fromGlobal || undefined) ?? fromEnv;
  if (!url) {
    throw new Error(
      'No emulator URL: run the tests through the test runner (it starts the emulator), or set it with setEmulatorUrl().',
    );
  }
  return url.replace(/\/+$/, '');
}

let counter = 0;

/** A fresh `DEMOAPP_<suffix>` application id: same seed data, its own faults, events and log. */
export function uniqueAppId(): string {
  const random = new Uint32Array(2);
  globalThis.crypto.getRandomValues(random);
  counter += 1;
  const suffix = `t${Date.now().toString(36)}${counter.toString(36)}${random[0]!.toString(36)}${random[1]!.toString(36)}`;
  return `${DEMO_APP_ID}_${suffix.slice(0, 32)}`;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulatorUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `Emulator ${method} ${path.split('?')[0]} failed with ${response.status}: ${text}`,
    );
  }
  return JSON.parse(text) as T;
}

const query = (appId: string) => `?appId=${encodeURIComponent(appId)}`;

/** Adds a fault rule for `appId` (rules apply in the order they were added). */
export async function injectFault(appId: string, fault: Fault): Promise<void> {
  await call('POST', '/__emulator/faults', { ...fault, appId });
}

/**
 * A fresh application whose secret-keys route always answers one page holding `data` (keys a
 * test made up: hostile, long, …), with `pagination` (by default: page 1 of 1).
 */
export async function appServingKeys(
  data: unknown[],
  pagination = { limit: 10, page: 1, totalCount: data.length, totalPages: 1 },
): Promise<string> {
  const appId = uniqueAppId();
  await injectFault(appId, {
    route: 'secret-keys',
    status: 200,
    times: 0,
    body: { data, pagination },
  });
  return appId;
}

/** Removes every fault rule of `appId`. */
export async function clearFaults(appId: string): Promise<void> {
  await call('DELETE', `/__emulator/faults${query(appId)}`);
}

/** The events the emulator accepted for `appId`, in order. */
export async function acceptedEvents(appId: string): Promise<unknown[]> {
  return (await call<{ events: unknown[] }>('GET', `/__emulator/events${query(appId)}`)).events;
}

/** Forgets the accepted events of `appId`. */
export async function clearAcceptedEvents(appId: string): Promise<void> {
  await call('DELETE', `/__emulator/events${query(appId)}`);
}

/** Every API request the emulator received for `appId` (test routes excluded), in order. */
export async function requestLog(appId: string): Promise<LoggedRequest[]> {
  return (await call<{ requests: LoggedRequest[] }>('GET', `/__emulator/requests${query(appId)}`))
    .requests;
}

/** Forgets the faults, accepted events and request log of `appId`. */
export async function resetApp(appId: string): Promise<void> {
  await call('DELETE', `/__emulator/reset${query(appId)}`);
}

export interface EmulatorClientOptions {
  /** Default: a fresh `uniqueAppId()` (read it back from `client.appId`). */
  appId?: string;
  /** Default: the admin key. */
  apiKey?: string;
  timeouts?: { connect?: number; read?: number; write?: number };
  retries?: number;
}

/** A real API client pointed at the emulator for the main, usage and events hosts. */
export function makeClient(options: EmulatorClientOptions = {}): ApiClient {
  const url = emulatorUrl();
  return createClient({
    appId: options.appId ?? uniqueAppId(),
    apiKey: options.apiKey ?? keys.admin,
    hosts: { main: url, usage: url, events: url },
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.retries !== undefined ? { retries: options.retries } : {}),
  });
}

/** A store holding `makeClient(options)`. */
export function makeStore(
  options: EmulatorClientOptions & Omit<StoreOptions<ApiClient>, 'client'> = {},
): Store<ApiClient> {
  const { appId, apiKey, timeouts, retries, ...storeOptions } = options;
  return new Store<ApiClient>({
    ...storeOptions,
    client: makeClient({ appId, apiKey, timeouts, retries }),
  });
}
