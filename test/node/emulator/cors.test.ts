import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import { KEYS, appId, call, start, testRoute } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

const ORIGIN = 'http://localhost:8000';

function preflight(
  path: string,
  method: string,
  headers: string,
  extra: Record<string, string> = {},
) {
  return fetch(`${emulator.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: ORIGIN,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
      ...extra,
    },
  });
}

describe('CORS', () => {
  it('answers a preflight for every area without credentials', async () => {
    for (const [path, method] of [
      ['/agent-studio/1/secret-keys', 'GET'],
      ['/1/compositions/minimal', 'GET'],
      ['/1/usage/records/products', 'GET'],
      ['/1/events', 'POST'],
      ['/__emulator/faults', 'POST'],
    ] as const) {
      const res = await preflight(
        path,
        method,
        'x-service-application-id,x-service-api-key,content-type',
      );
      assert.equal(res.status, 204, path);
      assert.equal(res.headers.get('access-control-allow-origin'), ORIGIN);
      const methods = (res.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
      for (const m of ['GET', 'POST', 'DELETE', 'OPTIONS']) assert.ok(methods.includes(m), m);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '')
        .toLowerCase()
        .split(/,\s*/);
      for (const h of [
        'x-service-application-id',
        'x-service-api-key',
        'content-type',
        'content-encoding',
      ]) {
        assert.ok(allowed.includes(h), h);
      }
      assert.ok(Number(res.headers.get('access-control-max-age')) > 0);
      assert.equal(res.headers.get('access-control-allow-credentials'), null);
    }
  });

  it('allows private network access when asked', async () => {
    const res = await preflight('/1/events', 'POST', 'content-type', {
      'access-control-request-private-network': 'true',
    });
    assert.equal(res.headers.get('access-control-allow-private-network'), 'true');
  });

  it('echoes the origin on answers and errors, * without one', async () => {
    const headers = { origin: ORIGIN };
    const okRes = await call(emulator.url, '/agent-studio/1/secret-keys', { headers });
    assert.equal(okRes.headers.get('access-control-allow-origin'), ORIGIN);
    assert.match(okRes.headers.get('vary') ?? '', /Origin/);
    const denied = await call(emulator.url, '/agent-studio/1/secret-keys', {
      headers,
      key: KEYS.invalid,
    });
    assert.equal(denied.status, 401);
    assert.equal(denied.headers.get('access-control-allow-origin'), ORIGIN);
    const missing = await call(emulator.url, '/nowhere', { headers });
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('access-control-allow-origin'), ORIGIN);
    const anyOrigin = await call(emulator.url, '/agent-studio/1/secret-keys');
    assert.equal(anyOrigin.headers.get('access-control-allow-origin'), '*');
    const testOnly = await testRoute(emulator.url, 'GET', '/__emulator/events?appId=DEMOAPP');
    assert.equal(testOnly.headers.get('access-control-allow-origin'), '*');
  });

  it('keeps CORS on injected faults', async () => {
    const app = appId();
    await testRoute(emulator.url, 'POST', '/__emulator/faults', {
      appId: app,
      route: '*',
      status: 500,
    });
    const res = await call(emulator.url, '/1/compositions/minimal', {
      appId: app,
      headers: { origin: ORIGIN },
    });
    assert.equal(res.status, 500);
    assert.equal(res.headers.get('access-control-allow-origin'), ORIGIN);
  });
});
