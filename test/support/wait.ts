// `waitUntil` for the browser tests: @open-wc's, with room for a loaded machine. Its default
// of one second is a duration in disguise: on two shared cores a condition that always comes
// can take longer than that, and the test failed for the machine's load, not for the code.
// Here a wait gives up after 8 s at the least (within the test's own timeout); a longer
// timeout given by the caller stays. What a test checks is the condition, never how soon.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

const AT_LEAST = 8_000;

export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, {
    ...options,
    timeout: Math.max(options.timeout ?? 0, AT_LEAST),
  });
}
