/** Shared helpers of the emulator's Node tests: start one on port 0, call it with keys. */
import {
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '../../../dev/emulator/server.js';

export const KEYS = {
  admin: 'emulator-admin-key',
  settings: 'emulator-settings-key',
  usage: 'emulator-usage-key',
  search: 'emulator-search-key',
  invalid: 'not-an-emulator-key',
} as const;

/** A fixed clock for the usage window: 2026-06-15 13:30 UTC. */
export const NOW = Date.UTC(2026, 5, 15, 13, 30, 0);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function start(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ quiet: true, now: () => NOW, ...options });
}

let counter = 0;
/** A fresh application id of the `DEMOAPP_<suffix>` family. */
export function appId(): string {
  counter += 1;
  return `DEMOAPP_node${process.pid}x${counter}`;
}

export interface CallOptions {
  method?: string;
  /** `null` sends no application id header. */
  appId?: string | null;
  /** `null` sends no key header. */
  key?: string | null;
  body?: unknown;
  /** A raw body sent as is (takes precedence over `body`). */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** Calls the emulator like a client would (auth headers, JSON body). */
export async function call(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const app = options.appId === undefined ? 'DEMOAPP' : options.appId;
  const key = options.key === undefined ? KEYS.admin : options.key;
  if (app !== null) headers['X-Service-Application-Id'] = app;
  if (key !== null) headers['X-Service-API-Key'] = key;
  let body: string | Uint8Array | undefined = options.raw;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: body as BodyInit | undefined,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Calls a test-only route (no auth headers). */
export async function testRoute(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<CallResult> {
  return call(base, path, { method, appId: null, key: null, body });
}

/** `?startDate=…&endDate=…[&granularity=…]` for a range given in ms. */
export function range(start: number, end: number, granularity?: string): string {
  const q = new URLSearchParams({
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
  });
  if (granularity !== undefined) q.set('granularity', granularity);
  return `?${q}`;
}

/** A valid event of the "clicked object IDs after search" variant. */
export function clickEvent(n = 0): Record<string, unknown> {
  return {
    eventType: 'click',
    eventName: 'Product clicked',
    index: 'products',
    userToken: `user-${n}`,
    objectIDs: [`sku-${n}`],
    positions: [n + 1],
    queryID: '0123456789abcdef0123456789abcdef',
  };
}
