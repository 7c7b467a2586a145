/** A physical declaration found by scripts/check-logical-css.mjs. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}
/** Why `name: value` is physical, or undefined when it mirrors. */
export function physical(name: string, value: string): string | undefined;
/** The template literals of a TypeScript source as `[start, end, tag, holes]`. */
export function templates(source: string): [number, number, string, [number, number][]][];
/** The problems of one file (css`` templates only, unless `everyTemplate`). */
export function checkSource(
  source: string,
  file: string,
  options?: { everyTemplate?: boolean },
): Problem[];
/** The problems of every file of `root`'s src/. */
export function checkTree(root?: string): Problem[];
