import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import { DAY, KEYS, NOW, call, clickEvent, range, start, type CallOptions } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

const endpoints: Record<string, { path: string; options?: CallOptions }> = {
  'secret keys': { path: '/agent-studio/1/secret-keys' },
  compositions: { path: '/1/compositions/injection-one' },
  usage: { path: `/1/usage/records${range(NOW - 2 * DAY, NOW)}` },
  'usage per index': { path: `/1/usage/records/products${range(NOW - 2 * DAY, NOW)}` },
  events: { path: '/1/events', options: { method: 'POST', body: { events: [clickEvent()] } } },
};

/** Expected status per key and endpoint: every right of the fixed keys. */
const expected: Record<keyof typeof KEYS, Record<string, number>> = {
  admin: { 'secret keys': 200, compositions: 200, usage: 200, 'usage per index': 200, events: 200 },
  settings: {
    'secret keys': 200,
    compositions: 200,
    usage: 403,
    'usage per index': 403,
    events: 403,
  },
  usage: { 'secret keys': 403, compositions: 403, usage: 200, 'usage per index': 200, events: 403 },
  search: {
    'secret keys': 403,
    compositions: 403,
    usage: 403,
    'usage per index': 403,
    events: 200,
  },
  invalid: {
    'secret keys': 401,
    compositions: 401,
    usage: 401,
    'usage per index': 401,
    events: 401,
  },
};

describe('auth: every key against every endpoint', () => {
  for (const [keyName, statuses] of Object.entries(expected)) {
    for (const [endpoint, status] of Object.entries(statuses)) {
      it(`${keyName} key → ${endpoint}: ${status}`, async () => {
        const { path, options } = endpoints[endpoint]!;
        const res = await call(emulator.url, path, {
          ...options,
          key: KEYS[keyName as keyof typeof KEYS],
        });
        assert.equal(res.status, status);
        if (status === 401) {
          assert.deepEqual(res.json, { status: 401, message: 'Invalid credentials' });
        } else if (status === 403) {
          assert.equal(res.json.status, 403);
          assert.match(res.json.message, /"(settings|usage|search)"/);
        }
      });
    }
  }
});

describe('auth: headers', () => {
  it('answers 401 without a key header', async () => {
    for (const { path, options } of Object.values(endpoints)) {
      const res = await call(emulator.url, path, { ...options, key: null });
      assert.equal(res.status, 401, path);
      assert.deepEqual(res.json, { status: 401, message: 'Invalid credentials' });
    }
  });

  it('answers 401 without an application id header', async () => {
    const res = await call(emulator.url, '/agent-studio/1/secret-keys', { appId: null });
    assert.deepEqual([res.status, res.json.message], [401, 'Invalid credentials']);
  });

  it('accepts DEMOAPP and DEMOAPP_<1 to 32 letters or digits>, nothing else', async () => {
    const accepted = ['DEMOAPP', 'DEMOAPP_a', `DEMOAPP_${'Z9'.repeat(16)}`];
    const refused = [
      'demoapp',
      'OTHERAPP',
      'DEMOAPP_',
      `DEMOAPP_${'a'.repeat(33)}`,
      'DEMOAPP_a-b',
      'DEMOAPPX',
    ];
    for (const id of accepted) {
      const res = await call(emulator.url, '/agent-studio/1/secret-keys', { appId: id });
      assert.equal(res.status, 200, id);
    }
    for (const id of refused) {
      const res = await call(emulator.url, '/agent-studio/1/secret-keys', { appId: id });
      assert.equal(res.status, 401, id);
    }
  });

  it('ignores credentials in the query string', async () => {
    const res = await call(
      emulator.url,
      '/agent-studio/1/secret-keys?x-service-application-id=DEMOAPP&x-service-api-key=emulator-admin-key',
      { appId: null, key: null },
    );
    assert.equal(res.status, 401);
  });

  it('reads header names case-insensitively', async () => {
    const res = await call(emulator.url, '/agent-studio/1/secret-keys', {
      appId: null,
      key: null,
      headers: { 'x-SERVICE-application-ID': 'DEMOAPP', 'X-SERVICE-API-KEY': KEYS.settings },
    });
    assert.equal(res.status, 200);
  });

  it('checks credentials before parameters', async () => {
    const res = await call(emulator.url, '/agent-studio/1/secret-keys?page=0', {
      key: KEYS.invalid,
    });
    assert.equal(res.status, 401);
    const forbidden = await call(emulator.url, '/1/usage/nope', { key: KEYS.search });
    assert.equal(forbidden.status, 403);
  });
});

describe('routing', () => {
  it('answers 404 for unknown paths and 405 for wrong methods', async () => {
    assert.equal((await call(emulator.url, '/1/nothing')).status, 404);
    assert.equal((await call(emulator.url, '/agent-studio/1/secret-keys/')).status, 404);
    assert.equal((await call(emulator.url, '/1/usage/records/products/extra')).status, 404);
    const post = await call(emulator.url, '/agent-studio/1/secret-keys', {
      method: 'POST',
      body: {},
    });
    assert.equal(post.status, 405);
    assert.match(post.headers.get('allow') ?? '', /GET/);
    const get = await call(emulator.url, '/1/events');
    assert.equal(get.status, 405);
    assert.match(get.headers.get('allow') ?? '', /POST/);
  });

  it('describes itself at /', async () => {
    const res = await call(emulator.url, '/', { appId: null, key: null });
    assert.equal(res.status, 200);
    assert.ok(res.json.endpoints.includes('POST /1/events'));
  });
});
