/**
 * `createClient`: one typed client for the five endpoints of the service.
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
import { LimitError, EventValidationError } from './errors.js';
import {
  secretKeysPage,
  type SecretKeysPage,
  type SecretKeysParams,
} from './schemas/secret-keys.js';
import { composition, type Composition } from './schemas/composition.js';
import { usageSchemaFor, usageSeries, type UsagePoint } from './schemas/usage.js';
import { statusBody } from './schemas/common.js';
import {
  MAX_BODY_BYTES,
  MAX_EVENTS_PER_BATCH,
  validateEvent,
  type InsightsEvent,
} from './schemas/events.js';
import { parser, Transport } from './transport.js';
import { statisticPath, usageRange, type UsageParams, type UsageRange } from './usage-range.js';

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

export interface UsageResult extends UsageRange {
  /** Metric → points sorted by `t`; metrics without data are absent. */
  series: Record<string, UsagePoint[]>;
}

export interface ApiClient {
  readonly appId: string;
  /** `GET /agent-studio/1/secret-keys` (right: settings). */
  listSecretKeys(params?: SecretKeysParams, options?: RequestOptions): Promise<SecretKeysPage>;
  /** `GET /1/compositions/{objectID}` (right: settings / editSettings). */
  getComposition(objectID: string, options?: RequestOptions): Promise<Composition>;
  /** `GET /1/usage/{statistic}[/{index}]` (right: usage). */
  getUsage(params: UsageParams, options?: RequestOptions): Promise<UsageResult>;
  /** `POST /1/events` (right: search): every event is validated first; nothing is sent if one fails. */
  sendEvents(
    events: readonly InsightsEvent[],
    options?: RequestOptions & { keepalive?: boolean },
  ): Promise<{ status: number; message: string }>;
}

const parseSecretKeys = parser(secretKeysPage);
const parseComposition = parser(composition);
const parseStatus = parser(statusBody);

/** Browsers refuse `keepalive` bodies above 64 KiB: larger batches are sent without it. */
const KEEPALIVE_MAX_BYTES = 65_536;

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

function positiveInt(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
    throw new LimitError(name, `${name} must be an integer of at least 1 (got ${String(value)}).`);
  }
}

export function createClient(options: ClientOptions): ApiClient {
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

  return {
    appId,

    async listSecretKeys(params = {}, { signal } = {}) {
      positiveInt('page', params.page);
      positiveInt('limit', params.limit);
      return transport.request({
        hosts: main,
        method: 'GET',
        path: '/agent-studio/1/secret-keys',
        query: { page: params.page, limit: params.limit },
        parse: parseSecretKeys,
        signal,
      });
    },

    async getComposition(objectID, { signal } = {}) {
      if (typeof objectID !== 'string' || !objectID) {
        throw new LimitError('objectID', 'objectID must be a non-empty string.');
      }
      return transport.request({
        hosts: main,
        method: 'GET',
        path: `/1/compositions/${encodeURIComponent(objectID)}`,
        parse: parseComposition,
        signal,
      });
    },

    async getUsage(params, { signal } = {}) {
      const range = usageRange(params);
      const statistic = statisticPath(params.statistic);
      const index = params.index ? `/${encodeURIComponent(params.index)}` : '';
      const series = await transport.request({
        hosts: usage,
        method: 'GET',
        path: `/1/usage/${statistic}${index}`,
        query: { ...range },
        // Either envelope; a series without a name is the requested statistic's.
        parse: (json) =>
          usageSeries(parser(usageSchemaFor(json))(json), decodeURIComponent(statistic)),
        signal,
      });
      return { ...range, series };
    },

    async sendEvents(batch, { signal, keepalive } = {}) {
      if (batch.length < 1 || batch.length > MAX_EVENTS_PER_BATCH) {
        throw new LimitError(
          'events',
          `A batch holds 1 to ${MAX_EVENTS_PER_BATCH} events (got ${batch.length}): ${
            batch.length ? 'split it' : 'add an event'
          }.`,
        );
      }
      const now = Date.now();
      batch.forEach((event, i) => {
        const issue = validateEvent(event, now);
        if (issue) throw new EventValidationError(i, issue.path, issue.rule, issue.message);
      });
      const body = JSON.stringify({ events: batch });
      const bytes = new TextEncoder().encode(body).length;
      if (bytes >= MAX_BODY_BYTES) {
        throw new LimitError(
          'bodySize',
          `The request body must be under 2 MB (this batch is ${bytes} bytes): send fewer events per batch.`,
        );
      }
      const { status, message } = await transport.request({
        hosts: events,
        method: 'POST',
        path: '/1/events',
        body,
        parse: parseStatus,
        signal,
        keepalive: keepalive && bytes <= KEEPALIVE_MAX_BYTES,
      });
      return { status, message };
    },
  };
}
