// A rollup plugin that minifies the static text of lit's `css` and `html` tagged templates in
// the emitted JavaScript (after TypeScript is stripped): CSS loses comments and the white space
// around its punctuation; HTML loses the indentation between tags (a run of white space that
// holds a line break becomes one space, which renders the same outside `<pre>`). The text inside
// `${…}` is code, left as it is, except the templates nested in it, which are minified the same
// way. Lit documents this step as the usual production build. CSS also loses the quotes of
// attribute selector values that are identifiers and the leading zero of `0.5`.
const TAGS = /\b(css|html|svg)`/g;

function minifyCss(text) {
  return (
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      // `[part~='x']` → `[part~=x]`: an attribute value that is an identifier needs no quotes.
      .replace(/\[([\w-]+[~|^$*]?=)(['"])(-?[A-Za-z_][\w-]*)\2\]/g, '[$1$3]')
      // `0.25rem` → `.25rem` and `-0.25em` → `-.25em`, after a separator only (never `10.5`,
      // nor a number that follows a `${…}`, which may end in digits, at the start of the text).
      .replace(/(?<=[ :(,/*+]-?)0(?=\.\d)/g, '')
  );
}

function minifyHtml(text) {
  return text.replace(/\s*\n\s*/g, ' ');
}

/** The end of the template literal whose body starts at `i`; parts are the static strings. */
function scanTemplate(code, i) {
  const parts = [];
  let start = i;
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '`') {
      parts.push([start, i]);
      return { end: i, parts };
    }
    if (c === '$' && code[i + 1] === '{') {
      parts.push([start, i]);
      // Skip the expression, counting braces and stepping over nested strings and templates.
      let depth = 1;
      i += 2;
      while (i < code.length && depth > 0) {
        const d = code[i];
        if (d === '{') depth++;
        else if (d === '}') depth--;
        else if (d === '"' || d === "'") {
          const q = d;
          i++;
          while (i < code.length && code[i] !== q) i += code[i] === '\\' ? 2 : 1;
        } else if (d === '`') {
          const inner = scanTemplate(code, i + 1);
          if (!inner) return null;
          i = inner.end;
        }
        i++;
      }
      start = i;
      continue;
    }
    i++;
  }
  return null;
}

/**
 * `code` with the static text of each tagged template minified, and of the templates nested in
 * their `${…}` expressions too (a template inside a template's expression is a template of its
 * own, e.g. a row inside a table). `undefined` when nothing changed or the code is not understood.
 */
function minifyCode(code) {
  let out = '';
  let last = 0;
  let changed = false;
  for (const match of code.matchAll(TAGS)) {
    if (match.index < last) continue;
    const bodyStart = match.index + match[0].length;
    const scanned = scanTemplate(code, bodyStart);
    if (!scanned) return undefined;
    const minify = match[1] === 'css' ? minifyCss : minifyHtml;
    out += code.slice(last, bodyStart);
    let cursor = bodyStart;
    for (const [a, b] of scanned.parts) {
      // Between two static parts: a `${…}` expression, which may hold templates of its own.
      const expression = code.slice(cursor, a);
      out += (minifyCode(expression) ?? expression) + minify(code.slice(a, b));
      cursor = b;
    }
    out += code.slice(cursor, scanned.end);
    last = scanned.end;
    changed = true;
  }
  return changed ? out + code.slice(last) : undefined;
}

export function minifyTemplates() {
  return {
    name: 'minify-templates',
    transform(code, id) {
      if (!/\.(ts|js)$/.test(id) || id.includes('node_modules')) return null;
      const out = minifyCode(code);
      return out === undefined ? null : { code: out, map: null };
    },
  };
}
