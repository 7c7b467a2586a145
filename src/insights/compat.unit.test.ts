// The search-insights-compatible client against search-insights' documented call shapes (its
// README and type declarations, 2.17): every method, argument form and callback, over a real
// InsightsQueue with a recording client. InstantSearch's middleware in a browser:
// test/browser/insights/instantsearch.test.ts.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  createInsightsClient,
  InsightsQueue,
  EventValidationError,
  INSIGHTS_CLIENT_VERSION,
} from './compat.js';
import type { InsightsEvent } from '../api/schemas/events.js';

const Q = 'fedcba9876543210fedcba9876543210';

function setup(options: { userToken?: string; optedOut?: boolean } = {}) {
  const batches: InsightsEvent[][] = [];
  const queue = new InsightsQueue({
    client: {
      appId: 'APP',
      async sendEvents(events: readonly InsightsEvent[]) {
        batches.push([...events]);
        return { status: 200, message: 'OK' };
      },
    },
    storage: null,
    flushDelay: 60_000,
    ...options,
  });
  const aa = createInsightsClient(queue);
  /** What the service receives, without the timestamps. */
  const sent = async () => {
    await queue.flush();
    queue.close();
    return batches.map((b) => b.map(({ timestamp: _t, ...e }) => e));
  };
  return { queue, aa, batches, sent };
}

describe('compat: the client function', () => {
  test('has a version InstantSearch treats as a modern search-insights (>= 2.6)', () => {
    const { aa, queue } = setup();
    // InstantSearch's isModernInsightsClient, verbatim in substance.
    const [major = 0, minor = 0] = aa.version.split('.').map(Number);
    assert.ok(major >= 3 || (major === 2 && minor >= 6));
    assert.equal(aa.version, INSIGHTS_CLIENT_VERSION);
    let got: string | undefined;
    assert.equal(
      aa('getVersion', (v) => (got = v)),
      INSIGHTS_CLIENT_VERSION,
    );
    assert.equal(got, INSIGHTS_CLIENT_VERSION);
    queue.close();
  });

  test('refuses a method that does not exist (search-insights only warns)', () => {
    const { aa, queue } = setup();
    assert.throws(() => (aa as (m: string) => unknown)('clickedObjectIds'), TypeError);
    queue.close();
  });

  test('addAlgoliaAgent is accepted and recorded once', () => {
    const { aa, queue } = setup();
    aa('addAlgoliaAgent', 'insights-middleware');
    aa('addAlgoliaAgent', 'insights-middleware');
    aa('addAlgoliaAgent', 'my-app (1.0)');
    assert.deepEqual(aa.algoliaAgents, ['insights-middleware', 'my-app (1.0)']);
    queue.close();
  });
});

