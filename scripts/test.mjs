// `npm test`: every check, in two lanes side by side (the sources' checks then the Node tests;
// the build then what checks it: API snapshot, package checks, consumer apps, type tests, then
// the static Storybook and ESLint), each step's output printed whole as it ends, then the
// browser tests in Chromium, Firefox ESR and WebKitGTK side by side (streamed), then
// `N passed, N failed`.
// Modes: `unit` (the Node tests but the package checks, which need the tarball), `browser
// [--browsers firefox,webkit] [runner options]` (engines installed from Debian's packages when
// missing), `element <name>` (one folder of test/browser/ and the unit tests of its sources).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { selectedEngines } from './browsers.mjs';

/** The files under `dir` whose name ends with `suffix`, sorted: Node 20's `--test` takes no globs. */
const findFiles = (dir, suffix) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile() && d.name.endsWith(suffix))
        .map((d) => join(d.parentPath ?? d.path, d.name))
        .sort()
    : [];
const packageFiles = findFiles('test/node/packaging', '.test.ts');
const unitFiles = [
  ...findFiles('src', '.unit.test.ts'),
  ...findFiles('test/node', '.test.ts').filter((f) => !packageFiles.includes(f)),
];
const node = (args, env = {}) =>
  spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;
const testRunner = ['--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js'];

