// `npm run test:unit`: the Node tests, as `npm test` runs them: the unit tests beside the sources
// (`src/**/*.unit.test.ts`) and those of `test/node/` (emulator, server rendering, fuzz, build),
// with Node's own runner; not the package checks of `test/node/packaging/` (they need the packed
// tarball: `npm test` runs them first).
import { spawnSync } from 'node:child_process';
import { unitTestFiles } from './node-tests.mjs';

const { status } = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', ...process.argv.slice(2), ...unitTestFiles()],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
