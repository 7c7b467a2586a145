import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Store, type StoreChangeDetail } from './store.js';
import type { ClientCore } from '../api/core.js';

function changes(store: Store): StoreChangeDetail[] {
  const seen: StoreChangeDetail[] = [];
  store.addEventListener('change', (e) => seen.push((e as CustomEvent<StoreChangeDetail>).detail));
  return seen;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Store search state', () => {
  it('starts on page 0 with no hits, merges patches and emits one change per real change', () => {
    const store = new Store();
    const seen = changes(store);
    assert.deepEqual(store.search, { page: 0, nbHits: 0, nbPages: 0 });
    store.setSearch({ page: 2, nbPages: 5 });
    store.setSearch({ page: 2 });
    assert.deepEqual(store.search, { page: 2, nbHits: 0, nbPages: 5 });
    assert.deepEqual(seen, [{ part: 'search' }]);
  });

  it('drops the cache and emits when the client changes', async () => {
    const store = new Store({ client: { id: 1 } as unknown as ClientCore });
    await store.request('k', async () => 'v');
    const seen = changes(store);
    store.client = { id: 2 } as unknown as ClientCore;
    assert.equal(store.peek('k'), undefined);
    assert.deepEqual(seen, [{ part: 'client' }]);
  });
});

describe('Store.request', () => {
  it('shares one in-flight request between callers and caches the value', async () => {
    const store = new Store();
    let calls = 0;
    const gate = deferred<string>();
    const load = () => {
      calls += 1;
      return gate.promise;
    };
    const a = store.request('k', load);
    const b = store.request('k', load);
    gate.resolve('value');
    assert.deepEqual(await Promise.all([a, b]), ['value', 'value']);
    assert.equal(await store.request('k', load), 'value');
    assert.equal(calls, 1);
    assert.equal(store.peek('k'), 'value');
  });

  it('does not cache failures', async () => {
    const store = new Store();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('boom');
    };
    await assert.rejects(store.request('k', failing), /boom/);
    await assert.rejects(store.request('k', failing), /boom/);
    assert.equal(calls, 2);
  });

  it('detaches one caller on abort but keeps the request for the others', async () => {
    const store = new Store();
    const gate = deferred<string>();
    let sharedSignal: AbortSignal | undefined;
    const load = (signal: AbortSignal) => {
      sharedSignal = signal;
      return gate.promise;
    };
    const first = new AbortController();
    const a = store.request('k', load, { signal: first.signal });
    const b = store.request('k', load);
    first.abort();
    await assert.rejects(a, { name: 'AbortError' });
    assert.equal(sharedSignal?.aborted, false);
    gate.resolve('still here');
    assert.equal(await b, 'still here');
  });

  it('aborts the shared request when its last caller leaves', async () => {
    const store = new Store();
    let sharedSignal: AbortSignal | undefined;
    const load = (signal: AbortSignal) => {
      sharedSignal = signal;
      return new Promise<string>(() => undefined);
    };
    const caller = new AbortController();
    const pending = store.request('k', load, { signal: caller.signal });
    caller.abort();
    await assert.rejects(pending, { name: 'AbortError' });
    assert.equal(sharedSignal?.aborted, true);
    // A later caller starts afresh instead of joining the aborted request.
    let second = 0;
    await store.request('k', async () => {
      second += 1;
      return 'fresh';
    });
    assert.equal(second, 1);
  });

  it('rejects at once for an already aborted signal, without loading', async () => {
    const store = new Store();
    let calls = 0;
    await assert.rejects(
      store.request('k', async () => ++calls, { signal: AbortSignal.abort() }),
      { name: 'AbortError' },
    );
    assert.equal(calls, 0);
  });

  it('expires cached values after their ttl', async () => {
    const store = new Store({ cacheTtl: 5 });
    let calls = 0;
    const load = async () => ++calls;
    assert.equal(await store.request('k', load), 1);
    await new Promise((r) => setTimeout(r, 15));
    assert.equal(store.peek('k'), undefined);
    assert.equal(await store.request('k', load), 2);
  });

  it('clears cached values by key prefix', async () => {
    const store = new Store();
    await store.request('usage:a', async () => 1);
    await store.request('keys:b', async () => 2);
    store.clearCache('usage:');
    assert.equal(store.peek('usage:a'), undefined);
    assert.equal(store.peek('keys:b'), 2);
  });
});
