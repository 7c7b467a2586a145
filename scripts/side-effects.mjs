// package.json `sideEffects` as bundlers read it: a list of globs relative to the package root
// (`*` within a path segment, `**/` any number of folders). The matcher takes a path
// relative to the root (`dist/pagination.js`, with or without `./`) or an absolute one.
import { readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';

/** One glob of `sideEffects` as a regular expression over paths relative to the root. */
export const toRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/^\.\//, '')
      .split('**/')
      .map((part) =>
        part
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]'),
      )
      .join('(?:[^/]+/)*')}$`,
  );

/** A test of the files listed in `sideEffects` of the package.json at `root`. */
export function sideEffectsMatcher(root = process.cwd()) {
  const { sideEffects } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  if (!Array.isArray(sideEffects)) return () => sideEffects !== false;
  const patterns = sideEffects.map(toRegExp);
  return (path) => {
    const rel = (isAbsolute(path) ? relative(root, path) : path).replace(/^\.\//, '');
    return patterns.some((p) => p.test(rel));
  };
}
