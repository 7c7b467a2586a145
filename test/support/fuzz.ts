import { expect } from '@open-wc/testing';
import { waitUntil } from './wait.js';
import { engine } from './engine.js';
// What every browser fuzz file shares (and the other files that watch for uncaught errors): a
// printed, replayable seed, the uncaught errors of each test or while an element is made, what no
// element may draw, and one run of a property over an element.

/**
 * The fast-check seed of this file: `?FC_SEED=<seed>` in the test page's URL, or `FC_SEED=<seed>`
 * in the environment of the test run, replays a failure; otherwise a fresh one, printed so that
 * a failure can be replayed.
 */
export function fuzzSeed(name: string): number {
  // FC_SEED in the environment of `npm test` reaches the page as `__FC_SEED__`
  // (web-test-runner.config.mjs writes it into the test page).
  const param =
    new URLSearchParams(location.search).get('FC_SEED') ||
    (globalThis as { __FC_SEED__?: string }).__FC_SEED__;
  const seed = param ? Number(param) : Date.now() ^ (Math.random() * 0x7fffffff);
  console.log(`fast-check seed (${name})`, seed);
  return seed;
}

/**
 * How many values a property tries in this engine: `runs` in Chromium; a quarter of them (the
 * first ones of the same seed) in Firefox and WebKit, whose suites run beside Chromium's on the
 * same two cores. What the checks accept is the same code in every engine; the engines differ in
 * drawing and layout, which the first values already cover.
 */
export function fuzzRuns(runs: number): number {
  return engine === 'chromium' ? runs : Math.ceil(runs / 4);
}

/**
 * Collects the page's uncaught errors and unhandled rejections into `errors` until the returned
 * function is called.
 */
export function collectUncaught(errors: unknown[]): () => void {
  const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * The uncaught errors and unhandled rejections of the running test: call it inside a
 * `describe`; the list is emptied before each test.
 */
export function uncaughtErrors(): unknown[] {
  const errors: unknown[] = [];
  let stop = () => {};
  beforeEach(() => {
    errors.length = 0;
    stop = collectUncaught(errors);
  });
  afterEach(() => stop());
  return errors;
}

/**
 * The uncaught errors and unhandled rejections while `run` runs, until the element it gives has
 * finished updating; with that element.
 */
export async function watchErrors<E extends { readonly updateComplete: Promise<unknown> }>(
  run: () => Promise<E>,
): Promise<{ value: E; errors: unknown[] }> {
  const errors: unknown[] = [];
  const stop = collectUncaught(errors);
  try {
    const value = await run();
    await value.updateComplete;
    return { value, errors };
  } finally {
    stop();
  }
}

/**
 * What no element may ever draw from data: none of the `forbidden` elements, no `on…`
 * attribute, no script that ran (`window.__pwned`), and no "NaN" or "Infinity" in the text
 * (and in attribute values too, with `attributes`).
 */
export function expectInert(
  root: ParentNode & Node,
  forbidden: string,
  options: { attributes?: boolean } = {},
): void {
  expect(root.querySelector(forbidden)).to.equal(null);
  const all: string[] = [root.textContent ?? ''];
  for (const node of root.querySelectorAll('*')) {
    for (const attribute of node.attributes) {
      expect(attribute.name.startsWith('on'), `${node.localName}[${attribute.name}]`).to.equal(
        false,
      );
      if (options.attributes) all.push(attribute.value);
    }
  }
  expect(all.join('\n')).to.not.match(/NaN|Infinity/);
  expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
}

/**
 * One run of a fuzz property over an element: `errors` (from `uncaughtErrors()`) is emptied
 * first, so that each run answers for its own errors (not for an earlier run's, nor while
 * shrinking); the element `create` makes is appended to the page and `run` exercises it; then,
 * one task later (errors thrown late arrive), there must be no uncaught error, and `check` must
 * hold of the element. The element is removed whatever happens.
 */
export async function fuzzRun<E extends Element>(
  errors: unknown[],
  options: { create: () => E; run: (el: E) => Promise<void>; check?: (el: E) => void },
): Promise<void> {
  errors.length = 0;
  const el = options.create();
  document.body.append(el);
  try {
    await options.run(el);
    await new Promise((r) => setTimeout(r));
    expect(errors.map(String)).to.deep.equal([]);
    options.check?.(el);
  } finally {
    el.remove();
  }
}

/**
 * The text of the error state that `el` shows (waited for; `label` names the case in a failure),
 * its white space folded.
 */
export async function shownError(el: Element, label: string): Promise<string> {
  await waitUntil(
    () => el.shadowRoot!.querySelector('[part="error"]'),
    `no error shown for ${label}`,
  );
  const error = el.shadowRoot!.querySelector('[part="error"]');
  expect(error, label).to.not.equal(null);
  return (error!.textContent ?? '').replace(/\s+/g, ' ');
}
