// The test support module (test/support/emulator.ts) against a real emulator and the real
// client: what every browser test relies on.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from '../../../dev/emulator/server.js';
import { Store } from '../../../src/store/index.js';
import {
  acceptedEvents,
  clearFaults,
  emulatorUrl,
  injectFault,
  keys,
  makeClient,
  makeStore,
  requestLog,
  resetApp,
  setEmulatorUrl,
  uniqueAppId,
} from '../../support/emulator.js';
import { clickEvent } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await startEmulator({ quiet: true });
  setEmulatorUrl(emulator.url);
});
after(async () => {
  setEmulatorUrl(undefined);
  await emulator.close();
});

describe('test support', () => {
  it('knows the emulator URL and the fixed keys', () => {
    assert.equal(emulatorUrl(), emulator.url);
    assert.deepEqual(Object.keys(keys).sort(), ['admin', 'invalid', 'search', 'settings', 'usage']);
  });

  it('makes unique, valid application ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => uniqueAppId()));
    assert.equal(ids.size, 200);
    for (const id of ids) assert.match(id, /^DEMOAPP_[A-Za-z0-9]{1,32}$/);
  });

  it('makes a client for every endpoint, on its own application id', async () => {
    const client = makeClient();
    assert.match(client.appId, /^DEMOAPP_/);
    assert.notEqual(makeClient().appId, client.appId);
    const page = await client.listSecretKeys({ limit: 5 });
    assert.equal(page.data.length, 5);
    assert.equal(page.pagination.totalCount, 47);
    const composition = await client.getComposition('injection-three');
    assert.equal(composition.objectID, 'injection-three');
    const usage = await client.getUsage({ statistic: ['records', 'max_qps'], period: 'day' });
    assert.ok(usage.series.records!.length >= 24);
    assert.ok(typeof usage.series.max_qps![0]!.v === 'object');
    const sent = await client.sendEvents([clickEvent(5) as never]);
    assert.deepEqual(sent, { status: 200, message: 'OK' });
    assert.deepEqual(await acceptedEvents(client.appId), [clickEvent(5)]);
  });

  it('injects faults the client sees, logs requests, and never puts the key in a URL', async () => {
    const client = makeClient({ apiKey: keys.settings, timeouts: { connect: 1_000, read: 1_000 } });
    await injectFault(client.appId, { route: 'secret-keys', status: 503 });
    const page = await client.listSecretKeys();
    assert.equal(page.data.length, 10);
    const log = await requestLog(client.appId);
    assert.equal(log.length, 2, 'the 503 was retried once');
    for (const entry of log) {
      assert.equal(entry.headers['x-service-api-key'], keys.settings);
      assert.ok(!entry.url.includes(keys.settings));
    }
    await injectFault(client.appId, { route: 'compositions', status: 404, times: 0 });
    await assert.rejects(client.getComposition('minimal'), { kind: 'http', status: 404 });
    await clearFaults(client.appId);
    assert.equal((await client.getComposition('minimal')).objectID, 'minimal');
    await resetApp(client.appId);
    assert.deepEqual(await requestLog(client.appId), []);
  });

  it('reports a refused helper call with the emulator message', async () => {
    await assert.rejects(
      injectFault('DEMOAPP_x', { route: 'nowhere' as never, status: 500 }),
      /route must be one of/,
    );
  });

  it('makes a store holding such a client', async () => {
    const store = makeStore({ apiKey: keys.usage, cacheTtl: 1_000 });
    assert.ok(store instanceof Store);
    const client = store.client!;
    assert.match(client.appId, /^DEMOAPP_/);
    await assert.rejects(client.listSecretKeys(), { kind: 'http', status: 403 });
  });
});
