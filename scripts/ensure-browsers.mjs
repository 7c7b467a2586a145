// Makes sure the browsers the tests run in are installed, all from Debian's packages: Chromium,
// Firefox ESR, and WebKitGTK (WebKitWebDriver + MiniBrowser, drawn into Xvfb). Installs what is
// missing with apt-get when running as root; otherwise stops with the exact command to run. Never
// downloads a browser from anywhere but the system package manager.
//   node scripts/ensure-browsers.mjs [chromium|firefox|webkit ...]   (default: $BROWSERS, else all)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { requirements, selectedEngines } from './browsers.mjs';

let engines;
try {
  engines = selectedEngines(process.argv.slice(2).join(',') || undefined);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const absent = (e) => requirements[e].files().filter((f) => !existsSync(f));
const missing = engines.filter((e) => absent(e).length > 0);
if (missing.length === 0) process.exit(0);

const packages = [...new Set(missing.flatMap((e) => requirements[e].packages))];
const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Missing browser${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: run \`sudo ${command.replace('&& apt-get', '&& sudo apt-get')}\`, then test again (or choose engines with BROWSERS=chromium,firefox,webkit).`,
  );
  process.exit(1);
}
console.log(`Installing ${packages.join(', ')} with apt-get for ${missing.join(', ')}…`);
try {
  execSync(`apt-get update -qq && apt-get install -y -qq ${packages.join(' ')}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error(`Installing failed: run \`${command}\` by hand.`);
  process.exit(1);
}
const files = engines.flatMap(absent);
if (files.length > 0) {
  console.error(
    `Installed, but still missing ${files.join(', ')}: set CHROME_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH / WEBKIT_BROWSER_PATH.`,
  );
  process.exit(1);
}
