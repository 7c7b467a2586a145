// The three engines the browser tests run in, all from Debian's packages: where each lives, which
// package ships it, how Chromium is started, and which engines a run selects (`BROWSERS=firefox,webkit`,
// default all three).
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The file at `env` (a variable's value) or the first of `paths` that exists, else the first. */
const find = (env, ...paths) => [env, ...paths].find((p) => p && existsSync(p)) ?? paths[0];

export const chromiumPath = () =>
  find(process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser');
export const firefoxPath = () =>
  find(process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox');
export const webkitDriverPath = () =>
  find(process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver');
/** WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, pulled in by webkit2gtk-driver). */
export const miniBrowserPath = () =>
  find(
    process.env.WEBKIT_BROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  );
export const xvfbPath = () => '/usr/bin/Xvfb';

// How Chromium must be started on these machines.
export const chromiumArgs = [
  ...`--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking
    --disable-component-update --disable-sync --disable-quic --no-first-run`.split(/\s+/),
  // Test files run in parallel tabs: keep timers and animation frames running in background tabs.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  // Lets tests force a garbage collection (`window.gc()`), e.g. between an element and a late provider.
  '--js-flags=--expose-gc',
  // Never resolve outside hosts: everything the tests talk to is on loopback.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Headless Chromium for the scripts that measure pages. */
export const launchChromium = (options) =>
  puppeteer.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
    ...options,
  });

/** A page's HTML for them: `body`, then the module `script`. */
export const pageHTML = (title, body, script) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body>${body}<script type="module" src="./${script}"></script></body></html>`;

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
