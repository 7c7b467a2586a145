/** One glob of `sideEffects` as a regular expression over paths relative to the root. */
export function toRegExp(glob: string): RegExp;
/** A test of the files listed in `sideEffects` of the package.json at `root` (default: cwd). */
export function sideEffectsMatcher(root?: string): (path: string) => boolean;
