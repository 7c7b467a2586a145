/**
 * Which failures of a request the insights queue tries again (the wait before the next try is
 * in `backoff.ts`, loaded only after a failure).
 */
import type { ApiError, HttpError } from '../api/errors.js';

/**
 * A network error, a timeout, a 5xx or an unreadable answer: worth another try. Read from the
 * error's `kind`, not its class, so errors of a client from another bundle (e.g. the CDN files
 * of the API and insights entries) are recognised too.
 */
export function retryable(error: unknown): boolean {
  const kind = (error as Partial<ApiError> | null)?.kind;
  if (kind === 'http')
    return !((error as HttpError).status >= 400 && (error as HttpError).status < 500);
  return kind !== 'event' && kind !== 'limit';
}
