// `node scripts/check-logical-css.mjs`: keeps physical (left/right) CSS out of the elements'
// styles, so that every element mirrors in right-to-left (issue #20). It reads the CSS of
// src/**/*.styles.ts and src/internal/styles.ts (every template literal in them: the css``
// styles and the plain strings the default theme is made of, scripts/make-theme.mjs), and every
// css`` template elsewhere in src/ (tests left out). It fails, with file:line, on:
//  - `margin-left`, `padding-right`, `border-left(-*)`, `border-top-left-radius`,
//    `scroll-margin-left`, … : use `margin-inline-start`, `border-start-start-radius`, …;
//  - `left:` / `right:` offsets: use `inset-inline-start` / `inset-inline-end`;
//  - `text-align`, `float`, `clear` with `left` / `right`: use `start` / `end`;
//  - four-value shorthands whose left and right differ (`padding: 0 1em 0 0`, `inset`,
//    `border-width`, …) and `border-radius` whose left and right corners differ.
// Geometry that is deliberately physical (it follows an SVG coordinate, say) is allowed by a
// comment that says why, on the same line as the declaration or the line before it:
//   left: 0; /* physical: the tooltip follows the crosshair's x, an SVG coordinate */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The marker that allows a physical declaration (with its reason after the colon). */
const MARKER = /\/\*\s*physical:/;

const SIDE = '(?:left|right)';
/** Longhands that name a physical side. */
const PHYSICAL_NAME = new RegExp(
  `^(?:(?:margin|padding|scroll-margin|scroll-padding|border)-${SIDE}(?:-[a-z]+)?|border-(?:top|bottom)-${SIDE}-radius|${SIDE})$`,
);
/** Properties whose `left` / `right` keywords are physical. */
const KEYWORD = new Set(['text-align', 'text-align-last', 'float', 'clear']);
/** Shorthands of four sides (top right bottom left). */
const FOUR_SIDES = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
]);

/** `value` split on white space outside parentheses, without `!important`. */
function words(value) {
  const out = [];
  let depth = 0;
  let word = '';
  for (const ch of value.replace(/!important\s*$/, '').trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (word) out.push(word);
      word = '';
    } else word += ch;
  }
  if (word) out.push(word);
  return out;
}

/** Why `name: value` is physical, or undefined when it mirrors. */
export function physical(name, value) {
  name = name.toLowerCase();
  if (PHYSICAL_NAME.test(name)) {
    const side = /left/.test(name) ? 'start' : 'end';
    const logical =
      name === 'left' || name === 'right'
        ? `inset-inline-${side}`
        : /radius$/.test(name)
          ? `border-${name.includes('top') ? 'start' : 'end'}-${side}-radius`
          : name.replace(/-(left|right)/, `-inline-${side}`);
    return `\`${name}\` is physical: use \`${logical}\``;
  }
  if (value.includes('${')) return undefined; // interpolated: not known here
  if (KEYWORD.has(name) && /(^|\s)(left|right)(\s|$|!)/i.test(value)) {
    return `\`${name}: ${value.trim()}\` is physical: use \`start\` / \`end\``;
  }
  const w = words(value);
  if (FOUR_SIDES.has(name) && w.length === 4 && w[1] !== w[3]) {
    return `\`${name}: ${value.trim()}\` sets left and right apart: use \`${name}-block\` / \`${name}-inline\` (or the -start / -end longhands)`;
  }
  if (name === 'border-radius' && !value.includes('/')) {
    const [a, b = a, c = a, d = b] = w;
    if (a !== b || c !== d) {
      return `\`${name}: ${value.trim()}\` rounds left and right apart: use \`border-start-start-radius\` and the other logical corners`;
    }
  }
  return undefined;
}

/**
 * The template literals of TypeScript `source` as `[start, end, tag, holes]` (offsets of their
 * text, the tag's name before the backtick, the `[start, end]` of each `${…}` in it), nested
 * ones (inside `${…}`) included.
 */
export function templates(source) {
  const found = [];
  let i = 0;
  const n = source.length;
  /** Skips a string or comment at `i` (returns true when it did). */
  const skip = () => {
    const ch = source[i];
    if (ch === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++;
      return true;
    }
    if (ch === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      return true;
    }
    if (ch === '"' || ch === "'") {
      i++;
      while (i < n && source[i] !== ch && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i++;
      return true;
    }
    return false;
  };
  /** Reads a template whose backtick is at `i`; leaves `i` after its closing backtick. */
  const template = () => {
    const tag = /([\w$.]*)\s*$/.exec(source.slice(Math.max(0, i - 40), i))[1];
    const start = ++i;
    const holes = [];
    while (i < n && source[i] !== '`') {
      if (source[i] === '\\') i += 2;
      else if (source[i] === '$' && source[i + 1] === '{') {
        const hole = i;
        i += 2;
        code(1);
        holes.push([hole, i]);
      } else i++;
    }
    found.push([start, i, tag, holes]);
    i++;
  };
  /** Reads code until the `}` closing `depth` braces (or the end of the source). */
  const code = (depth) => {
    while (i < n) {
      if (skip()) continue;
      const ch = source[i];
      if (ch === '`') template();
      else {
        if (ch === '{') depth++;
        if (ch === '}' && --depth === 0) return void i++;
        i++;
      }
    }
  };
  code(Infinity);
  return found;
}

/** The problems of one file's `source`, each `{ file, line, message }`. */
export function checkSource(source, file, { everyTemplate = false } = {}) {
  const problems = [];
  const lines = source.split('\n');
  const lineAt = (offset) => source.slice(0, offset).split('\n').length;
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  for (const [start, end, tag, holes] of templates(source)) {
    if (!everyTemplate && !/(^|\.)css$/.test(tag)) continue;
    // `${…}` (a nested template is read on its own) and comments blanked, offsets kept.
    let text = source.slice(start, end);
    for (const [a, b] of holes) {
      text =
        text.slice(0, a - start) + blank(text.slice(a - start, b - start)) + text.slice(b - start);
    }
    text = text.replace(/\/\*[\s\S]*?\*\//g, blank);
    // `name: value` up to `;` or `}` (a selector such as `a:hover {` never reaches one).
    const declaration = /(?<=^|[{;\s("'])(-?[a-zA-Z][\w-]*)\s*:\s*([^;{}]*?)\s*(?=[;}])/g;
    for (const m of text.matchAll(declaration)) {
      const why = physical(m[1], m[2]);
      if (!why) continue;
      const line = lineAt(start + m.index);
      const here = lines[line - 1] ?? '';
      const before = lines[line - 2] ?? '';
      if (MARKER.test(here) || MARKER.test(before)) continue;
      problems.push({ file, line, message: why });
    }
  }
  return problems;
}

/** The source files under `dir` (tests left out). */
function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
  }
}

/** The problems of every file of `root`'s src/. */
export function checkTree(root = '.') {
  const problems = [];
  for (const path of sources(join(root, 'src'))) {
    const file = relative(root, path).replaceAll('\\', '/');
    const everyTemplate = /\.styles\.ts$/.test(file) || file === 'src/internal/styles.ts';
    problems.push(...checkSource(readFileSync(path, 'utf8'), file, { everyTemplate }));
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkTree();
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length) {
    console.error(
      `check-logical-css: ${problems.length} physical declaration(s). Use logical properties, or mark deliberate physical geometry with /* physical: why */.`,
    );
    process.exit(1);
  }
  console.log('check-logical-css: every element style is logical');
}