const [mode, ...args] = process.argv.slice(2);
if (mode === 'unit') process.exit(node(['--import', 'tsx', '--test', ...args, ...unitFiles]));
if (mode === 'element') {
  const [name, ...more] = args;
  if (!name || !existsSync(`test/browser/${name}`)) {
    console.error('usage: npm run test:element <a folder of test/browser/, e.g. usage-chart>');
    process.exit(2);
  }
  const units = findFiles(`src/${name === 'foundation' ? 'internal' : name}`, '.unit.test.ts');
  const unitStatus = units.length ? node(['--import', 'tsx', '--test', ...units]) : 0;
  const files = `test/browser/${name}/**/*.test.{ts,tsx}`;
  process.exit(node(['scripts/test.mjs', 'browser', '--files', files, ...more]) || unitStatus);
}
if (mode === 'browser') {
  const rest = [];
  let wanted = process.env.BROWSERS;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i].startsWith('--browsers=')) wanted = args[i].slice('--browsers='.length);
    else if (args[i] !== '--browsers') rest.push(args[i]);
    else for (wanted = ''; args[i + 1] && !args[i + 1].startsWith('-');) wanted += `,${args[++i]}`;
  }
  let BROWSERS;
  try {
    BROWSERS = selectedEngines(wanted).join(',');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  process.exit(
    node(['scripts/ensure-browsers.mjs'], { BROWSERS }) ||
      node([...testRunner, ...rest], { BROWSERS }),
  );
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// Failed tests by name, repeated at the end so the last lines of the log say what broke.
const failedTests = [];
// Each step's wall time, printed after it and again in a table at the end.
const stepTimes = [];

/**
 * Runs one step: `args` (an array, or one string split on white space) given to Node. Two lanes
 * of steps run side by side (most steps use one core, the machine has two), so a step's output is
 * kept and printed whole when it ends; `stream` prints it as it comes (the browser tests, alone).
 */
async function run(label, args, { stream = false } = {}) {
  if (stream) console.log(`\n▶ ${label}`);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    typeof args === 'string' ? args.trim().split(/\s+/) : args,
    {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  stepTimes.push([label, seconds]);
  if (!stream) {
    console.log(`\n▶ ${label}`);
    process.stdout.write(Buffer.concat(output));
  }
  console.log(`◀ ${label}: ${seconds} s`);
  if (status !== 0) failedSteps.push(label);
  return status === 0;
}

/** Adds the counts of a TAP file to the totals (a missing file counts as one failure). */
function countTap(file) {
  if (!existsSync(file)) return void (totals.failed += 1);
  const tap = readFileSync(file, 'utf8');
  const num = (k) => Number(tap.match(new RegExp(`^# ${k} (\\d+)$`, 'm'))?.[1] ?? 0);
  totals.passed += num('pass');
  totals.failed += num('fail') + num('cancelled');
  totals.skipped += num('skipped') + num('todo');
  for (const m of tap.matchAll(/^ *not ok \d+ - (.*)$/gm)) failedTests.push(`${file}: ${m[1]}`);
}

/** Runs Node's test runner over `files` (spec to the log, TAP to .cache/`name`-tap.txt), counted. */
async function nodeTests(label, name, files, options = []) {
  const tap = `.cache/${name}-tap.txt`;
  const reporters = `--test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap`;
  await run(label, [
    ...`--import tsx --test ${reporters}`.split(' '),
    `--test-reporter-destination=${tap}`,
    ...options,
    ...files,
  ]);
  countTap(tap);
}

rmSync('.cache', { recursive: true, force: true });
mkdirSync('.cache', { recursive: true });

// The checks of the sources, then the Node tests: one lane (ESLint in the other, whose steps are
// shorter). Prettier and ESLint keep caches (keyed on content, versions and configuration);
// Prettier's in a place of its own, since a Prettier run without --cache deletes the one at its
// default place.
async function sourcesLane(built) {
  await run('type check', 'node_modules/typescript/bin/tsc --noEmit -p tsconfig.json');
  await run(
    'format',
    `node_modules/prettier/bin/prettier.cjs --check --cache --cache-strategy content
    --cache-location node_modules/.cache/prettier-check/.prettier-cache . --log-level warn`,
  );
  await run('import cycles (dpdm)', 'node_modules/dpdm/lib/bin/dpdm.js');
  await run('logical CSS (stylelint)', ['node_modules/stylelint/bin/stylelint.mjs', 'src/**/*.ts']);
  // Lit templates checked by lit-analyzer (strict), and no unused file, export or dependency
  // (knip, from the package's entries): one counted check each.
  for (const [label, args] of [
    ['lit-analyzer (strict)', 'scripts/check-templates.mjs'],
    ['unused code and dependencies (knip)', 'node_modules/knip/bin/knip.js --no-progress'],
  ]) {
    totals[(await run(label, args)) ? 'passed' : 'failed'] += 1;
  }
  // Pure logic, emulator and tooling tests: Node's own test runner, two files at a time (Node's
  // default is one less than the cores: one here); most of a file's time is starting its
  // process. After the build: some check what it wrote.
  await built;
  if (unitFiles.length > 0) {
    await nodeTests('unit tests (node)', 'node', unitFiles, ['--test-concurrency=2']);
  }
}

// The build and what checks it, then the catalog and ESLint: the other lane.
async function buildLane(builtDone) {
  // The build: dist/ (bundler modules), dist/cdn/ (self-contained entries), types, manifest.
  await run('build', 'scripts/build.mjs');
  builtDone();
  // The public surface (exports of every entry, elements' attributes, properties and events)
  // must match the committed snapshot: a change of the API is reviewed with `npm run api:update`.
  await run('public API snapshot', 'scripts/api-report.mjs --check');

  // The package as published: the npm tarball's contents and size, publint (strict), Are the
  // types wrong (ESM-only profile), declared dependencies of every published import,
  // `sideEffects` and the side-effect-free root entry. Each check is a counted test.
  if (packageFiles.length > 0) await nodeTests('package checks', 'package', packageFiles);

  // The packed tarball installed with npm into a Vite + TypeScript app and a Vite + React 19
  // app, each built for production with Vite's defaults and opened in headless Chromium against
  // the emulator: every element shows its data, every --search-ui-* token is valid, no console
  // error.
  const chromium = await run('chromium (Debian package)', 'scripts/ensure-browsers.mjs chromium');
  if (chromium) {
    await nodeTests('consumer apps (Vite, React)', 'consumer', ['test/consumer/apps.test.ts']);
  } else countTap('.cache/consumer-tap.txt');

  // Type tests against the built package (React 19 raw tags and wrappers, Vue, plain
  // TypeScript, Angular templates with strict checking), then the Angular example built (ngc,
  // AOT) for the browser test that loads it.
  await nodeTests('type tests (React, Vue, Angular, plain TS)', 'types', [
    'scripts/check-types.mjs',
  ]);
  await run('Angular example build', 'scripts/build-angular.mjs');

  // The catalog (its preview imports the built theme): build the static Storybook, then open its
  // docs pages in Chromium (its stories are rendered and checked by the browser tests,
  // test/browser/catalog/).
  const storybook = `node_modules/storybook/dist/bin/dispatcher.js build --quiet
    --disable-telemetry -o storybook-static`;
  if ((await run('storybook build', storybook)) && chromium) {
    await nodeTests('storybook docs pages (chromium)', 'catalog', ['test/catalog/docs.test.ts']);
  } else countTap('.cache/catalog-tap.txt');
  await run(
    'lint',
    `node_modules/eslint/bin/eslint.js --cache --cache-strategy content
    --cache-location node_modules/.cache/eslint/ .`,
  );
}

let builtDone;
const built = new Promise((resolve) => (builtDone = resolve));
await Promise.all([sourcesLane(built), buildLane(builtDone)]);

// Browser tests against the local emulator, in the three engines at once (each two pages at a
// time), all from Debian's packages: headless Chromium, Firefox ESR, WebKitGTK's MiniBrowser.
// Alone, once both lanes are done: they keep both cores busy.
const engines = process.env.BROWSERS?.trim() || 'chromium,firefox,webkit';
if (await run('browsers (Debian packages)', 'scripts/ensure-browsers.mjs')) {
  rmSync('.cache/browser-results.json', { force: true });
  await run(`browser tests (${engines})`, testRunner, { stream: true });
  if (existsSync('.cache/browser-results.json')) {
    const b = JSON.parse(readFileSync('.cache/browser-results.json', 'utf8'));
    totals.passed += b.passed;
    totals.failed += b.failed + b.brokenFiles;
    totals.skipped += b.skipped;
    for (const [name, e] of Object.entries(b.engines ?? {})) {
      const failed = e.failed + e.brokenFiles;
      console.log(
        `  ${name}: ${e.passed} passed, ${failed} failed, ${e.skipped} skipped, ${e.seconds} s`,
      );
      if (e.slowest?.length) console.log(`    slowest: ${e.slowest.join(', ')}`);
    }
    failedTests.push(...(b.failures ?? []));
  } else totals.failed += 1;
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
