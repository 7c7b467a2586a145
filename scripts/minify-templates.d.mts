/** The rollup plugin that minifies lit's `css`, `html` and `svg` templates (see the .mjs). */
export function minifyTemplates(): {
  name: string;
  /** The module's code with its templates minified; null when nothing changed. */
  transform(code: string, id: string): { code: string; map: null } | null;
};
