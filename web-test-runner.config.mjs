// Browser tests: real headless Chromium (Debian's package), talking HTTP to the local
// emulator on another origin, exactly like the real services.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { reactEsmPlugin } from './scripts/react-esm-plugin.mjs';
import { fileURLToPath } from 'node:url';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';
import { startEmulator } from './dev/emulator/server.ts';
import { ssrPlugin } from './test/browser/ssr/ssr-plugin.mjs';

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

export default {
  rootDir: '.',
  files: [
    'src/**/*.test.ts',
    '!src/**/*.unit.test.ts',
    'test/browser/**/*.test.ts',
    'test/browser/**/*.test.tsx',
  ],
  nodeResolve: true,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
  concurrency: 2,
  // Lit's dev build is on in tests (it warns about real mistakes); its banner is noise.
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  testsFinishTimeout: 240_000,
  testFramework: { config: { timeout: 10_000 } },
  plugins: [
    emulatorPlugin,
    // Server-rendered pages for the hydration tests (test/browser/ssr/).
    ssrPlugin(),
    // React ships CommonJS only: serve it to the browser as ES modules (one shared instance).
    reactEsmPlugin(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumArgs },
    }),
  ],
  // Tests read the emulator's address from this global (set before any test module runs).
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><title>test</title></head>
  <body>
    <script>window.__EMULATOR_URL__ = ${JSON.stringify(emulator?.url ?? '')};</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
