// The Node test files, listed once for `npm test` (scripts/test.mjs) and `npm run test:unit`
// (scripts/test-unit.mjs): Node 20's `--test` takes no globs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir` whose name passes `test`, sorted. */
function findFiles(dir, test) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && test(d.name))
    .map((d) => join(d.parentPath ?? d.path, d.name))
    .sort();
}

/** The package checks: they need the packed tarball (`npm test` runs them after the build). */
export const packageTestFiles = () =>
  findFiles(join('test', 'node', 'packaging'), (n) => n.endsWith('.test.ts'));

/** The unit tests beside the sources and the Node tests of `test/node/`, package checks apart. */
export function unitTestFiles() {
  const packaging = packageTestFiles();
  return [
    ...findFiles('src', (n) => n.endsWith('.unit.test.ts')),
    ...findFiles(join('test', 'node'), (n) => n.endsWith('.test.ts')).filter(
      (f) => !packaging.includes(f),
    ),
  ];
}
