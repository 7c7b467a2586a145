// `node scripts/check-types.mjs`: the type tests of test/types/, against the BUILT package (run
// `npm run build` first): every import there resolves through package.json `exports`, as in an
// app.
//   1. tsc  -p test/types/tsconfig.json               React 19 raw tags (`/jsx`), the React
//      wrappers (`/react`), Vue (`/vue`), plain TypeScript; each wrong use is an @ts-expect-error
//   2. ngc  -p test/types/angular/tsconfig.json       Angular templates (strict) that must compile
//   3. ngc  -p test/types/angular/tsconfig.wrong.json must fail on exactly the template lines
//      that follow an `<!-- expect-error -->` comment, and nowhere else
// Prints one line per check and, last, `N passed, N failed`; exits 1 on any failure.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
function expectedErrorLines(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const expected = [];
  lines.forEach((line, i) => {
    if (/^\s*<!--\s*expect-error\b.*-->\s*$/.test(line)) expected.push(i + 2);
  });
  return expected;
}

/** `file:line:col - error CODE` diagnostics of an ngc/tsc run, for one file. */
function errorLines(output, file) {
  const name = basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lines = new Set();
  for (const m of output.matchAll(new RegExp(`${name}:(\\d+):\\d+ - error`, 'g'))) {
    lines.add(Number(m[1]));
  }
  return [...lines].sort((a, b) => a - b);
}

const problems = [];
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
for (const entry of ['./jsx', './vue']) {
  if (!pkg.exports?.[entry]) problems.push(`package.json "exports" has no "${entry}"`);
}
for (const file of ['dist/types/jsx.d.ts', 'dist/types/vue.d.ts', 'dist/pagination/index.d.ts']) {
  if (!existsSync(join(root, file))) problems.push(`${file} is missing: run \`npm run build\``);
}
if (problems.length) {
  for (const problem of problems) console.error(`check-types: ${problem}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const wrongFile = join(root, 'test/types/angular/wrong.component.ts');
const started = Date.now();
const [fixtures, angularOk, angularWrong] = await Promise.all([
  run([tsc, '-p', 'test/types/tsconfig.json', '--pretty', 'false']),
  run([ngc, '-p', 'test/types/angular/tsconfig.json']),
  run([ngc, '-p', 'test/types/angular/tsconfig.wrong.json']),
]);

const results = [];
results.push({
  name: 'React 19 raw tags, React wrappers, Vue, plain TypeScript (tsc)',
  ok: fixtures.code === 0,
  output: fixtures.output,
});
results.push({
  name: 'Angular templates, right uses (ngc, strict templates)',
  ok: angularOk.code === 0,
  output: angularOk.output,
});
const expected = expectedErrorLines(wrongFile);
const actual = errorLines(angularWrong.output, wrongFile);
const missing = expected.filter((line) => !actual.includes(line));
const unexpected = actual.filter((line) => !expected.includes(line));
results.push({
  name: `Angular templates, wrong uses (ngc: ${expected.length} expected errors)`,
  ok: angularWrong.code !== 0 && expected.length > 0 && !missing.length && !unexpected.length,
  output: [
    missing.length ? `no error on line(s) ${missing.join(', ')} of ${basename(wrongFile)}` : '',
    unexpected.length
      ? `unexpected error on line(s) ${unexpected.join(', ')} of ${basename(wrongFile)}`
      : '',
    missing.length || unexpected.length || angularWrong.code === 0 ? angularWrong.output : '',
  ]
    .filter(Boolean)
    .join('\n'),
});

for (const { name, ok, output } of results) {
  console.log(`${ok ? '✔' : '✖'} ${name}`);
  if (!ok && output.trim()) console.log(output.trim().replace(/^/gm, '    '));
}
const failed = results.filter((r) => !r.ok).length;
console.log(`type tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${results.length - failed} passed, ${failed} failed`);
// `npm test` counts these like the other steps' tests (a TAP summary).
if (process.argv[2]) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(process.argv[2], `# pass ${results.length - failed}\n# fail ${failed}\n`);
}
process.exit(failed ? 1 : 0);
