// `npm run test:browser [-- --browsers firefox[,webkit] …]`: installs the selected engines from
// Debian's packages if missing, then runs the browser tests in them. `--browsers` (comma or space
// separated: chromium, firefox, webkit) is the same as BROWSERS=…; other arguments go to the
// web test runner (e.g. `--files 'src/pagination/**/*.test.ts'`).
import { spawnSync } from 'node:child_process';
import { selectedEngines } from './browsers.mjs';

const args = process.argv.slice(2);
const rest = [];
let wanted = process.env.BROWSERS;
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (arg.startsWith('--browsers=')) wanted = arg.slice('--browsers='.length);
  else if (arg === '--browsers') {
    const names = [];
    while (i + 1 < args.length && !args[i + 1].startsWith('-')) names.push(args[(i += 1)]);
    wanted = names.join(',');
  } else rest.push(arg);
}
let engines;
try {
  engines = selectedEngines(wanted).join(',');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const env = { ...process.env, BROWSERS: engines };
const step = (cmd) => spawnSync(process.execPath, cmd, { stdio: 'inherit', env }).status ?? 1;
const ensured = step(['scripts/ensure-browsers.mjs']);
if (ensured !== 0) process.exit(ensured);
process.exit(step(['--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js', ...rest]));
