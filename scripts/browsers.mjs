// The three engines the browser tests run in, all from Debian's packages: where each lives, which
// package ships it, and which engines a run selects (`BROWSERS=firefox,webkit`, default all three).
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

export function firefoxPath() {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  return candidates.find((p) => p && existsSync(p)) ?? '/usr/bin/firefox-esr';
}

export function webkitDriverPath() {
  const candidates = [process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'];
  return candidates.find((p) => p && existsSync(p)) ?? '/usr/bin/WebKitWebDriver';
}

/** WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, pulled in by webkit2gtk-driver). */
export function miniBrowserPath() {
  const candidates = [
    process.env.WEBKIT_BROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  ];
  return candidates.find((p) => p && existsSync(p)) ?? candidates[1];
}

export function xvfbPath() {
  return ['/usr/bin/Xvfb'].find((p) => existsSync(p)) ?? '/usr/bin/Xvfb';
}

/** Per engine: the files it needs and the Debian packages that ship them. */
export const requirements = {
  chromium: { files: () => [chromiumPath()], packages: ['chromium'] },
  firefox: { files: () => [firefoxPath()], packages: ['firefox-esr'] },
  // MiniBrowser has no headless mode in WebKitGTK: it draws into a virtual X server (Xvfb).
  webkit: {
    files: () => [webkitDriverPath(), miniBrowserPath(), xvfbPath()],
    packages: ['webkit2gtk-driver', 'xvfb'],
  },
};

/**
 * The engines a run selects: `BROWSERS` (comma or space separated), else all three. Unknown names
 * stop the run with a message rather than silently testing less.
 */
export function selectedEngines(value = process.env.BROWSERS) {
  if (!value || !value.trim()) return [...ENGINES];
  const names = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((n) => n.toLowerCase());
  const unknown = names.filter((n) => !ENGINES.includes(n));
  if (unknown.length > 0) {
    throw new Error(`Unknown browser ${unknown.join(', ')}: choose from ${ENGINES.join(', ')}.`);
  }
  return ENGINES.filter((n) => names.includes(n));
}
