// `lazy()` as the server sees it (Node: Lit's `isServer` is true here): parts the server draws
// (`{ server: true }`) start loading at once and `ready()` waits for them; other parts are never
// loaded on the server; `load()` and `loaded()` work without a host.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactiveControllerHost } from 'lit';
import { lazy, ready } from './lazy.js';

const host = { requestUpdate() {} } as unknown as ReactiveControllerHost;

/** A load that resolves (or rejects) when the test says, counting its calls. */
function deferred<T>() {
  let settle!: { resolve: (v: T) => void; reject: (e: unknown) => void };
  const load = Object.assign(
    () => {
      load.calls++;
      return new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
    },
    { calls: 0 },
  );
  return { load, settle: () => settle };
}

describe('lazy() on the server', () => {
  it('loads a part the server draws at once, and ready() resolves once it is there', async () => {
    const { load, settle } = deferred<{ drawn: true }>();
    const part = lazy(load, { server: true });
    assert.equal(load.calls, 1, 'started when declared');
    assert.equal(part(host), undefined);
    let done = false;
    const waiting = ready().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 10));
    assert.equal(done, false, 'ready() waits for the part');
    settle().resolve({ drawn: true });
    await waiting;
    assert.deepEqual(part(host), { drawn: true });
    assert.deepEqual(part.loaded(), { drawn: true });
    assert.equal(load.calls, 1, 'loaded once');
  });

  it('never loads the other parts on the server, unless asked with load()', async () => {
    const { load, settle } = deferred<string>();
    const part = lazy(load);
    assert.equal(part(host), undefined);
    await ready();
    assert.equal(load.calls, 0, 'a render does not start it on the server');
    const loading = part.load();
    assert.equal(part.load(), loading, 'one load, however often asked');
    settle().resolve('module');
    assert.equal(await loading, 'module');
    assert.equal(part.loaded(), 'module');
    assert.equal(load.calls, 1);
  });

  it('rejects ready() when a part cannot load, and tries again on the next load()', async () => {
    const { load, settle } = deferred<string>();
    const part = lazy(load, { server: true });
    settle().reject(new Error('chunk missing'));
    await assert.rejects(ready(), /chunk missing/);
    assert.equal(part.loaded(), undefined);
    const again = part.load();
    assert.equal(load.calls, 2);
    settle().resolve('module');
    assert.equal(await again, 'module');
  });
});
