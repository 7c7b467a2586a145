// `npm test`: every check, in order, then one plain summary line.
//   type check → lint (ESLint + Prettier, import cycles, lit-analyzer, knip) → build → package checks (tarball, publint, attw,
//   sideEffects, root entry) → Node unit tests → browser tests in Chromium, Firefox ESR and
//   WebKitGTK side by side (`BROWSERS=firefox` or `chromium,webkit` runs fewer; every story of
//   the catalog is rendered and checked there too) → static Storybook build and its docs pages
//   opened in Chromium
// Each step's output streams as it runs; the last line is `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { packageTestFiles, unitTestFiles } from './node-tests.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// Failed tests by name, repeated at the end so the last lines of the log say what broke.
const failedTests = [];

function countTap(file) {
  if (!existsSync(file)) return false;
  const tap = readFileSync(file, 'utf8');
  const num = (k) => Number(tap.match(new RegExp(`^# ${k} (\\d+)$`, 'm'))?.[1] ?? 0);
  totals.passed += num('pass');
  totals.failed += num('fail') + num('cancelled');
  totals.skipped += num('skipped') + num('todo');
  for (const m of tap.matchAll(/^ *not ok \d+ - (.*)$/gm)) failedTests.push(`${file}: ${m[1]}`);
  return true;
}

