// Browser tests in three engines, all from Debian's packages: headless Chromium and Firefox ESR
// (both through puppeteer-core; Firefox over WebDriver BiDi) and WebKitGTK's MiniBrowser (through
// WebKitWebDriver, drawn into Xvfb), talking HTTP to the local emulator on another origin, exactly
// like the real services. `BROWSERS=firefox` (or `chromium,webkit`, …) runs a subset; the default
// is all three, side by side. `scripts/ensure-browsers.mjs` installs what is missing.
import * as puppeteerCore from 'puppeteer-core';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import rollupReplace from '@rollup/plugin-replace';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath, firefoxPath, selectedEngines } from './scripts/browsers.mjs';
import { webkitLauncher } from './scripts/webkit-launcher.mjs';
import { launcherPool } from './scripts/wtr-launcher-pool.mjs';
import { startEmulator } from './dev/emulator/server.ts';
import { ssrPlugin } from './test/browser/ssr/ssr-plugin.mjs';
import { cspPlugin } from './test/browser/csp/csp-plugin.mjs';
import { visualPlugins } from './test/browser/visual/visual-plugin.mjs';
import { themePipelinesPlugin } from './test/browser/packaging/theme-pipelines-plugin.mjs';

// React ships CommonJS only, its exports assigned inside a development-only function that the
// CommonJS conversion cannot see through: each bare React import is served as a facade that
// re-exports the converted development build by name (one module each: one React instance).
const REACT_BUILDS = Object.fromEntries(
  [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'scheduler',
  ].map((s) => [s, `node_modules/${s.split('/')[0]}/cjs/${s.replace('/', '-')}.development.js`]),
);

let emulator;
const emulatorPlugin = {
  name: 'local-emulator',
  async serverStart() {
    // Port 0: the OS picks a free port, so parallel runs never collide.
    emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 0), quiet: true });
  },
  async serverStop() {
    await emulator?.close();
  },
};

// Two test files at a time in each engine, the three engines side by side: most of a test's
// time is spent waiting (the emulator, timers, frames), not computing.
const engines = selectedEngines();
const concurrency = 2;
// `env`: the browser's environment over the runner's (`TZ`: the viewer's zone, see `ZONES`).
const launchers = {
  // Two Chromium instances of one window each: the windows of one instance share its six
  // connections to the emulator, and a file holding slow answers (latency faults) left the other
  // file's requests queued behind them.
  chromium: (env = {}) => launcherPool(() => chromium(env), concurrency),
  // Two Firefox instances of one page each: of two windows of one instance only one has the
  // keyboard focus, and in the other Space and Enter activate nothing (Tab still moves focus),
  // so key tests would fail by the window they land in.
  firefox: (env = {}) => launcherPool(() => firefox(env), concurrency),
  webkit: (env = {}) => webkitLauncher({ concurrency, env }),
};

// Ten browsers start at once (three engines, two instances each, and the zone groups' own), on a
// cold disk cache and beside other work: the default 30 s for a launch and for the first page ran
// out once. A hang guard, not a bound.
const LAUNCH_TIMEOUT = 120_000;
// The runner drives pages through puppeteer without its request and issue events (no test asks
// for them): left on, every module request of every page became a protocol event, which cost
// Firefox (WebDriver BiDi) a quarter of its CPU time on the same files.
const quiet = { networkEnabled: false, issuesEnabled: false };

function chromium(env = {}) {
  return chromeLauncher({
    concurrency: 1,
    launchOptions: {
      executablePath: chromiumPath(),
      headless: true,
      args: [
        ...chromiumArgs,
        // One renderer for the instance's pages, one after another, instead of a new process (and
        // a new compilation of every module) for each test file: 15% less CPU for the same files.
        '--process-per-site',
        // A test file's page is gone when the runner leaves it. Kept in the back/forward cache, it
        // kept the requests that a test left held at the emulator, and with them up to all six of
        // the instance's connections to it: the next files' requests queued for up to a minute.
        '--disable-back-forward-cache',
      ],
      env: { ...process.env, ...env },
      timeout: LAUNCH_TIMEOUT,
      ...quiet,
    },
    // A window, not a tab: a background tab of headless Chromium is hidden (no animation frames,
    // no ResizeObserver, no screenshots) while another tab is in front.
    createPage: ({ context }) => context.newPage({ type: 'window' }),
  });
}

function firefox(env = {}) {
  return chromeLauncher({
    concurrency: 1,
    puppeteer: puppeteerCore,
    launchOptions: {
      browser: 'firefox',
      executablePath: firefoxPath(),
      headless: true,
      env: { ...process.env, ...env },
      timeout: LAUNCH_TIMEOUT,
      ...quiet,
      extraPrefsFirefox: {
        // Never reach for outside hosts: everything the tests talk to is on loopback.
        'network.dns.disableIPv6': true,
        'network.proxy.type': 0,
        'browser.safebrowsing.malware.enabled': false,
        'browser.safebrowsing.phishing.enabled': false,
        'extensions.update.enabled': false,
        'app.update.enabled': false,
        // Firefox itself resends a request whose connection was reset up to 10 times; tests
        // count requests at the emulator, so let it resend once, as Chromium and WebKit do.
        'network.http.request.max-attempts': 2,
      },
    },
    // One window per test file (not background tabs, whose timers and frames Firefox throttles).
    createPage: ({ context }) => context.newPage({ type: 'window' }),
  });
}

