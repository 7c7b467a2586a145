// Stylelint (`npm run lint`, `npm test`): keeps physical left/right CSS out of the elements'
// styles, so that every element mirrors in right-to-left (issue #20). It reads the css``
// templates of src/ (postcss-lit) and plain .css files. Top/bottom, width/height and the x/y
// axes stay allowed: they do not change with the direction of the text.
// A deliberately physical declaration (geometry that follows an SVG coordinate, say) says why:
//   /* stylelint-disable-next-line logical-css/require-logical-properties -- follows the crosshair's x */

/** Properties and keyword-taking properties of the plugin that name no left/right side. */
const vertical = [
  'border-bottom',
  'border-bottom-color',
  'border-bottom-style',
  'border-bottom-width',
  'border-top',
  'border-top-color',
  'border-top-style',
  'border-top-width',
  'bottom',
  'contain-intrinsic-height',
  'contain-intrinsic-width',
  'height',
  'margin-bottom',
  'margin-top',
  'max-height',
  'max-width',
  'min-height',
  'min-width',
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'padding-bottom',
  'padding-top',
  'scroll-margin-bottom',
  'scroll-margin-top',
  'scroll-padding-bottom',
  'scroll-padding-top',
  'top',
  'width',
];

// One value of a shorthand: a word, or a function call (one level of nested calls).
const word = String.raw`[^\s()]*(?:\((?:[^()]|\([^()]*\))*\)[^\s()]*)?`;
const as = (name) => `(?<${name}>${word})`;
const is = (name) => String.raw`\k<${name}>`;
const sp = String.raw`\s+`;
/** Four-side shorthands (top right bottom left) must give left and right the same value. */
const sameSides = new RegExp(
  `^(?:${word}(?:${sp}${word}){0,2}|${word}${sp}${as('r')}${sp}${word}${sp}${is('r')})$`,
);
/** `border-radius` must round left and right alike (elliptical `a / b` radii are not read). */
const sameCorners = new RegExp(
  `^(?:${as('a')}(?:${sp}${is('a')}){0,2}|${as('t')}${sp}${is('t')}${sp}${as('b')}${sp}${is('b')}|.*/.*)$`,
);

export default {
  plugins: ['stylelint-plugin-logical-css'],
  ignoreFiles: ['**/*.test.ts', 'dist/**', 'storybook-static/**', 'node_modules/**'],
  overrides: [{ files: ['**/*.ts'], customSyntax: 'postcss-lit' }],
  rules: {
    'logical-css/require-logical-properties': [true, { ignore: vertical }],
    'logical-css/require-logical-keywords': [
      true,
      { ignore: ['box-orient', 'caption-side', 'offset-anchor', 'offset-position', 'resize'] },
    ],
    'declaration-property-value-allowed-list': [
      {
        '/^(margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/':
          [sameSides],
        'border-radius': [sameCorners],
      },
      {
        message: (property, value) =>
          `"${property}: ${value}" sets left and right apart: use the -block / -inline forms or the logical longhands`,
      },
    ],
  },
};
