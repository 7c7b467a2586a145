/**
 * Typed errors of the API service. Every failure a call can end with is an `ApiError` with a
 * discriminating `kind`, so callers branch with a `switch`:
 *
 * | kind       | class                  | when                                                    |
 * |------------|------------------------|---------------------------------------------------------|
 * | `http`     | `HttpError`            | the service answered a failure status (`ValidationError` for a 422 `detail` list) |
 * | `network`  | `NetworkError`         | no answer: the connection failed or was dropped         |
 * | `timeout`  | `TimeoutError`         | no complete answer in time, after all retries           |
 * | `aborted`  | `AbortedError`         | the caller's `AbortSignal` aborted                      |
 * | `schema`   | `SchemaError`          | a 2xx answer is not what the service promises           |
 * | `limit`    | `LimitError`           | a request would break a documented limit (not sent)    |
 * | `event`    | `EventValidationError` | an event of a batch is invalid (batch not sent)         |
 *
 * Messages are readable sentences and never contain the API key.
 */
import { detailLine, formatPath, type ValidationDetail } from './schemas/bodies.js';

export type { ValidationDetail };
export type ApiErrorKind =
  'http' | 'network' | 'timeout' | 'aborted' | 'schema' | 'limit' | 'event';

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** Each error's class name (`HttpError`, `TimeoutError`, …), set by the class itself. */
  abstract override name: string;
}

/** The service answered with a failure status; `message` is the service's own message. */
export class HttpError extends ApiError {
  readonly kind = 'http';
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body (or its text when it was not JSON). */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * A 422 with a `detail` list (secret keys): which parameter is wrong and why. Its message is
 * one `page: Input should be greater than or equal to 1` per item, joined with `; ` (without
 * the `query`, `path`, `body` or `header` of the location: the field name is what a user knows).
 */
export class ValidationError extends HttpError {
  override name = 'ValidationError';
  constructor(
    status: number,
    readonly detail: ValidationDetail[],
    body: unknown,
  ) {
    super(status, detail.map(detailLine).join('; '), body);
  }
}

/** No answer: the connection failed, was refused or dropped (or CORS refused it). */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  override name = 'NetworkError';
  constructor(reason: string) {
    super(`Network error: ${reason}`);
  }
}

/** No complete answer within `timeout` ms (the largest timeout tried). */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  override name = 'TimeoutError';
  constructor(readonly timeout: number) {
    super(`The request timed out after ${formatSeconds(timeout)} s.`);
  }
}

/** The caller aborted (its `AbortSignal`); never retried. */
export class AbortedError extends ApiError {
  readonly kind = 'aborted';
  override name = 'AbortedError';
  constructor() {
    super('The request was aborted.');
  }
}

/** A 2xx answer that does not match the documented shape; `path` locates the mismatch. */
export class SchemaError extends ApiError {
  readonly kind = 'schema';
  override name = 'SchemaError';
  constructor(
    readonly path: (string | number)[],
    reason: string,
  ) {
    super(`Unexpected response from the service: ${formatPath(path)}: ${reason}.`);
  }
}

/** A request that breaks a documented limit, refused before sending. `limit` names it. */
export class LimitError extends ApiError {
  readonly kind = 'limit';
  override name = 'LimitError';
  constructor(
    readonly limit: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Event `index` of a batch breaks `rule` at `path`; the batch is not sent. `issue` is the
 * validator's sentence, which starts with the field (`queryID: must be …`).
 */
export class EventValidationError extends ApiError {
  readonly kind = 'event';
  override name = 'EventValidationError';
  constructor(
    readonly index: number,
    readonly path: (string | number)[],
    readonly rule: string,
    issue: string,
  ) {
    super(`Event ${index}: ${issue}`);
  }
}

function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

/** One readable sentence for any error a call may throw (never containing the API key). */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof DOMException && error.name === 'AbortError')
    return new AbortedError().message;
  if (error instanceof Error) return error.message;
  return String(error);
}
