// `node scripts/check-templates.mjs`: lit-analyzer (the Lit template checker) in strict mode over
// every module in src/ (tests included: they are user code), with the project's tsconfig.
// Its configuration is here, not in tsconfig.json: a rule switched off, or one known false
// positive, each with the reason. Any other diagnostic, warning or error, fails the check.
//
// Elements are known to it through `HTMLElementTagNameMap` and their attributes through the
// `@attr` tag on each attribute-backed field (it does not read a `static properties` field):
// `<search-pagination>` (a non-Lit base) is checked like the Lit elements.
import { relative } from 'node:path';
import ts from 'typescript';
import { DefaultLitAnalyzerContext, LitAnalyzer, makeConfig } from 'lit-analyzer';

/** @type {Partial<import('lit-analyzer').LitAnalyzerConfig>} */
const config = { strict: true }; // every rule keeps its strict-mode severity; none is switched off

/**
 * Diagnostics that are wrong, each matched by file and message, with the reason. One that no
 * longer occurs fails the check too (so this list cannot go stale).
 */
const known = (reason, messages, files) =>
  files.flatMap((file) => messages.map((message) => ({ file, message, reason })));
const cssData = 'its CSS data (vscode-css-languageservice 4.3)';
const falsePositives = [
  ...known(
    `${cssData} predates container queries`,
    ["Unknown property: 'container-type'", 'Unknown at rule @container'],
    [
      'src/secret-key-list/secret-key-list.styles.ts',
      'src/composition-view/composition-view.styles.ts',
    ],
  ),
  ...known(
    `${cssData} lacks the SVG property vector-effect`,
    ["Unknown property: 'vector-effect'"],
    ['src/usage-chart/usage-chart.styles.ts', 'src/usage-chart/grid.ts'],
  ),
  ...['content-visibility', 'contain-intrinsic-size'].flatMap((property) =>
    known(
      `${cssData} predates ${property}`,
      [`Unknown property: '${property}'`],
      ['src/usage-chart/grid.ts'],
    ),
  ),
  ...known(
    "`nothing` in an attribute binding removes the attribute (Lit's documented way); the analyzer reads lit's `nothing` symbol as a value",
    [`Type '"page" | Symbol(undefined)' is not assignable`],
    ['src/pagination/render.ts'],
  ),
];

const started = Date.now();
const tsconfig = ts.getParsedCommandLineOfConfigFile('tsconfig.json', undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
});
const roots = tsconfig.fileNames.filter((f) => relative('.', f).startsWith('src/'));
const program = ts.createProgram(roots, { ...tsconfig.options, noEmit: true });
const context = new DefaultLitAnalyzerContext({ getProgram: () => program });
context.updateConfig(makeConfig(config));
const analyzer = new LitAnalyzer(context);

const problems = [];
const seen = new Set();
let files = 0;
for (const file of program.getSourceFiles()) {
  const name = relative('.', file.fileName);
  if (!name.startsWith('src/')) continue;
  files += 1;
  for (const d of analyzer.getDiagnosticsInFile(file)) {
    const known = falsePositives.find((k) => k.file === name && d.message.includes(k.message));
    if (known) {
      seen.add(known);
      continue;
    }
    const { line, character } = file.getLineAndCharacterOfPosition(d.location.start);
    problems.push(
      `${name}:${line + 1}:${character + 1}  ${d.severity}  ${d.message}  (${d.source})`,
    );
  }
}
for (const k of falsePositives) {
  if (!seen.has(k)) problems.push(`${k.file}: no longer reports "${k.message}": remove it here`);
}

for (const p of problems) console.log(p);
const time = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `lit-analyzer (strict): ${files} files, ${problems.length} problem(s), ${falsePositives.length} known false positive(s), ${time}s`,
);
process.exit(problems.length > 0 ? 1 : 0);
