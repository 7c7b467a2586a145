/**
 * The HTTP layer: headers-only auth, host fallback, retries with growing timeouts, abort.
 *
 * - A retryable failure is a network error, a timeout, or a status that is neither 2xx nor
 *   4xx. A 4xx (429 included) is never retried: it becomes an `HttpError` at once.
 * - Each attempt goes to the next host of the area that has not failed in the last 2 minutes
 *   (when every host has failed recently, all are tried again).
 * - An attempt's deadline is connect + read (GET) or connect + write (POST), multiplied by one
 *   more for each timeout already met during the call, so a slow service gets more time.
 *   (`fetch` cannot time the connection apart from the answer, so they are one budget.)
 * - The caller's `AbortSignal` ends the call with `AbortedError`, without retry.
 * - The API key travels only in the `X-Service-API-Key` header, and is scrubbed from any text
 *   the service sends back before it reaches an error.
 */
import { isMessageBody, isValidationBody } from './schemas/bodies.js';
import {
  AbortedError,
  HttpError,
  NetworkError,
  SchemaError,
  TimeoutError,
  ValidationError,
} from './errors.js';

export interface Timeouts {
  connect: number;
  read: number;
  write: number;
}

export interface TransportRequest<T> {
  hosts: readonly string[];
  method: 'GET' | 'POST';
  /** Path with its segments already encoded, e.g. `/1/compositions/abc`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: string;
  /** Reads a 2xx body (throws a `SchemaError` when it is not what the endpoint answers). */
  parse: (json: unknown) => T;
  signal?: AbortSignal | undefined;
  keepalive?: boolean | undefined;
}

/** How long a host that failed is skipped, in ms. */
const HOST_DOWN_MS = 120_000;

export class Transport {
  /** Host → time until which it is skipped. */
  readonly #down = new Map<string, number>();
  /** A true private field: the key cannot leak through logging or serialising the transport. */
  readonly #apiKey: string;

  constructor(
    readonly appId: string,
    apiKey: string,
    readonly timeouts: Timeouts,
    readonly retries: number,
  ) {
    this.#apiKey = apiKey;
  }

  /** The first host that has not failed recently; when all have, they take turns. */
  #pick(hosts: readonly string[], attempt: number): string {
    const now = Date.now();
    return hosts.find((h) => (this.#down.get(h) ?? 0) <= now) ?? hosts[attempt % hosts.length]!;
  }

  /** Replaces every occurrence of the API key in service text. */
  #scrub(text: string): string {
    return this.#apiKey ? text.split(this.#apiKey).join('[redacted]') : text;
  }

  async request<T>(req: TransportRequest<T>): Promise<T> {
    let timeouts = 0;
    let lastError: Error = new NetworkError('no host to send the request to');
    for (let attempt = 0; attempt <= this.retries && req.hosts.length; attempt++) {
      if (req.signal?.aborted) throw new AbortedError();
      const host = this.#pick(req.hosts, attempt);
      const budget =
        (this.timeouts.connect +
          (req.method === 'GET' ? this.timeouts.read : this.timeouts.write)) *
        (timeouts + 1);
      const result = await this.#attempt(host, req, budget);
      if (result.ok) return result.value;
      lastError = result.error;
      if (!result.retry) throw lastError;
      if (lastError instanceof TimeoutError) timeouts++;
      this.#down.set(host, Date.now() + HOST_DOWN_MS);
    }
    throw lastError;
  }

  async #attempt<T>(
    host: string,
    req: TransportRequest<T>,
    budget: number,
  ): Promise<{ ok: true; value: T } | { ok: false; error: Error; retry: boolean }> {
    // Joined as text so a base path of the host (`http://localhost/proxy`) is kept.
    const url = new URL(host.replace(/\/+$/, '') + req.path);
    for (const [k, v] of Object.entries(req.query ?? {})) {
      if (v !== undefined) url.searchParams.set(k, String(v));
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, budget);
    const onAbort = () => controller.abort();
    req.signal?.addEventListener('abort', onAbort, { once: true });
    let status = 0;
    let text: string;
    try {
      const response = await fetch(url, {
        method: req.method,
        headers: {
          accept: 'application/json',
          ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
          'X-Service-Application-Id': this.appId,
          'X-Service-API-Key': this.#apiKey,
        },
        body: req.body,
        signal: controller.signal,
        keepalive: req.keepalive ?? false,
        credentials: 'omit',
        // Answers belong to the application of the headers, not to the URL the HTTP cache keys
        // them by: never stored, and never queued behind another application's request for the
        // same URL (Chromium and Firefox hold a second request until the first one's answer).
        cache: 'no-store',
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      if (req.signal?.aborted) return { ok: false, error: new AbortedError(), retry: false };
      if (timedOut) return { ok: false, error: new TimeoutError(budget), retry: true };
      const reason = cause instanceof Error ? cause.message : String(cause);
      return { ok: false, error: new NetworkError(this.#scrub(reason)), retry: true };
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
    }

    const success = status >= 200 && status < 300;
    // Failure text may echo the request: the key is scrubbed before anything keeps it.
    if (!success) text = this.#scrub(text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (success) {
        return { ok: false, error: new SchemaError([], 'expected a JSON body'), retry: false };
      }
      json = text; // a failure's body is kept as text (e.g. a proxy's HTML page)
    }
    if (success) return { ok: true, value: req.parse(json) }; // throws SchemaError: not retried
    return {
      ok: false,
      error: this.#httpError(status, json),
      retry: status < 400 || status >= 500,
    };
  }

  /** The typed error of a failure status: the service's message, or its 422 `detail` list. */
  #httpError(status: number, body: unknown): HttpError {
    if (isValidationBody(body)) return new ValidationError(status, body.detail, body);
    // The usage description nests it (`{"error": {"code", "message", "errors"}}`); the older
    // monitoring interface used `reason` instead of `message`.
    const b = body as { reason?: unknown; error?: { message?: unknown } } | null;
    const message = [isMessageBody(body) ? body.message : undefined, b?.error?.message, b?.reason];
    const text = message.find((t) => typeof t === 'string') as string | undefined;
    return new HttpError(status, text || `The service answered with status ${status}.`, body);
  }
}
