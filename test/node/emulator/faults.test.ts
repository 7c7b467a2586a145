import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import { DAY, KEYS, NOW, appId, call, clickEvent, range, start, testRoute } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

const fault = (body: Record<string, unknown>) =>
  testRoute(emulator.url, 'POST', '/__emulator/faults', body);
const keys = (app: string, headers?: Record<string, string>) =>
  call(emulator.url, '/agent-studio/1/secret-keys', { appId: app, headers });

const ROUTES: Record<string, (app: string) => ReturnType<typeof call>> = {
  'secret-keys': (app) => keys(app),
  compositions: (app) => call(emulator.url, '/1/compositions/injection-one', { appId: app }),
  usage: (app) => call(emulator.url, `/1/usage/records${range(NOW - DAY, NOW)}`, { appId: app }),
  events: (app) =>
    call(emulator.url, '/1/events', {
      method: 'POST',
      appId: app,
      body: { events: [clickEvent()] },
    }),
};

describe('faults: effects', () => {
  it('answers an injected status once, with a default body', async () => {
    const app = appId();
    assert.equal((await fault({ appId: app, route: 'secret-keys', status: 503 })).status, 201);
    const first = await keys(app);
    assert.equal(first.status, 503);
    assert.deepEqual(first.json, { status: 503, message: 'Injected fault (status 503)' });
    assert.equal((await keys(app)).status, 200);
  });

  it('answers an injected status with the given body', async () => {
    const app = appId();
    await fault({
      appId: app,
      route: 'usage',
      status: 429,
      body: { message: 'Too many requests' },
    });
    const res = await ROUTES.usage!(app);
    assert.deepEqual([res.status, res.json], [429, { message: 'Too many requests' }]);
  });

  it('applies `times` rules in order, and 0 until cleared', async () => {
    const app = appId();
    await fault({ appId: app, route: 'compositions', status: 500, times: 2 });
    await fault({ appId: app, route: 'compositions', status: 502, times: 0 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await ROUTES.compositions!(app)).status);
    assert.deepEqual(statuses, [500, 500, 502, 502, 502]);
    const listed = await testRoute(emulator.url, 'GET', `/__emulator/faults?appId=${app}`);
    assert.equal(listed.json.faults.length, 1);
    const cleared = await testRoute(emulator.url, 'DELETE', `/__emulator/faults?appId=${app}`);
    assert.equal(cleared.json.cleared.faults, 1);
    assert.equal((await ROUTES.compositions!(app)).status, 200);
  });

  it('matches its route only, or every route with *', async () => {
    const app = appId();
    await fault({ appId: app, route: 'usage', status: 500, times: 0 });
    assert.equal((await ROUTES['secret-keys']!(app)).status, 200);
    assert.equal((await ROUTES.usage!(app)).status, 500);
    await testRoute(emulator.url, 'DELETE', `/__emulator/faults?appId=${app}`);
    await fault({ appId: app, route: '*', status: 504, times: 0 });
    for (const [route, send] of Object.entries(ROUTES))
      assert.equal((await send(app)).status, 504, route);
  });

  it('sends malformed JSON with 200', async () => {
    const app = appId();
    await fault({ appId: app, route: '*', malformed: true, times: 0 });
    for (const send of Object.values(ROUTES)) {
      const res = await send(app);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /application\/json/);
      assert.throws(() => JSON.parse(res.text));
    }
  });

  it('sends valid JSON of the wrong shape with 200', async () => {
    const app = appId();
    await fault({ appId: app, route: '*', wrongShape: true, times: 0 });
    const keysBody = (await ROUTES['secret-keys']!(app)).json;
    assert.ok(!Array.isArray(keysBody.data) || typeof keysBody.data[0].id !== 'string');
    const comp = (await ROUTES.compositions!(app)).json;
    assert.notEqual(typeof comp.objectID, 'string');
    const use = (await ROUTES.usage!(app)).json;
    assert.notEqual(typeof use.records[0].t, 'number');
    const ev = (await ROUTES.events!(app)).json;
    assert.notEqual(typeof ev.status, 'number');
    assert.deepEqual(
      await testRoute(emulator.url, 'GET', `/__emulator/events?appId=${app}`).then(
        (r) => r.json.events,
      ),
      [],
    );
  });

  it('drops the connection', async () => {
    const app = appId();
    await fault({ appId: app, route: 'events', drop: true });
    await assert.rejects(ROUTES.events!(app));
    assert.equal((await ROUTES.events!(app)).status, 200);
  });

  // Delays are shown by order, not timed: the delayed answer comes after answers to requests
  // sent after it (its latency is far above what a loaded machine takes to answer them).
  it('delays one request without holding up the others', async () => {
    const app = appId();
    await fault({ appId: app, route: 'secret-keys', latency: 2_000 });
    let slowDone = false;
    const slow = keys(app).then((res) => {
      slowDone = true;
      return res;
    });
    const fast = await keys(app);
    const other = await keys(appId());
    assert.equal(fast.status, 200);
    assert.equal(other.status, 200);
    assert.equal(slowDone, false, 'the delayed request held up the others');
    assert.equal((await slow).status, 200);
  });

  it('ends a latency early when the faults are cleared (held answers, released)', async () => {
    const app = appId();
    await fault({ appId: app, route: 'secret-keys', latency: 120_000, times: 0 });
    let heldDone = false;
    const held = keys(app).then((res) => {
      heldDone = true;
      return res;
    });
    // Another application is answered meanwhile: the request is being held, not lost.
    assert.equal((await keys(appId())).status, 200);
    assert.equal(heldDone, false, 'the held answer came before the release');
    assert.equal(
      (await testRoute(emulator.url, 'DELETE', `/__emulator/faults?appId=${app}`)).status,
      200,
    );
    // Released, long before its 120 s: without the release this waits out the whole minute.
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      held,
      new Promise<'still held'>((resolve) => (timer = setTimeout(resolve, 60_000, 'still held'))),
    ]);
    clearTimeout(timer);
    assert.notEqual(outcome, 'still held');
    assert.equal((await held).status, 200);
  });

  it('combines latency with a status', async () => {
    const app = appId();
    await fault({ appId: app, route: 'usage', latency: 2_000, status: 500 });
    let slowDone = false;
    const slow = ROUTES.usage!(app).then((res) => {
      slowDone = true;
      return res;
    });
    assert.equal((await ROUTES.usage!(appId())).status, 200);
    assert.equal(slowDone, false, 'the answer was not delayed');
    assert.equal((await slow).status, 500);
  });

  it('does not accept events when a fault answers instead', async () => {
    const app = appId();
    await fault({ appId: app, route: 'events', status: 500 });
    assert.equal((await ROUTES.events!(app)).status, 500);
    const events = (await testRoute(emulator.url, 'GET', `/__emulator/events?appId=${app}`)).json
      .events;
    assert.deepEqual(events, []);
  });

  it('takes a one-request fault from the X-Emulator-Fault header', async () => {
    const app = appId();
    const res = await keys(app, { 'X-Emulator-Fault': JSON.stringify({ status: 418 }) });
    assert.equal(res.status, 418);
    assert.equal((await keys(app)).status, 200);
    assert.equal((await keys(app, { 'X-Emulator-Fault': 'nope' })).status, 400);
  });
});

