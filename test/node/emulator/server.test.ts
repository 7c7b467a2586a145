import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { appId, call, start, testRoute } from './helpers.js';

const MAIN = fileURLToPath(new URL('../../../dev/emulator/main.ts', import.meta.url));

/** Runs the CLI with `env`, resolves with its first stdout line (or its exit). */
function runCli(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  // Callers that only wait for the exit do not read the line: keep the rejection handled.
  firstLine.catch(() => undefined);
  return { child, firstLine, output: () => ({ stdout, stderr }) };
}

/** How many requests of `app` the emulator at `base` has logged. */
const logged = async (base: string, app: string) =>
  ((await testRoute(base, 'GET', `/__emulator/requests?appId=${app}`)).json as { requests: [] })
    .requests.length;

describe('emulator lifecycle', () => {
  it('port 0 gives each emulator its own port on loopback', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    try {
      assert.match(a.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.notEqual(a.url, b.url);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  // Its answer is a minute away: close() ending at all (within the test's timeout) is the check.
  it('closes promptly with a delayed request in flight', { timeout: 30_000 }, async () => {
    const emulator = await start();
    const app = appId();
    await testRoute(emulator.url, 'POST', '/__emulator/faults', {
      appId: app,
      route: '*',
      latency: 60_000,
    });
    const pending = call(emulator.url, '/agent-studio/1/secret-keys', { appId: app }).then(
      () => 'answered',
      () => 'failed',
    );
    // Once the request is in (logged before its delay), close, and it is cut, not answered.
    while ((await logged(emulator.url, app)) === 0);
    await emulator.close();
    assert.equal(await pending, 'failed');
  });

  it('the CLI prints its URL, takes PORT, and serves requests', async () => {
    const { child, firstLine } = runCli({ PORT: '0', QUIET: '1' });
    try {
      const line = await firstLine;
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0];
      assert.ok(url, line);
      const res = await call(url, '/1/compositions/minimal');
      assert.equal(res.status, 200);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  it('the CLI explains a port in use and a bad PORT', async () => {
    const taken = await start();
    try {
      const port = new URL(taken.url).port;
      const { child, output } = runCli({ PORT: port });
      const [code] = await once(child, 'exit');
      assert.equal(code, 1);
      assert.match(output().stderr, new RegExp(`Port ${port} is already in use`));
    } finally {
      await taken.close();
    }
    const { child, output } = runCli({ PORT: 'eighty' });
    const [code] = await once(child, 'exit');
    assert.equal(code, 1);
    assert.match(output().stderr, /PORT must be an integer/);
  });
});
