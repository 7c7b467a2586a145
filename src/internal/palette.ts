/**
 * The design tokens' colours, `[light, dark]`: one source for the shadow-DOM elements' defaults
 * (`tokens` in `styles.ts`), the sheet `<search-pagination>` adopts, and the optional theme
 * (`scripts/make-theme.mjs`). Contrast of each pair is listed in the README's "Theming" section.
 * No lit import: the pagination's entry uses it too.
 */
// One constant per colour, so that a bundle takes only those it uses (the pagination's sheet
// needs three of the eight).
type Pair = readonly [light: string, dark: string];
export const accent: Pair = ['#3a46c9', '#9aa6ff'];
export const accentText: Pair = ['#ffffff', '#10132b'];
export const surfaceAlt: Pair = ['#f4f5f8', '#232733'];

export const palette = {
  accent,
  'accent-text': accentText,
  text: ['#1d2433', '#e7e9ee'],
  muted: ['#5a6274', '#a9b0bf'],
  surface: ['#ffffff', '#181b22'],
  'surface-alt': surfaceAlt,
  border: ['#858c9b', '#858c9b'],
  danger: ['#b3261e', '#ffb4ab'],
} as const satisfies Record<string, Pair>;

/** A name of `palette`. */
export type PaletteColour = keyof typeof palette;

/**
 * The private property `--_<name>` of each given colour, as `light-dark(light, dark)` behind the
 * page's `--search-ui-<name>`: it follows the `color-scheme` inherited where it is used.
 */
export const schemeDeclarations = (colours: Partial<Record<PaletteColour, Pair>>): string =>
  Object.entries(colours)
    .map(([name, [light, dark]]) => {
      const value = light === dark ? light : `light-dark(${light},${dark})`;
      return `--_${name}:var(--search-ui-${name},${value});`;
    })
    .join('');