describe('compat: init and tokens', () => {
  test('init takes userToken and authenticatedUserToken; credentials, region and cookies are the queue’s', () => {
    const { aa, queue } = setup();
    aa('init', {
      appId: 'APP',
      apiKey: 'search-key',
      region: 'de',
      useCookie: false,
      partial: true,
      userToken: 'user-1',
      authenticatedUserToken: 42,
    });
    assert.equal(aa('getUserToken'), 'user-1');
    assert.equal(aa('getAuthenticatedUserToken'), '42');
    queue.close();
  });

  test('init with userHasOptedOut opts the queue out, and false opts back in', async () => {
    const { aa, queue, batches } = setup({ userToken: 'u' });
    aa('init', { userHasOptedOut: true });
    assert.equal(queue.optedOut, true);
    const result = await aa('clickedObjectIDs', { eventName: 'x', index: 'i', objectIDs: ['a'] });
    assert.equal(result, false);
    assert.equal(queue.size, 0);
    aa('init', { appId: 'APP', apiKey: 'k' }); // without the flag: the choice stands
    assert.equal(queue.optedOut, true);
    aa('init', { userHasOptedOut: false });
    assert.equal(queue.optedOut, false);
    await queue.flush();
    assert.equal(batches.length, 0);
    queue.close();
  });

  test('getUserToken(options, callback) calls back (null, token) and returns it', () => {
    const { aa, queue } = setup();
    const calls: unknown[][] = [];
    const token = aa('getUserToken', null, (...args) => calls.push(args));
    assert.match(token, /^anonymous-[0-9a-f-]{36}$/);
    assert.deepEqual(calls, [[null, token]]);
    aa('setUserToken', 'user-7');
    assert.equal(aa('getUserToken', {}), 'user-7');
    queue.close();
  });

  test('setUserToken notifies onUserTokenChange; immediate calls at once; undefined removes it', () => {
    const { aa, queue } = setup({ userToken: 'first' });
    const seen: (string | undefined)[] = [];
    aa('onUserTokenChange', (t) => seen.push(t), { immediate: true });
    assert.equal(aa('setUserToken', 'second'), 'second');
    assert.equal(aa('setUserToken', 12345), '12345'); // numbers: as strings
    aa('onUserTokenChange', undefined);
    aa('setUserToken', 'third');
    assert.deepEqual(seen, ['first', 'second', '12345']);
    assert.equal(queue.userToken, 'third');
    queue.close();
  });

  test('setUserToken(undefined) goes back to an anonymous token', () => {
    const { aa, queue } = setup({ userToken: 'user-1' });
    assert.match(aa('setUserToken', undefined), /^anonymous-/);
    queue.close();
  });

  test('setting the current anonymous token back (what InstantSearch does) keeps it anonymous', () => {
    const { aa, queue } = setup();
    const token = aa('getUserToken', null);
    aa('setUserToken', token);
    // Still the queue's anonymous token: opting out and in makes a new one.
    queue.optOut();
    queue.optIn();
    assert.notEqual(queue.userToken, token);
    queue.close();
  });

  test('a token the service refuses is refused (search-insights accepts any)', () => {
    const { aa, queue } = setup({ userToken: 'user-1' });
    assert.throws(() => aa('setUserToken', 'has spaces'), EventValidationError);
    assert.throws(() => aa('setAuthenticatedUserToken', 'x'.repeat(129)), EventValidationError);
    assert.throws(() => aa('init', { userToken: 'é' }), EventValidationError);
    assert.equal(queue.userToken, 'user-1');
    queue.close();
  });

  test('authenticated token: set, get with callback, change callback with immediate', async () => {
    const { aa, sent } = setup({ userToken: 'anon-1' });
    const seen: (string | undefined)[] = [];
    aa('onAuthenticatedUserTokenChange', (t) => seen.push(t), { immediate: true });
    aa('setAuthenticatedUserToken', 'signed-in-1');
    let got: string | undefined;
    aa('getAuthenticatedUserToken', null, (_e, t) => (got = t));
    assert.equal(got, 'signed-in-1');
    void aa('viewedObjectIDs', { eventName: 'v', index: 'i', objectIDs: ['a'] });
    aa('setAuthenticatedUserToken', undefined);
    assert.deepEqual(seen, [undefined, 'signed-in-1', undefined]);
    const event = (await sent())[0]?.[0];
    assert.equal(event!.authenticatedUserToken, 'signed-in-1');
    assert.equal(event!.userToken, 'anon-1');
  });
});

