// `waitUntil` for the browser tests: @open-wc's, with room for a loaded machine. Its default
// of one second is a duration in disguise: on two shared cores a condition that always comes
// can take longer than that, and the test failed for the machine's load, not for the code.
// Here a wait gives up after 8 s at the least (within the test's own timeout); a longer
// timeout given by the caller stays. What a test checks is the condition, never how soon.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

const AT_LEAST = 8_000;
/**
 * How often the condition is asked (ms). Not @open-wc's 50: a condition met in a few
 * milliseconds kept its test waiting 50, and the suite makes thousands of such waits (a
 * condition is a query of the page, cheap to ask).
 */
const INTERVAL = 5;

export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, {
    interval: INTERVAL,
    ...options,
    timeout: Math.max(options.timeout ?? 0, AT_LEAST),
  });
}
