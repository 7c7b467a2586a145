// The template minifier of the browser builds (scripts/minify-templates.mjs), as rollup calls
// it: the code of a module in, the code out (or null when nothing is to change).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minifyTemplates } from '../../scripts/minify-templates.mjs';

const plugin = minifyTemplates();
const transform = (code: string, id = '/src/x/x.styles.js') => plugin.transform(code, id)?.code;
/** The static text of the one `css` template of `code`, minified. */
const css = (text: string) => transform(`const s = css\`${text}\`;`)!.slice(14, -2);

describe('minify-templates', () => {
  it('removes comments and the white space around CSS punctuation', () => {
    assert.equal(
      css(`
        /* a comment */
        :host {
          display: block;
          margin: 0 auto;
        }
        a > b, c { color: red; }
      `),
      ' :host{display:block;margin:0 auto}a>b,c{color:red}',
    );
  });

  it('drops the quotes of attribute selector values that are identifiers', () => {
    assert.equal(
      css(`[part~='legend-item'] [aria-pressed="true"] [a|='en'] [b^='_x'] [c='-y']`),
      '[part~=legend-item] [aria-pressed=true] [a|=en] [b^=_x] [c=-y]',
    );
  });

  it('keeps the quotes of values that are not identifiers, and of case flags', () => {
    for (const kept of [
      `[a='1x']`,
      `[a='-1']`,
      `[a='a b']`,
      `[a='']`,
      `[a='x.y']`,
      `[a='x' i]`,
      `[a="x']`,
      `[a='${'$'}{x}']`,
    ]) {
      const out = kept.includes('$') ? transform(`css\`${kept}\``) : css(kept);
      assert.ok(out?.includes(kept), `${kept} → ${out}`);
    }
  });

  it('drops the leading zero of numbers after a separator', () => {
    assert.equal(
      css(
        `a { margin: 0.25rem 0.5em; opacity: 0.6; width: calc(100% - 0.5px); color: rgb(0 0 0 / 0.5); }`,
      ),
      'a{margin:.25rem .5em;opacity:.6;width:calc(100% - .5px);color:rgb(0 0 0 / .5)}',
    );
    assert.equal(css(`a { transform: scale(0.9, 0.9); }`), 'a{transform:scale(.9,.9)}');
    assert.equal(
      css(`a { vertical-align: -0.25em; margin: 0 -0.5em; }`),
      'a{vertical-align:-.25em;margin:0 -.5em}',
    );
  });

  it('keeps numbers whose zero is not a leading zero', () => {
    assert.equal(css(`a { --x-0.5: 1; b: a-0.5; c: 1-0.5; }`), 'a{--x-0.5:1;b:a-0.5;c:1-0.5}');
    assert.equal(
      css(`a { flex: 10.5 0 0; line-height: 1.0; z-index: 0; }`),
      'a{flex:10.5 0 0;line-height:1.0;z-index:0}',
    );
    // After an expression the text may continue a number (`${n}0.5px`): left as it is.
    const out = transform('css`a{width:${n}0.5px;margin:${m} 0.5px}`');
    assert.equal(out, 'css`a{width:${n}0.5px;margin:${m} .5px}`');
  });

  it('leaves html templates, code in expressions and other files alone', () => {
    assert.equal(
      transform('html`<p title="0.5" part=\'x\'>\n  ${css`a { b: 0.5 }`}\n</p>`'),
      'html`<p title="0.5" part=\'x\'> ${css`a{b:.5}`} </p>`',
    );
    assert.equal(transform('const a = "[x=\'y\'] 0.5";'), undefined);
    assert.equal(transform('css`a { b: 0.5 }`', '/node_modules/lib/x.js'), undefined);
  });
});