describe('compat: event methods (search-insights’ documented payloads)', () => {
  const base = { eventName: 'E', index: 'products' };
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'clickedObjectIDsAfterSearch',
      { ...base, queryID: Q, objectIDs: ['a', 'b'], positions: [1, 2] },
      { eventType: 'click' },
    ],
    ['clickedObjectIDs', { ...base, objectIDs: ['a'] }, { eventType: 'click' }],
    ['clickedFilters', { ...base, filters: ['brand:Acme'] }, { eventType: 'click' }],
    [
      'convertedObjectIDsAfterSearch',
      { ...base, queryID: Q, objectIDs: ['a'] },
      { eventType: 'conversion' },
    ],
    ['convertedObjectIDs', { ...base, objectIDs: ['a'] }, { eventType: 'conversion' }],
    ['convertedFilters', { ...base, filters: ['brand:Acme'] }, { eventType: 'conversion' }],
    ['viewedObjectIDs', { ...base, objectIDs: ['a'] }, { eventType: 'view' }],
    ['viewedFilters', { ...base, filters: ['brand:Acme'] }, { eventType: 'view' }],
    [
      'purchasedObjectIDs',
      {
        ...base,
        objectIDs: ['a'],
        objectData: [{ price: 9.5, quantity: 2 }],
        value: 19,
        currency: 'EUR',
      },
      { eventType: 'conversion', eventSubtype: 'purchase' },
    ],
    [
      'purchasedObjectIDsAfterSearch',
      {
        ...base,
        objectIDs: ['a', 'b'],
        objectData: [
          { queryID: Q, price: '10.00', discount: 1, quantity: 1 },
          { queryID: Q, price: 5, quantity: 3 },
        ],
        value: 24,
        currency: 'USD',
      },
      { eventType: 'conversion', eventSubtype: 'purchase' },
    ],
    [
      'addedToCartObjectIDs',
      { ...base, objectIDs: ['a'] },
      { eventType: 'conversion', eventSubtype: 'addToCart' },
    ],
    [
      'addedToCartObjectIDsAfterSearch',
      {
        ...base,
        queryID: Q,
        objectIDs: ['a'],
        objectData: [{ price: 3, quantity: 1 }],
        currency: 'EUR',
      },
      { eventType: 'conversion', eventSubtype: 'addToCart' },
    ],
  ];
  for (const [method, payload, type] of cases) {
    test(`aa('${method}', event) sends the event with its type and the tokens`, async () => {
      const { aa, sent } = setup({ userToken: 'user-1' });
      const result = await (aa as (m: string, ...a: unknown[]) => Promise<boolean>)(
        method,
        payload,
      );
      assert.equal(result, true);
      assert.deepEqual(await sent(), [[{ userToken: 'user-1', ...type, ...payload }]]);
    });
  }

  test('several events in one call, then additional params: one batch, headers ignored', async () => {
    const { aa, sent } = setup({ userToken: 'user-1' });
    await aa(
      'clickedObjectIDs',
      { ...base, objectIDs: ['a'] },
      { ...base, objectIDs: ['b'], userToken: 99 },
      { headers: { 'X-Algolia-Application-Id': 'OTHER', 'X-Algolia-API-Key': 'k' } },
    );
    const batches = await sent();
    assert.equal(batches.length, 1);
    assert.deepEqual(
      batches[0]!.map((e) => [e.userToken, (e as { objectIDs: string[] }).objectIDs[0]]),
      [
        ['user-1', 'a'],
        ['99', 'b'],
      ],
    );
  });

  test('filters are sent as the service takes them: facet:value, the value URL-encoded', async () => {
    const { aa, sent } = setup({ userToken: 'u' });
    await aa('clickedFilters', { ...base, filters: ['brand:Apple Inc', 'size:10/12'] });
    const event = (await sent())[0]?.[0];
    assert.deepEqual((event as { filters: string[] }).filters, [
      'brand:Apple%20Inc',
      'size:10%2F12',
    ]);
  });

  test('what search-insights sends and the service refuses throws, and queues nothing', () => {
    const { aa, queue } = setup({ userToken: 'u' });
    const refused: [string, Record<string, unknown>, string][] = [
      // search-insights takes an object without `index` for additional params and sends nothing.
      ['clickedObjectIDs', { eventName: 'E', objectIDs: ['a'] }, 'required'],
      [
        'clickedObjectIDsAfterSearch',
        { ...base, queryID: 'abc', objectIDs: ['a'], positions: [1] },
        'query-id',
      ],
      [
        'clickedObjectIDsAfterSearch',
        { ...base, queryID: Q, objectIDs: ['a'], positions: [0] },
        'position',
      ],
      [
        'clickedObjectIDsAfterSearch',
        { ...base, objectIDs: ['a'], positions: [1] },
        'query-id-required',
      ],
      [
        'clickedObjectIDsAfterSearch',
        { ...base, queryID: Q, objectIDs: ['a', 'b'], positions: [1] },
        'positions-length',
      ],
      [
        'viewedObjectIDs',
        { ...base, objectIDs: Array.from({ length: 21 }, (_, i) => `o${i}`) },
        'items',
      ],
      ['viewedObjectIDs', { ...base, eventName: 'x'.repeat(65), objectIDs: ['a'] }, 'event-name'],
      ['viewedObjectIDs', { ...base, objectIds: ['a'] }, 'required'],
      ['convertedObjectIDs', { ...base, objectIDs: ['a'], value: 10 }, 'unknown'],
      ['clickedFilters', { ...base, filters: ['no-colon'] }, 'filter'],
      ['viewedObjectIDs', { ...base, objectIDs: ['a'], userToken: 'with space' }, 'token'],
    ];
    for (const [method, payload, rule] of refused) {
      assert.throws(
        () =>
          (aa as (m: string, ...a: unknown[]) => unknown)(
            method,
            { ...base, objectIDs: ['ok'] },
            payload,
          ),
        (e: unknown) => e instanceof EventValidationError && e.rule === rule && e.index === 1,
        `${method} ${JSON.stringify(payload)} → ${rule}`,
      );
    }
    assert.equal(queue.size, 0);
    queue.close();
  });

  test('inferQueryID (a stored object → query cache) is refused', () => {
    const { aa, queue } = setup({ userToken: 'u' });
    assert.throws(
      () => aa('purchasedObjectIDs', { ...base, objectIDs: ['a'] }, { inferQueryID: true }),
      /inferQueryID/,
    );
    assert.equal(queue.size, 0);
    queue.close();
  });

  test('no event: resolves false and sends nothing (as search-insights)', async () => {
    const { aa, sent } = setup({ userToken: 'u' });
    assert.equal(await aa('clickedObjectIDs'), false);
    assert.deepEqual(await sent(), []);
  });
});

