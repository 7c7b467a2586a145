// The logical-CSS rules of stylelint.config.mjs: each kind of physical left/right declaration
// fails with its line, logical ones pass, css`` templates are read in TypeScript; and the
// pagination's stylesheet, a plain string the linter does not read in its source (the default
// theme is made of it and of css`` tokens), is logical too.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import stylelint from 'stylelint';
import { paginationCSS } from '../../../src/pagination/pagination.styles.ts';

/** `[line, rule]` of each problem stylelint finds in `code` with the project's config. */
async function problems(code: string, codeFilename = 'x.css') {
  const { results } = await stylelint.lint({ code, codeFilename });
  return results
    .flatMap((r) => r.warnings.map((w) => [w.line, w.rule] as const))
    .sort(([a, x], [b, y]) => a - b || x.localeCompare(y));
}

const PROPERTY = 'logical-css/require-logical-properties';
const KEYWORD = 'logical-css/require-logical-keywords';
const SIDES = 'declaration-property-value-allowed-list';

describe('logical CSS (stylelint)', () => {
  it('fails on each physical left/right declaration, with its line', async () => {
    const css = `.item {
  border-left: 6px solid red;
  padding-left: 0.75em;
  margin-right: 0.3em;
}
.tip { position: absolute; left: 0; }
caption { text-align: left; }
img { float: right; }
td { padding: 0.2em 0.8em 0.2em 0; }
.tab { border-radius: 4px 0 0 4px; border-top-left-radius: 2px; }
.x { scroll-margin-left: 1px; clear: left; text-align-last: right; inset: 0 1px 0 2px; }`;
    assert.deepEqual(await problems(css), [
      [2, PROPERTY],
      [3, PROPERTY],
      [4, PROPERTY],
      [6, PROPERTY],
      [7, KEYWORD],
      [8, KEYWORD],
      [9, SIDES],
      [10, SIDES],
      [10, PROPERTY],
      [11, SIDES],
      [11, KEYWORD],
      [11, KEYWORD],
      [11, PROPERTY],
    ]);
  });

  it('passes logical properties, symmetric shorthands, top/bottom and sizes', async () => {
    const css = `.item {
  border-inline-start: 6px solid red;
  padding-inline: 0 0.75em;
  margin: 1em 0 0.4em;
  padding: 0.2em calc(1em + 2px) 0.2em calc(1em + 2px);
  inset-inline-end: 0;
  text-align: start;
  border-radius: var(--r, 2px) var(--r, 2px) 0 0;
  border-bottom: 1px solid;
  margin-top: 1px;
  width: 10px;
  max-height: 2em;
}
.left:hover,
[part~='right'] { float: inline-start; }`;
    assert.deepEqual(await problems(css), []);
  });

  it('reads the css`` templates of TypeScript, not other strings', async () => {
    const ts = `import { css, html } from 'lit';
const a = html\`<p style="margin-left: 1px"></p>\`;
const b = 'float: left;';
const c = css\`
  .y {
    margin-right: 0;
  }
\`;
`;
    assert.deepEqual(await problems(ts, 'src/x/x.ts'), [[6, PROPERTY]]);
  });

  it('the pagination sheet, built as a plain string, is logical', async () => {
    assert.deepEqual(await problems(paginationCSS), []);
  });
});
