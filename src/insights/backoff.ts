/**
 * Retries of the insights queue: which failures are worth another try, how long to wait before
 * it (exponential backoff with jitter), and when to give up.
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

export interface RetryPolicy {
  /** Retries after the first attempt. */
  attempts: number;
  /** The wait before the first retry, in ms, doubled at each retry… */
  minDelay: number;
  /** …up to this. */
  maxDelay: number;
}

export const DEFAULT_RETRY: Readonly<RetryPolicy> = {
  attempts: 5,
  minDelay: 500,
  maxDelay: 30_000,
};

/**
 * The wait before retry number `attempt + 1` (`attempt` counts from 0): `minDelay` doubled
 * `attempt` times, at most `maxDelay`, scaled by a random factor between 0.5 and 1 (jitter, so
 * that clients failing together do not retry together).
 */
export function backoffDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelay, policy.minDelay * 2 ** attempt) * (0.5 + Math.random() / 2);
}

/** Resolves after `ms`; rejects with the signal's reason when it is aborted first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)));
  });
}

/**
 * After failed attempt number `attempt` (from 0): `false` when the retries of `policy` (over the
 * defaults) ran out, else `true` after the backoff wait. Rejects with the signal's reason when
 * it is aborted, also before the wait.
 */
export async function retry(
  attempt: number,
  policy: Partial<RetryPolicy> | undefined,
  signal: AbortSignal,
): Promise<boolean> {
  signal.throwIfAborted();
  const p = { ...DEFAULT_RETRY, ...policy };
  if (attempt >= p.attempts) return false;
  await sleep(backoffDelay(attempt, p), signal);
  return true;
}