// The viewer's zone: Firefox and WebKitGTK read `TZ` when they start (Chromium too), so each
// file of test/browser/time-zone/ runs in browsers launched in its zone, one launch per engine
// and zone (the rest of the suite runs in the machine's zone). Its page says which zone it was
// launched in (`__ZONE__`): run alone through `--files`, in the default browsers, it skips.
const ZONES = { 'new-york': 'America/New_York' };
const filesArg = process.argv.findIndex((arg) => arg === '--files' || arg.startsWith('--files='));
const zoneGroups =
  filesArg >= 0 && !process.argv.slice(filesArg).some((arg) => arg.includes('time-zone'))
    ? []
    : Object.entries(ZONES).map(([name, zone]) => ({
        name: `zone-${name}`,
        files: [`test/browser/time-zone/${name}.test.ts`],
        browsers: engines.map((engine) => launchers[engine]({ TZ: zone })),
        testRunnerHtml: (testFramework) => runnerHtml(testFramework, zone),
      }));

// Tests read the emulator's address from this global (set before any test module runs); axe
// runs one at a time on each page (test/support/one-axe-run.ts).
const runnerHtml = (testFramework, zone = '') => `<!doctype html>
<html lang="en">
  <head><title>test</title></head>
  <body>
    <script>window.__EMULATOR_URL__ = ${JSON.stringify(emulator?.url ?? '')};</script>
    <script>window.__FC_SEED__ = ${JSON.stringify(process.env.FC_SEED ?? '')};</script>
    <script>window.__ENGINES__ = ${JSON.stringify(engines)};</script>
    <script>window.__ZONE__ = ${JSON.stringify(zone)};</script>
    <script type="module" src="/test/support/one-axe-run.ts"></script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;

export default {
  rootDir: '.',
  files: [
    // The longest files first (the runner keeps this order), so that none of them starts near
    // the end of an engine's queue and runs on alone after the rest: longest first packs the two
    // slots of each engine tighter.
    ...[
      'design/controls',
      'ssr/hydration',
      'i18n/languages',
      'api/contract-fuzz',
      'pagination/instantsearch-conformance',
      'composition-view/service',
      'catalog/usage-chart',
      'visual/visual-1280-dark',
      'visual/visual-1280-light',
    ].map((name) => `test/browser/${name}.test.ts`),
    'src/**/*.test.ts',
    '!src/**/*.unit.test.ts',
    'test/browser/**/*.test.ts',
    'test/browser/**/*.test.tsx',
    // (Each in browsers launched in its zone: `zoneGroups`.)
    '!test/browser/time-zone/*.test.ts',
  ],
  nodeResolve: true,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
  concurrency: 2,
  // All selected engines at once, the time-zone groups' launches too (the runner's default is two
  // browsers at a time: a zone's browsers waited for the main group's to end).
  concurrentBrowsers: 6,
  // Lit's dev build is on in tests (it warns about real mistakes); its banner is noise.
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  testsFinishTimeout: 240_000,
  browserStartTimeout: LAUNCH_TIMEOUT,
  // A hang guard, not a bound: on two shared cores a test that waits on the emulator and on
  // lazily loaded parts can take several seconds.
  testFramework: { config: { timeout: 30_000 } },
  plugins: [
    emulatorPlugin,
    // Server-rendered pages for the hydration tests (test/browser/ssr/).
    ssrPlugin(),
    // The strict Content-Security-Policy page of test/browser/csp/.
    cspPlugin(() => emulator?.url ?? ''),
    // Screenshots against the committed baselines of test/browser/visual/ (docs/visual.md).
    ...visualPlugins(),
    // The theme as bundlers' production CSS pipelines leave it (test/browser/packaging/).
    themePipelinesPlugin(),
    // React (see REACT_BUILDS): the facades, then its development builds in ES modules.
    {
      name: 'react-facades',
      resolveImport: ({ source }) => (REACT_BUILDS[source] ? `/__react__/${source}.js` : undefined),
      serve({ path }) {
        const build = REACT_BUILDS[path.slice('/__react__/'.length, -'.js'.length)];
        if (!build) return undefined;
        const names = [...readFileSync(build, 'utf8').matchAll(/^ {4}exports\.(\w+) =/gm)];
        const body = `import cjs from '/${build}'; export default cjs;
          export const { ${[...new Set(names.map((m) => m[1]))].join(', ')} } = cjs;`;
        return { body, type: 'js' };
      },
    },
    fromRollup(rollupReplace)({
      preventAssignment: true,
      include: ['**/node_modules/react*/**', '**/node_modules/scheduler/**'],
      values: { 'process.env.NODE_ENV': JSON.stringify('development') },
    }),
    fromRollup(rollupCommonjs)({
      include: ['**/node_modules/react*/**', '**/node_modules/scheduler/**'],
    }),
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: engines.map((engine) => launchers[engine]()),
  groups: zoneGroups,
  testRunnerHtml: (testFramework) => runnerHtml(testFramework),
};
