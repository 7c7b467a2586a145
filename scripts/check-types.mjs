// `node scripts/check-types.mjs`: the type tests of test/types/, against the BUILT package (run
// `npm run build` first): every import there resolves through package.json `exports`, as in an
// app.
//   1. tsc  -p test/types/tsconfig.json               React 19 raw tags (`/jsx`), the React
//      wrappers (`/react`), Vue (`/vue`), plain TypeScript; each wrong use is an @ts-expect-error
//   2. ngc  -p test/types/angular/tsconfig.json       Angular templates (strict) that must compile
//   3. ngc  -p test/types/angular/tsconfig.wrong.json must fail on exactly the template lines
//      that follow an `<!-- expect-error -->` comment, and nowhere else
// Node's test runner reports the checks (`node scripts/check-types.mjs`, or `node --test` as
// `npm test` runs it); each fails with the compiler's output.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { test } from 'node:test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const ngc = join(root, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

function run(args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output: plain(output) }));
  });
}

/** Lines (1-based) of `file` that follow an `<!-- expect-error … -->` comment. */
const expectedErrorLines = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (/^\s*<!--\s*expect-error\b.*-->\s*$/.test(line) ? [i + 2] : []));

/** `file:line:col - error CODE` diagnostics of an ngc/tsc run, for one file. */
function errorLines(output, file) {
  const name = basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lines = new Set();
  for (const m of output.matchAll(new RegExp(`${name}:(\\d+):\\d+ - error`, 'g'))) {
    lines.add(Number(m[1]));
  }
  return [...lines].sort((a, b) => a - b);
}

// Without the built package the compilers are not run: one failure says why.
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const problems = [
  ...['./jsx', './vue'].filter((e) => !pkg.exports?.[e]).map((e) => `no "exports" "${e}"`),
  ...['dist/types/jsx.d.ts', 'dist/types/vue.d.ts', 'dist/pagination/index.d.ts']
    .filter((file) => !existsSync(join(root, file)))
    .map((file) => `${file} is missing: run \`npm run build\``),
];
if (problems.length > 0) test('the built package', () => assert.fail(problems.join('\n')));
else {
  // The three compilers side by side, started at once.
  const [fixtures, angularOk, angularWrong] = [
    run([tsc, '-p', 'test/types/tsconfig.json', '--pretty', 'false']),
    run([ngc, '-p', 'test/types/angular/tsconfig.json']),
    run([ngc, '-p', 'test/types/angular/tsconfig.wrong.json']),
  ];
  const compiles = (result) => async () => {
    const { code, output } = await result;
    assert.equal(code, 0, output);
  };
  test('React 19 raw tags, React wrappers, Vue, plain TypeScript (tsc)', compiles(fixtures));
  test('Angular templates, right uses (ngc, strict templates)', compiles(angularOk));
  const wrongFile = join(root, 'test/types/angular/wrong.component.ts');
  const expected = expectedErrorLines(wrongFile);
  test(`Angular templates, wrong uses (ngc: ${expected.length} expected errors)`, async () => {
    const { code, output } = await angularWrong;
    assert.ok(expected.length > 0 && code !== 0, output);
    assert.deepEqual(errorLines(output, wrongFile), expected, `${basename(wrongFile)}\n${output}`);
  });
}
