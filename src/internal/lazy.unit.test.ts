// `lazy()` as the server sees it (Node: Lit's `isServer` is true here): a render is synchronous,
// so a part is never loaded there; the server renders what the browser shows without it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactiveControllerHost } from 'lit';
import { lazy } from './lazy.js';

const host = { requestUpdate() {} } as unknown as ReactiveControllerHost;

describe('lazy() on the server', () => {
  it('never loads a part, however often a render asks for it', async () => {
    let calls = 0;
    const part = lazy('part', () => {
      calls += 1;
      return Promise.resolve('module');
    });
    assert.equal(part(host), undefined);
    await new Promise((r) => setTimeout(r, 10));
    assert.equal(part(host), undefined);
    assert.equal(calls, 0);
  });
});
