// `npm run test:unit`: the Node tests, as `npm test` runs them: the unit tests beside the sources
// (`src/**/*.unit.test.ts`) and those of `test/node/` (emulator, server rendering, fuzz, build),
// with Node's own runner; not the package checks of `test/node/packaging/` (they need the packed
// tarball: `npm test` runs them first). The file list is built here: Node 20's `--test` takes no
// globs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const find = (dir, test) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile() && test(d.name))
        .map((d) => join(d.parentPath ?? d.path, d.name))
        .sort()
    : [];

const files = [
  ...find('src', (n) => n.endsWith('.unit.test.ts')),
  ...find(join('test', 'node'), (n) => n.endsWith('.test.ts')).filter(
    (f) => !f.startsWith(join('test', 'node', 'packaging')),
  ),
];
const { status } = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', ...process.argv.slice(2), ...files],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
