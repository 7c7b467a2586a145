// The logical-CSS rule of `npm run lint` (scripts/check-logical-css.mjs): physical left/right
// declarations in element styles fail with file:line; logical ones, and physical ones marked as
// deliberate, pass.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkSource, checkTree } from '../../../scripts/check-logical-css.mjs';

const styles = (body: string) => `import { css } from 'lit';\n\nconst own = css\`\n${body}\n\`;\n`;

describe('check-logical-css', () => {
  it('fails on each physical declaration, with its line', () => {
    const source = styles(`  .item {
    border-left: 6px solid red;
    padding-left: 0.75em;
    margin-right: 0.3em;
  }
  .tip { position: absolute; left: 0; }
  caption { text-align: left; }
  img { float: right; }
  td { padding: 0.2em 0.8em 0.2em 0; }
  .tab { border-radius: 4px 0 0 4px; border-top-left-radius: 2px; }`);
    const problems = checkSource(source, 'src/x/x.styles.ts');
    assert.deepEqual(
      problems.map((p) => [p.line, p.message.match(/`([^`:]+)/)![1]]),
      [
        [5, 'border-left'],
        [6, 'padding-left'],
        [7, 'margin-right'],
        [9, 'left'],
        [10, 'text-align'],
        [11, 'float'],
        [12, 'padding'],
        [13, 'border-radius'],
        [13, 'border-top-left-radius'],
      ],
    );
    assert.match(problems[0]!.message, /border-inline-start/);
    assert.match(problems[3]!.message, /inset-inline-start/);
    assert.ok(problems.every((p) => p.file === 'src/x/x.styles.ts'));
  });

  it('passes logical properties, symmetric shorthands and selectors that only look physical', () => {
    const source = styles(`  .item {
    border-inline-start: 6px solid red;
    padding-inline: 0 0.75em;
    margin: 1em 0 0.4em;
    padding: 0.2em 0.8em 0.2em 0.8em;
    inset-inline-end: 0;
    text-align: start;
    border-radius: var(--r) var(--r) 0 0;
    border-bottom: 1px solid;
  }
  .left:hover,
  [part~='right'] { float: inline-start; }`);
    assert.deepEqual(checkSource(source, 'src/x/x.styles.ts'), []);
  });

  it('allows physical geometry marked with the reason', () => {
    const source = styles(`  .tip {
    left: 0; /* physical: follows the crosshair's x, an SVG coordinate */
    /* physical: the same, on the line before */
    right: auto;
  }`);
    assert.deepEqual(checkSource(source, 'src/x/x.styles.ts'), []);
  });

  it('reads css`` anywhere, plain templates only in style modules, never other strings', () => {
    const source = `const a = html\`<p style="margin-left: 1px;"></p>\`;
const b = \`.x { margin-left: 1px; }\`;
const c = 'float: left;';
const d = css\`.y { \${unsafeCSS(\`.z { clear: left; }\`)} margin-right: 0; }\`;
`;
    assert.deepEqual(
      checkSource(source, 'src/x/x.ts').map((p) => p.line),
      [4],
    );
    assert.deepEqual(
      checkSource(source, 'src/x/x.styles.ts', { everyTemplate: true }).map((p) => p.line),
      [1, 2, 4, 4],
    );
  });

  it('the command fails with file:line on a bad tree, and passes on a good one', () => {
    const root = mkdtempSync(join(tmpdir(), 'logical-css-'));
    try {
      mkdirSync(join(root, 'src/x'), { recursive: true });
      const script = join(process.cwd(), 'scripts/check-logical-css.mjs');
      const run = () =>
        execFileSync('node', [script], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
      writeFileSync(join(root, 'src/x/x.styles.ts'), styles('  .a { margin-inline-start: 1px; }'));
      assert.match(run(), /every element style is logical/);
      writeFileSync(join(root, 'src/x/x.styles.ts'), styles('  .a { margin-left: 1px; }'));
      assert.throws(run, (e: { status: number; stderr: string }) => {
        assert.equal(e.status, 1);
        assert.match(e.stderr, /src\/x\/x\.styles\.ts:4: `margin-left` is physical/);
        return true;
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("the project's own element styles are logical", () => {
    assert.deepEqual(checkTree(), []);
  });
});
