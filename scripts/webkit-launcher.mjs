// A web-test-runner launcher for WebKit: WebKitGTK's MiniBrowser driven by Debian's
// WebKitWebDriver (W3C WebDriver over HTTP), drawn into a private Xvfb display. Each concurrent
// test file gets its own window on its own display (one WebDriver session each, since
// WebKitWebDriver serves one session per process): alone on its X server the window keeps the
// focus, so `:focus` styles and the keyboard behave as for a user — two windows on one display
// would take the focus from each other (WebKit matches `:focus` only in the active window).
// Implements what @web/test-runner-commands asks of a `webdriver` launcher:
// `sendKeys` (press, type) and the mouse (`sendMouseMove/Click/Down/Up`, `resetMouse`).
// No npm dependency: plain fetch against the driver.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { miniBrowserPath, webkitDriverPath, xvfbPath } from './browsers.mjs';

// W3C WebDriver key codes (U+E000 + the number, in hex) for the key names the tests (and
// puppeteer/playwright) use.
const KEYS = { Space: ' ', ' ': ' ' };
for (const [name, code] of Object.entries({
  ...{ Backspace: 3, Tab: 4, Enter: 7, Shift: 8, Control: 9, Alt: 0xa, Escape: 0xc },
  ...{ PageUp: 0xe, PageDown: 0xf, End: 0x10, Home: 0x11, ArrowLeft: 0x12, ArrowUp: 0x13 },
  ...{ ArrowRight: 0x14, ArrowDown: 0x15, Insert: 0x16, Delete: 0x17, Meta: 0x3d },
})) {
  KEYS[name] = String.fromCharCode(0xe000 + code);
}
const BUTTONS = { left: 0, middle: 1, right: 2 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on the first free display; resolves with its process and display name. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      xvfbPath(),
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
    );
    let out = '';
    proc.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ proc, display: `:${out.trim()}` });
    });
    proc.on('error', reject);
    proc.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
  });
}

