// `npm run test:element <name> [-- runner options]`: one element's (or area's) tests, Node and
// browser: the unit tests beside its sources (`src/<folder>/**/*.unit.test.ts`) and its browser
// tests (`test/browser/<name>/`), e.g. `npm run test:element usage-chart -- --browsers chromium`.
// Names: the folders of test/browser/ (pagination, usage-chart, secret-key-list,
// composition-view, provider, foundation, insights, api, …).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const [name, ...rest] = process.argv.slice(2);
const areas = readdirSync('test/browser', { withFileTypes: true }).filter((d) => d.isDirectory());
if (!name || !areas.some((d) => d.name === name)) {
  console.error(`usage: npm run test:element <${areas.map((d) => d.name).join('|')}>`);
  process.exit(2);
}
const folder = `src/${name === 'foundation' ? 'internal' : name}`;
const units = existsSync(folder)
  ? readdirSync(folder, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.unit.test.ts'))
      .map((f) => `${folder}/${f}`)
  : [];
const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
const unitStatus = units.length ? run(['--import', 'tsx', '--test', ...units]) : 0;
const browserStatus = run([
  'scripts/test-browser.mjs',
  '--files',
  `test/browser/${name}/**/*.test.{ts,tsx}`,
  ...rest,
]);
process.exit(unitStatus || browserStatus);
