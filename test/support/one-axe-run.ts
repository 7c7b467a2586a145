// Loaded by every browser test page before the tests (web-test-runner.config.mjs): axe runs one
// at a time on the page. axe-core refuses a second `axe.run` while one is under way ("Axe is
// already running"), which happened when a test timed out in the middle of its
// `expect(el).to.be.accessible()` and the next test started its own check. Here each run waits
// for the one before it to end, whoever started it, so that refusal cannot happen.
type Callback = (error: unknown, results?: unknown) => void;
interface Axe {
  run: (...args: unknown[]) => unknown;
}

let axe: Axe | undefined;
let previous: Promise<unknown> = Promise.resolve();

/** `run`, one call at a time: each starts once the one before it has ended. */
function queued(run: (...args: unknown[]) => unknown) {
  return (...args: unknown[]) => {
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
    const result = previous.then(() => run(...args));
    previous = result.catch(() => undefined);
    if (!callback) return result;
    result.then(
      (results) => callback(null, results),
      (error: unknown) => callback(error),
    );
    return undefined;
  };
}

// axe-core sets `window.axe` when its script runs (imported on the first check), then its
// `run`: that `run` is queued as it is set, before anything can call it.
Object.defineProperty(window, 'axe', {
  configurable: true,
  get: () => axe,
  set(value: Axe) {
    let run: Axe['run'] = () => Promise.reject(new Error('axe-core has not set its run yet'));
    Object.defineProperty(value, 'run', {
      configurable: true,
      enumerable: true,
      get: () => run,
      set: (original: Axe['run']) => (run = queued(original.bind(value))),
    });
    axe = value;
  },
});

export {};