async function waitForDriver(base, proc) {
  for (let i = 0; i < 100; i += 1) {
    if (proc.exitCode !== null) throw new Error(`WebKitWebDriver exited (${proc.exitCode})`);
    try {
      const res = await fetch(`${base}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('WebKitWebDriver did not start');
}

/** One MiniBrowser window: its own WebKitWebDriver process and session. */
class Window {
  constructor(options) {
    this.options = options;
  }

  async open() {
    this.xvfb = await startXvfb();
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    this.driver = spawn(webkitDriverPath(), [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: this.xvfb.display, ...this.options.env },
    });
    await waitForDriver(this.base, this.driver);
    const { sessionId } = await this.#call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          // The runner watches the page over its own web socket: don't block on page loads.
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': {
            binary: miniBrowserPath(),
            args: ['--automation', ...(this.options.args ?? [])],
          },
        },
      },
    });
    this.session = sessionId;
    const [width, height] = this.options.windowSize ?? [];
    if (width && height) await this.command('POST', '/window/rect', { width, height });
    return this;
  }

  async #call(method, path, body) {
    const headers = body ? { 'content-type': 'application/json' } : undefined;
    const res = await fetch(`${this.base}${path}`, { method, headers, body: JSON.stringify(body) });
    const { value } = await res.json().catch(() => ({}));
    if (res.ok) return value;
    const why = `${value?.error ?? res.status} ${value?.message ?? ''}`;
    throw new Error(`WebKitWebDriver ${method} ${path}: ${why}`);
  }

  command(method, path, body) {
    return this.#call(method, `/session/${this.session}${path}`, body);
  }

  actions(actions) {
    return this.command('POST', '/actions', { actions });
  }

  async close() {
    try {
      if (this.session) await this.#call('DELETE', `/session/${this.session}`);
    } catch {
      // the browser may already be gone
    }
    this.kill();
  }

  kill() {
    this.driver?.kill();
    this.xvfb?.proc.kill();
  }
}

class WebKitLauncher {
  name = 'WebKit';
  type = 'webdriver';

  constructor(options) {
    this.options = options;
    this.concurrency = options.concurrency;
    this.idle = [];
    this.all = new Set();
    this.active = new Map();
  }

  initialize() {
    // If the runner dies without stop(), take the drivers and X servers (and with them the
    // browsers) down too.
    process.once('exit', () => [...this.all].forEach((w) => w.kill()));
  }

  async #window() {
    const idle = this.idle.pop();
    if (idle) return idle;
    const win = await new Window(this.options).open();
    this.all.add(win);
    return win;
  }

  async startSession(id, url) {
    let win = await this.#window();
    try {
      await win.command('POST', '/url', { url });
    } catch {
      // A crashed browser: replace its window once.
      this.all.delete(win);
      await win.close();
      win = await this.#window();
      await win.command('POST', '/url', { url });
    }
    this.active.set(id, win);
  }

  isActive(id) {
    return this.active.has(id);
  }

  async getBrowserUrl(id) {
    try {
      return await this.#get(id).command('GET', '/url');
    } catch {
      return undefined;
    }
  }

  async stopSession(id) {
    const win = this.#get(id);
    this.active.delete(id);
    try {
      await win.command('DELETE', '/actions');
      // Stop whatever the page still runs (timers, reload loops) before the window is reused.
      await win.command('POST', '/url', { url: 'about:blank' });
      this.idle.push(win);
    } catch {
      this.all.delete(win);
      await win.close();
    }
    return {};
  }

  async startDebugSession() {
    throw new Error('Debugging is not supported in WebKit here: run the test in Chromium.');
  }

  async stop() {
    await Promise.all([...this.all].map((w) => w.close()));
    this.all.clear();
    this.idle = [];
  }

  #get(id) {
    const win = this.active.get(id);
    if (!win) throw new Error(`No WebKit window for session ${id}`);
    return win;
  }

  // What @web/test-runner-commands calls for `webdriver` launchers.

  async sendKeys(id, keys) {
    const actions = [];
    for (const key of keys) {
      const named = KEYS[key];
      if (named !== undefined) {
        actions.push({ type: 'keyDown', value: named }, { type: 'keyUp', value: named });
      } else if (key.length > 1 && key.includes('+')) {
        // A chord such as Shift+Tab: hold the modifiers, press the last key, release in reverse.
        const parts = key.split('+').map((k) => KEYS[k] ?? k);
        for (const k of parts) actions.push({ type: 'keyDown', value: k });
        for (const k of parts.reverse()) actions.push({ type: 'keyUp', value: k });
      } else {
        for (const ch of key)
          actions.push({ type: 'keyDown', value: ch }, { type: 'keyUp', value: ch });
      }
    }
    await this.#get(id).actions([{ type: 'key', id: 'keyboard', actions }]);
  }

  #pointer(id, actions) {
    return this.#get(id).actions([
      { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions },
    ]);
  }

  sendMouseMove(id, x, y) {
    return this.#pointer(id, [{ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 }]);
  }

  sendMouseClick(id, x, y, button = 'left') {
    const b = BUTTONS[button] ?? 0;
    return this.#pointer(id, [
      { type: 'pointerMove', x, y, origin: 'viewport', duration: 0 },
      { type: 'pointerDown', button: b },
      { type: 'pointerUp', button: b },
    ]);
  }

  sendMouseDown(id, button = 'left') {
    return this.#pointer(id, [{ type: 'pointerDown', button: BUTTONS[button] ?? 0 }]);
  }

  sendMouseUp(id, button = 'left') {
    return this.#pointer(id, [{ type: 'pointerUp', button: BUTTONS[button] ?? 0 }]);
  }

  async resetMouse(id) {
    await this.#get(id).command('DELETE', '/actions');
    await this.sendMouseMove(id, 0, 0);
  }
}

/**
 * @param {{ concurrency?: number, args?: string[], env?: Record<string, string>,
 *   windowSize?: [number, number] }} [options]
 */
export function webkitLauncher(options = {}) {
  return new WebKitLauncher(options);
}