const nodeTest = (file) => [
  '--import',
  'tsx',
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${file}`,
];

// Each step's wall time, printed after it and again in a table at the end.
const stepTimes = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  stepTimes.push([label, seconds]);
  console.log(`◀ ${label}: ${seconds} s`);
  if (r.status !== 0) failedSteps.push(label);
  return r.status === 0;
}

rmSync('.cache', { recursive: true, force: true });
mkdirSync('.cache', { recursive: true });

run('type check', process.execPath, [
  'node_modules/typescript/bin/tsc',
  '--noEmit',
  '-p',
  'tsconfig.json',
]);
// ESLint and Prettier keep caches in node_modules/.cache/ (keyed on each file's content, their
// versions and configuration): a run looks again only at what changed since the last one.
// Prettier's in a place of its own: any Prettier run without --cache (`npm run format`)
// deletes the one at its default place.
run('lint', process.execPath, [
  'node_modules/eslint/bin/eslint.js',
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  'node_modules/.cache/eslint/',
  '.',
]);
run('format', process.execPath, [
  'node_modules/prettier/bin/prettier.cjs',
  '--check',
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  'node_modules/.cache/prettier-check/.prettier-cache',
  '.',
  '--log-level',
  'warn',
]);
run('import cycles (dpdm)', process.execPath, ['node_modules/dpdm/lib/bin/dpdm.js']);
run('logical CSS (stylelint)', process.execPath, [
  'node_modules/stylelint/bin/stylelint.mjs',
  'src/**/*.ts',
]);
// Lit templates checked by lit-analyzer (strict), and no unused file, export or dependency
// (knip, from the package's entries): one counted check each.
for (const [label, args] of [
  ['lit-analyzer (strict)', ['scripts/check-templates.mjs']],
  ['unused code and dependencies (knip)', ['node_modules/knip/bin/knip.js', '--no-progress']],
]) {
  totals[run(label, process.execPath, args) ? 'passed' : 'failed'] += 1;
}

// The build: dist/ (bundler modules), dist/cdn/ (self-contained entries), types, manifest.
run('build', process.execPath, ['scripts/build.mjs']);
// The public surface (exports of every entry, elements' attributes, properties and events) must
// match the committed snapshot: a change of the API is reviewed with `npm run api:update`.
run('public API snapshot', process.execPath, ['scripts/api-report.mjs', '--check']);

// The package as published: the npm tarball's contents and size, publint (strict), Are the
// types wrong (ESM-only profile), declared dependencies of every published import, `sideEffects`
// and the side-effect-free root entry. Each check is a counted test.
const packageFiles = packageTestFiles();
if (packageFiles.length > 0) {
  run('package checks', process.execPath, [...nodeTest('.cache/package-tap.txt'), ...packageFiles]);
  if (!countTap('.cache/package-tap.txt')) totals.failed += 1;
}

// ---- consumer apps (test/consumer/) ----
// The packed tarball installed with npm into a Vite + TypeScript app and a Vite + React 19 app,
// each built for production with Vite's defaults and opened in headless Chromium against the
// emulator: every element shows its data, every --search-ui-* token is valid, no console error.
if (
  run('chromium (Debian package)', process.execPath, ['scripts/ensure-browsers.mjs', 'chromium'])
) {
  run('consumer apps (Vite, React)', process.execPath, [
    ...nodeTest('.cache/consumer-tap.txt'),
    'test/consumer/apps.test.ts',
  ]);
}
if (!countTap('.cache/consumer-tap.txt')) totals.failed += 1;
// ---- end of consumer apps ----

// Type tests against the built package (React 19 raw tags and wrappers, Vue, plain TypeScript,
// Angular templates with strict checking), then the Angular example built (ngc, AOT) for the
// browser test that loads it.
run('type tests (React, Vue, Angular, plain TS)', process.execPath, [
  'scripts/check-types.mjs',
  '.cache/types-tap.txt',
]);
if (!countTap('.cache/types-tap.txt')) totals.failed += 1;
run('Angular example build', process.execPath, ['scripts/build-angular.mjs']);

// Pure logic, emulator and tooling tests: Node's own test runner.
const unitFiles = unitTestFiles();
if (unitFiles.length > 0) {
  // Two files at a time (Node's default is one less than the cores: one here); most of a
  // file's time is starting its process.
  run('unit tests (node)', process.execPath, [
    ...nodeTest('.cache/node-tap.txt'),
    '--test-concurrency=2',
    ...unitFiles,
  ]);
  countTap('.cache/node-tap.txt');
}

// Browser tests against the local emulator, in the three engines at once (each two pages at a
// time), all from Debian's packages: headless Chromium, Firefox ESR, WebKitGTK's MiniBrowser.
const engines = process.env.BROWSERS?.trim() || 'chromium,firefox,webkit';
if (run('browsers (Debian packages)', process.execPath, ['scripts/ensure-browsers.mjs'])) {
  rmSync('.cache/browser-results.json', { force: true });
  run(`browser tests (${engines})`, process.execPath, [
    '--import',
    'tsx',
    'node_modules/@web/test-runner/dist/bin.js',
  ]);
  if (existsSync('.cache/browser-results.json')) {
    const b = JSON.parse(readFileSync('.cache/browser-results.json', 'utf8'));
    totals.passed += b.passed;
    totals.failed += b.failed + b.brokenFiles;
    totals.skipped += b.skipped;
    for (const [name, e] of Object.entries(b.engines ?? {})) {
      console.log(
        `  ${name}: ${e.passed} passed, ${e.failed + e.brokenFiles} failed, ${e.skipped} skipped, ${e.seconds} s`,
      );
    }
    failedTests.push(...(b.failures ?? []));
  } else {
    totals.failed += 1;
  }
}

// The catalog: build the static Storybook, then open its docs pages in Chromium (its stories are
// rendered and checked by the browser tests, test/browser/catalog/).
if (
  run('storybook build', process.execPath, [
    'node_modules/storybook/dist/bin/dispatcher.js',
    'build',
    '--quiet',
    '--disable-telemetry',
    '-o',
    'storybook-static',
  ])
) {
  run('storybook docs pages (chromium)', process.execPath, [
    ...nodeTest('.cache/catalog-tap.txt'),
    'test/catalog/docs.test.ts',
  ]);
  if (!countTap('.cache/catalog-tap.txt')) totals.failed += 1;
}

console.log('\nStep times:');
for (const [label, seconds] of stepTimes) console.log(`  ${seconds.padStart(6)} s  ${label}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failedTests.length > 0)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
