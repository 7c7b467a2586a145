/**
 * The client core: credentials, hosts and the transport, with no endpoint attached. Each endpoint
 * is a separate function taking a core (`src/api/endpoints/`), so an element that needs one
 * endpoint bundles one schema; `createClient` attaches all five as methods.
 *
 * Every base URL is an option (`hosts`); the defaults are neutral placeholders derived from the
 * application id, to be replaced by the real hosts of the platform (and by the local emulator in
 * development and tests):
 *
 * | area   | default                                                                    |
 * |--------|----------------------------------------------------------------------------|
 * | main   | `https://{appid}-dsn.search.example` (read-optimised) first, then `https://{appid}-1…3.search.example` in an order shuffled once per client |
 * | usage  | `https://usage.search.example`                                             |
 * | events | `https://insights.{region}.search.example`, or `https://insights.search.example` without a region |
 *
 * A list given in `hosts` is tried in its own order.
 */
import { Transport } from './transport.js';

export interface ClientOptions {
  appId: string;
  /** Sent only in the `X-Service-API-Key` header; never in a URL, a message or a log. */
  apiKey: string;
  /** Base URLs, e.g. `http://127.0.0.1:8787`; a list is tried in order (fallback). */
  hosts?: { main?: string | string[]; usage?: string | string[]; events?: string | string[] };
  /** Picks the default events host when `hosts.events` is not set. */
  region?: 'us' | 'de';
  /** In ms; defaults connect 2000, read 5000, write 30000. */
  timeouts?: { connect?: number; read?: number; write?: number };
  /** Retryable attempts after the first (default 3). */
  retries?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/** What every endpoint function needs: the hosts of each area and the authenticated transport. */
export interface ClientCore {
  readonly appId: string;
  readonly hosts: { readonly main: string[]; readonly usage: string[]; readonly events: string[] };
  readonly transport: Transport;
}

function list(hosts: string | string[] | undefined): string[] | undefined {
  return hosts === undefined ? undefined : typeof hosts === 'string' ? [hosts] : [...hosts];
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function createCore(options: ClientOptions): ClientCore {
  const { appId, apiKey } = options;
  if (!appId || !apiKey) throw new TypeError('createClient needs an appId and an apiKey.');
  const id = encodeURIComponent(appId.toLowerCase());
  const main = list(options.hosts?.main) ?? [
    `https://${id}-dsn.search.example`,
    ...shuffle([1, 2, 3].map((n) => `https://${id}-${n}.search.example`)),
  ];
  const usage = list(options.hosts?.usage) ?? ['https://usage.search.example'];
  const events = list(options.hosts?.events) ?? [
    options.region
      ? `https://insights.${options.region}.search.example`
      : 'https://insights.search.example',
  ];
  const t = options.timeouts ?? {};
  const transport = new Transport(
    appId,
    apiKey,
    { connect: t.connect ?? 2_000, read: t.read ?? 5_000, write: t.write ?? 30_000 },
    Math.max(0, Math.floor(options.retries ?? 3)),
  );
  return { appId, hosts: { main, usage, events }, transport };
}