describe('compat: sendEvents', () => {
  test('sends events that carry their own type, the generic instantsearch one included', async () => {
    const { aa, sent } = setup({ userToken: 'u' });
    const events = [
      { eventType: 'view', eventName: 'V', index: 'i', objectIDs: ['a'] },
      {
        eventType: 'conversion',
        eventSubtype: 'purchase',
        eventName: 'P',
        index: 'i',
        objectIDs: ['a'],
      },
      { eventType: 'instantsearch', eventName: 'Custom' },
    ];
    assert.equal(await aa('sendEvents', events), true);
    assert.deepEqual(await sent(), [events.map((e) => ({ userToken: 'u', ...e }))]);
  });

  test('drops InstantSearch’s algoliaSource tag and its usage report (__start__)', async () => {
    const { aa, sent } = setup({ userToken: 'u' });
    await aa('viewedObjectIDs', {
      eventName: 'Hits Viewed',
      index: 'i',
      objectIDs: ['a'],
      algoliaSource: ['instantsearch', 'instantsearch-internal'],
    });
    const usage = await aa('sendEvents', [
      {
        eventType: 'instantsearch',
        eventName: '__start__',
        sessionID: 'abc',
        widgets: [{ type: 'ais.instantSearch', params: [] }],
      },
    ]);
    assert.equal(usage, false);
    assert.deepEqual(await sent(), [
      [
        {
          userToken: 'u',
          eventType: 'view',
          eventName: 'Hits Viewed',
          index: 'i',
          objectIDs: ['a'],
        },
      ],
    ]);
  });

  test('an event without eventType is refused', () => {
    const { aa, queue } = setup({ userToken: 'u' });
    assert.throws(
      () => aa('sendEvents', [{ eventName: 'E', index: 'i', objectIDs: ['a'] }]),
      (e: unknown) => e instanceof EventValidationError && e.rule === 'required',
    );
    assert.throws(() => aa('sendEvents', { eventName: 'E' } as never), TypeError);
    queue.close();
  });
});

describe('compat: InstantSearch middleware call sequence', () => {
  test('getUserToken, addAlgoliaAgent, setUserToken, onUserTokenChange(immediate), events with headers, unsubscribe', async () => {
    const { aa, sent } = setup();
    // What createInsightsMiddleware (instantsearch.js 4.x) calls, in order.
    let before: string | undefined;
    aa('getUserToken', null, (_e, t) => (before = t));
    aa('addAlgoliaAgent', 'insights-middleware');
    aa('setUserToken', before);
    const search: (string | undefined)[] = [];
    aa('onUserTokenChange', (t) => search.push(t), { immediate: true });
    const headers = {
      headers: { 'X-Algolia-Application-Id': undefined, 'X-Algolia-API-Key': undefined },
    };
    await (aa as (m: string, ...a: unknown[]) => Promise<boolean>)(
      'clickedObjectIDsAfterSearch',
      {
        eventName: 'Hit Clicked',
        index: 'products',
        queryID: Q,
        objectIDs: ['p1'],
        positions: [3],
        algoliaSource: ['instantsearch'],
      },
      headers,
    );
    aa('onUserTokenChange', undefined);
    assert.deepEqual(search, [before]);
    assert.deepEqual(await sent(), [
      [
        {
          userToken: before,
          eventType: 'click',
          eventName: 'Hit Clicked',
          index: 'products',
          queryID: Q,
          objectIDs: ['p1'],
          positions: [3],
        },
      ],
    ]);
  });
});
