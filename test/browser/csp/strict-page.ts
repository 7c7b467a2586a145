// The page of csp.test.ts, served with the strict policy (csp-plugin.mjs). It records every
// `securitypolicyviolation` from its first script on, then loads the whole library (every
// element registered) and gives the test what it needs to build elements in this document.
interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}
const violations: Violation[] = [];
document.addEventListener(
  'securitypolicyviolation',
  (e) =>
    violations.push({
      directive: e.effectiveDirective,
      blocked: e.blockedURI,
      sample: e.sample,
    }),
  true,
);

// The emulator's address, as the runner gave it to the test page around this frame.
const parentWindow = parent as unknown as { __EMULATOR_URL__: string };
(window as unknown as { __EMULATOR_URL__: string }).__EMULATOR_URL__ =
  parentWindow.__EMULATOR_URL__;

// Only now the library (a static import would run before the listener above).
const ready = Promise.all([import('../../../src/all.js'), import('../../support/emulator.js')]);

Object.assign(window, { cspPage: { violations, ready } });
