// Makes sure Debian's Chromium is installed before browser tests run. Installs it with apt-get
// when running as root; otherwise stops with one line that says how. Never downloads a browser
// from anywhere but the system package manager.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

if (existsSync(chromiumPath())) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROME_PATH), then `npm test` again.',
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian’s chromium package with apt-get…');
try {
  execSync('apt-get update -qq && apt-get install -y -qq chromium', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error('Installing chromium failed: run `apt-get install -y chromium` by hand.');
  process.exit(1);
}
if (!existsSync(chromiumPath())) {
  console.error('chromium was installed but not found at /usr/bin/chromium: set CHROME_PATH.');
  process.exit(1);
}