describe('faults: isolation and validation', () => {
  it('scopes rules to their application id', async () => {
    const [a, b] = [appId(), appId()];
    await fault({ appId: a, route: '*', status: 500, times: 0 });
    assert.equal((await keys(a)).status, 500);
    assert.equal((await keys(b)).status, 200);
    assert.equal((await keys('DEMOAPP')).status, 200);
  });

  it('refuses invalid rules with 400', async () => {
    const app = appId();
    const invalid = [
      { route: 'usage', status: 500 },
      { appId: 'OTHER', route: 'usage', status: 500 },
      { appId: app, route: 'search', status: 500 },
      { appId: app, route: 'usage' },
      { appId: app, route: 'usage', status: 500, times: -1 },
      { appId: app, route: 'usage', status: 500, times: 1.5 },
      { appId: app, route: 'usage', status: 99 },
      { appId: app, route: 'usage', status: 600 },
      { appId: app, route: 'usage', latency: -5 },
      { appId: app, route: 'usage', drop: 'yes' },
      { appId: app, route: 'usage', drop: true, malformed: true },
    ];
    for (const body of invalid) {
      const res = await fault(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(typeof res.json.message, 'string');
    }
    const notJson = await call(emulator.url, '/__emulator/faults', {
      method: 'POST',
      appId: null,
      key: null,
      raw: '{',
    });
    assert.equal(notJson.status, 400);
    assert.equal(
      (await testRoute(emulator.url, 'GET', '/__emulator/events?appId=nope')).status,
      400,
    );
    assert.equal(
      (await testRoute(emulator.url, 'GET', '/__emulator/unknown?appId=DEMOAPP')).status,
      404,
    );
  });
});

describe('request log', () => {
  it('records method, URL and headers (the key as given), per application id', async () => {
    const [a, b] = [appId(), appId()];
    await call(emulator.url, '/agent-studio/1/secret-keys?page=2', {
      appId: a,
      key: KEYS.settings,
    });
    await call(emulator.url, '/1/events', {
      method: 'POST',
      appId: a,
      key: KEYS.invalid,
      body: { events: [clickEvent()] },
    });
    await testRoute(emulator.url, 'GET', `/__emulator/events?appId=${a}`);
    await call(emulator.url, '/1/compositions/minimal', { appId: b });
    const log = (await testRoute(emulator.url, 'GET', `/__emulator/requests?appId=${a}`)).json
      .requests;
    assert.deepEqual(
      log.map((r: { method: string; url: string }) => [r.method, r.url]),
      [
        ['GET', '/agent-studio/1/secret-keys?page=2'],
        ['POST', '/1/events'],
      ],
    );
    assert.equal(log[0].headers['x-service-api-key'], KEYS.settings);
    assert.equal(log[0].headers['x-service-application-id'], a);
    assert.equal(log[1].headers['x-service-api-key'], KEYS.invalid);
    for (const r of log as { url: string }[]) {
      for (const key of Object.values(KEYS)) assert.ok(!r.url.includes(key), r.url);
    }
    assert.ok(log.every((r: { at: number }) => typeof r.at === 'number'));
  });

  it('counts every attempt, faulted ones included, and clears', async () => {
    const app = appId();
    await fault({ appId: app, route: 'secret-keys', status: 503, times: 2 });
    for (let i = 0; i < 3; i += 1) await keys(app);
    const log = (await testRoute(emulator.url, 'GET', `/__emulator/requests?appId=${app}`)).json
      .requests;
    assert.equal(log.length, 3);
    // Each with the status it was answered with: the two faulted ones, then the answer.
    assert.deepEqual(
      log.map((r: { status?: number }) => r.status),
      [503, 503, 200],
    );
    await testRoute(emulator.url, 'DELETE', `/__emulator/requests?appId=${app}`);
    assert.deepEqual(
      (await testRoute(emulator.url, 'GET', `/__emulator/requests?appId=${app}`)).json.requests,
      [],
    );
  });

  it('resets everything of an application id at once', async () => {
    const app = appId();
    await fault({ appId: app, route: 'usage', status: 500, times: 0 });
    await ROUTES.events!(app);
    const res = await testRoute(emulator.url, 'DELETE', `/__emulator/reset?appId=${app}`);
    assert.deepEqual(res.json.cleared, { faults: 1, events: 1, requests: 1 });
  });
});
