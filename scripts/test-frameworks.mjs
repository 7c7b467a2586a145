// `npm run test:frameworks`: the packed package in Next.js, Nuxt and Angular apps, server-rendered
// and hydrated (test/frameworks/apps.test.ts). Slow (npm installs the frameworks, each app is
// built for production), so it is a command of its own, which CI runs after `npm test`. Builds
// dist/ first when it is missing, makes sure Chromium is installed, then prints
// `N passed, N failed` as its last line. `FRAMEWORKS=next,nuxt` runs only those apps.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const node = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
const started = Date.now();

if (!existsSync('dist/index.js') && node(['scripts/build.mjs']) !== 0) process.exit(1);
if (node(['scripts/ensure-browsers.mjs', 'chromium']) !== 0) process.exit(1);

mkdirSync('.cache', { recursive: true });
const tap = '.cache/frameworks-tap.txt';
const status = node([
  ...'--import tsx --test --test-reporter=spec --test-reporter-destination=stdout'.split(' '),
  '--test-reporter=tap',
  `--test-reporter-destination=${tap}`,
  'test/frameworks/apps.test.ts',
]);
const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
const count = (key) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
const passed = count('pass');
const failed = count('fail') + count('cancelled') + (text ? 0 : 1);
console.log(`\nframeworks: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(status || (failed > 0 ? 1 : 0));
