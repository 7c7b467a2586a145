// Where Debian's Chromium lives and how it must be started on these machines.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p)) ?? '/usr/bin/chromium';
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Test files run in parallel tabs: keep timers and animation frames running in background tabs.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  // Lets tests force a garbage collection (`window.gc()`), e.g. between an element and a late provider.
  '--js-flags=--expose-gc',
  // Never resolve outside hosts: everything the tests talk to is on loopback.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
