import { expect } from '@open-wc/testing';
import * as insights from '../../../src/insights/index.js';
import { EventValidationError } from '../../../src/insights/index.js';
import { acceptedEvents, keys } from '../../support/emulator.js';
import { setup, cleanup, QUERY_ID as Q } from './setup.js';

const base = { eventName: 'Product Viewed', index: 'products' };
const ids = { objectIDs: ['p1', 'p2'] };

/** One event of each of the thirteen variants, built with its builder. */
const allVariants = () => [
  insights.clickedObjectIDsAfterSearch({ ...base, ...ids, positions: [1, 21], queryID: Q }),
  insights.addedToCartObjectIDsAfterSearch({
    ...base,
    ...ids,
    queryID: Q,
    objectData: [
      { price: 10, quantity: 1 },
      { price: '4.50', quantity: 2, discount: 1 },
    ],
    value: 19,
    currency: 'EUR',
  }),
  insights.purchasedObjectIDsAfterSearch({
    ...base,
    ...ids,
    objectData: [
      { queryID: Q, price: 10 },
      { queryID: Q, price: 9 },
    ],
    value: '19.00',
    currency: 'EUR',
  }),
  insights.convertedObjectIDsAfterSearch({ ...base, ...ids, queryID: Q }),
  insights.clickedObjectIDs({ ...base, ...ids }),
  insights.purchasedObjectIDs({ ...base, ...ids }),
  insights.addedToCartObjectIDs({ ...base, ...ids, authenticatedUserToken: 'signed-in-7' }),
  insights.convertedObjectIDs({ ...base, ...ids }),
  insights.clickedFilters({ ...base, filters: [insights.filter('brand', 'Apple Inc')] }),
  insights.convertedFilters({ ...base, filters: ['color:red', 'size:XL'] }),
  insights.viewedObjectIDs({ ...base, ...ids, userToken: 'another-user' }),
  insights.viewedFilters({ ...base, filters: ['color:blue'] }),
  insights.genericEvent({ eventName: 'Page Loaded' }),
];

describe('insights: the thirteen variants against the emulator', () => {
  afterEach(cleanup);

  it('accepts an event of each variant, with the token and timestamp the queue adds', async () => {
    const { appId, queue } = setup();
    const q = queue();
    const events = allVariants();
    expect(
      new Set(events.map((e) => `${e.eventType}/${'eventSubtype' in e ? e.eventSubtype : ''}`))
        .size,
    ).to.equal(6);
    const before = Date.now();
    q.send(events);
    await q.flush();
    const accepted = (await acceptedEvents(appId)) as Record<string, unknown>[];
    expect(accepted).to.have.length(13);
    accepted.forEach((got, i) => {
      const { userToken, timestamp, ...rest } = got;
      expect(rest).to.deep.equal(
        Object.fromEntries(Object.entries(events[i]!).filter(([k]) => k !== 'userToken')),
      );
      expect(userToken).to.equal(i === 10 ? 'another-user' : 'user-1');
      expect(timestamp).to.be.within(before, Date.now());
    });
  });

  it('accepts what the published description allows: agent ids, message query ids, loose amounts', async () => {
    const { appId, queue } = setup();
    const q = queue();
    const events = [
      insights.genericEvent({ eventName: 'Instantsearch Telemetry', agentID: 'agent-session-123' }),
      insights.clickedObjectIDsAfterSearch({
        ...base,
        objectIDs: [''],
        positions: [1],
        queryID: 'message_my-custom-query-id',
      }),
      insights.addedToCartObjectIDsAfterSearch({
        ...base,
        objectIDs: ['p1'],
        queryID: Q,
        objectData: [{ queryID: Q, price: '1234567890.1234567890', discount: '0', quantity: 0 }],
        value: '',
        currency: 'usd',
      }),
    ];
    q.send(events);
    await q.flush();
    const accepted = (await acceptedEvents(appId)) as Record<string, unknown>[];
    expect(accepted.map((e) => e.eventName)).to.deep.equal(events.map((e) => e.eventName));
    expect(accepted[0]!.agentID).to.equal('agent-session-123');
    expect(accepted[2]!.objectData).to.deep.equal([
      { queryID: Q, price: '1234567890.1234567890', discount: '0', quantity: 0 },
    ]);
  });

  it('accepts amounts without a currency, as the service does, with one warning in the console', async () => {
    const { appId, queue } = setup();
    const q = queue();
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    const events = [];
    try {
      events.push(
        insights.purchasedObjectIDs({ ...base, eventName: 'Order Placed', ...ids, value: 19 }),
        insights.addedToCartObjectIDsAfterSearch({
          ...base,
          objectIDs: ['p1'],
          queryID: Q,
          objectData: [{ price: 10, discount: 1, quantity: 1 }],
        }),
      );
      q.send(events);
      await q.flush();
    } finally {
      console.warn = warn;
    }
    const accepted = (await acceptedEvents(appId)) as Record<string, unknown>[];
    expect(accepted.map((e) => e.eventName)).to.deep.equal(['Order Placed', 'Product Viewed']);
    expect(accepted[0]!).to.include({ value: 19 }).and.not.have.property('currency');
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]![0])).to.contain('"Order Placed"').and.contain('no currency');
  });

  it('sends the API key in a header, never in a URL', async () => {
    const { appId, queue, posts } = setup();
    const q = queue();
    q.send(allVariants().slice(0, 3));
    await q.flush();
    const log = await posts();
    expect(log).to.have.length(1);
    for (const request of log) {
      expect(request.url).to.equal('/1/events');
      expect(request.url).not.to.contain(keys.search);
      expect(request.headers['x-service-api-key']).to.equal(keys.search);
      expect(request.headers['x-service-application-id']).to.equal(appId);
    }
    expect(location.href).not.to.contain(keys.search);
  });
});

describe('insights: every field rule is enforced at the call', () => {
  afterEach(cleanup);

  const click = (over: Record<string, unknown>) => () =>
    insights.clickedObjectIDsAfterSearch({
      ...base,
      ...ids,
      positions: [1, 2],
      queryID: Q,
      ...over,
    } as never);
  const cart = (over: Record<string, unknown>) => () =>
    insights.addedToCartObjectIDs({ ...base, ...ids, ...over } as never);
  const purchase = (over: Record<string, unknown>) => () =>
    insights.purchasedObjectIDsAfterSearch({
      ...base,
      ...ids,
      objectData: [{ queryID: Q }, { queryID: Q }],
      ...over,
    } as never);
  const twenty = Array.from({ length: 21 }, (_, i) => `id${i}`);

  const cases: [string, () => unknown, string][] = [
    [
      'empty name',
      click({ eventName: '' }),
      'eventName: must be 1 to 64 printable ASCII characters',
    ],
    [
      'long name',
      click({ eventName: 'n'.repeat(65) }),
      'eventName: must be 1 to 64 printable ASCII characters',
    ],
    [
      'non-ASCII name',
      click({ eventName: 'Cliqué' }),
      'eventName: must be 1 to 64 printable ASCII characters',
    ],
    [
      'user token charset',
      click({ userToken: 'user 1' }),
      'userToken: must be 1 to 128 characters among a-z, A-Z, 0-9 and _ = / + -',
    ],
    [
      'user token length',
      click({ userToken: 'u'.repeat(129) }),
      'userToken: must be 1 to 128 characters among a-z, A-Z, 0-9 and _ = / + -',
    ],
    [
      'authenticated token',
      click({ authenticatedUserToken: 'a@b' }),
      'authenticatedUserToken: must be 1 to 128 characters among a-z, A-Z, 0-9 and _ = / + -',
    ],
    [
      'queryID case',
      click({ queryID: Q.toUpperCase() }),
      'queryID: must be 32 lowercase hexadecimal characters, or "message_" then 1 to 120 printable characters',
    ],
    [
      'queryID length',
      click({ queryID: Q.slice(2) }),
      'queryID: must be 32 lowercase hexadecimal characters, or "message_" then 1 to 120 printable characters',
    ],
    ['no objectIDs', click({ objectIDs: [], positions: [] }), 'objectIDs: must have 1 to 20 items'],
    [
      '21 objectIDs',
      click({ objectIDs: twenty, positions: twenty.map((_, i) => i + 1) }),
      'objectIDs: must have 1 to 20 items',
    ],
    [
      '21 filters',
      () => insights.viewedFilters({ ...base, filters: twenty.map((f) => `f:${f}`) }),
      'filters: must have 1 to 20 items',
    ],
    ['position 0', click({ positions: [1, 0] }), 'positions[1]: must be an integer >= 1'],
    ['position 1.5', click({ positions: [1.5, 2] }), 'positions[0]: must be an integer >= 1'],
    [
      'positions count',
      click({ positions: [1] }),
      'positions: must have one position per object ID',
    ],
    [
      'positions need a queryID',
      () => insights.clickedObjectIDs({ ...base, ...ids, positions: [1, 2] } as never),
      'queryID: is required when positions are set',
    ],
    [
      'positions only on clicks',
      () =>
        insights.convertedObjectIDsAfterSearch({
          ...base,
          ...ids,
          queryID: Q,
          positions: [1, 2],
        } as never),
      'positions: are only allowed on click events',
    ],
    [
      'objects and filters',
      () => insights.viewedObjectIDs({ ...base, ...ids, filters: ['a:b'] } as never),
      'filters: an event has objectIDs or filters, never both',
    ],
    [
      'filter not encoded',
      () => insights.clickedFilters({ ...base, filters: ['brand:Apple Inc'] }),
      'filters[0]: must be "facet:value" with a non-empty facet and the value URL-encoded',
    ],
    [
      'filter without facet',
      () => insights.clickedFilters({ ...base, filters: [':red'] }),
      'filters[0]: must be "facet:value" with a non-empty facet and the value URL-encoded',
    ],
    [
      'timestamp too old',
      click({ timestamp: Date.now() - 31 * 86_400_000 }),
      'timestamp: must be at most 30 days old',
    ],
    [
      'timestamp in seconds',
      click({ timestamp: Math.floor(Date.now() / 1000) }),
      'timestamp: must be at most 30 days old',
    ],
    [
      'currency',
      cart({ value: 5, currency: 'euro' }),
      'currency: must be a three-letter currency code such as EUR',
    ],
    [
      'value too long',
      cart({ value: '1'.repeat(17), currency: 'EUR' }),
      'value: must be a finite number or a string of at most 16 characters',
    ],
    [
      'objectData length',
      purchase({ objectData: [{ queryID: Q }] }),
      'objectData: must have one item per object ID',
    ],
    [
      'objectData price',
      purchase({ objectData: [{ queryID: Q, price: true }, { queryID: Q }], currency: 'EUR' }),
      'objectData[0].price: must be a finite number or a string',
    ],
    [
      'objectData quantity',
      purchase({ objectData: [{ queryID: Q }, { queryID: Q, quantity: 1.5 }] }),
      'objectData[1].quantity: must be a 32-bit integer',
    ],
    [
      'objectData queryID',
      purchase({ objectData: [{ queryID: Q }, { queryID: 'abc' }] }),
      'objectData[1].queryID: must be 32 lowercase hexadecimal characters',
    ],
    [
      'missing index',
      () => insights.viewedObjectIDs({ eventName: 'x', ...ids } as never),
      'index: is required',
    ],
    ['unknown field', cart({ colour: 'red' }), 'colour: is not a field of this event'],
  ];

  for (const [name, build, message] of cases) {
    it(`rejects ${name}: "${message}"`, () => {
      let error: unknown;
      try {
        build();
      } catch (e) {
        error = e;
      }
      expect(error).to.be.instanceOf(EventValidationError);
      const e = error as EventValidationError;
      expect(e.message).to.equal(`Event 0: ${message}`);
      expect(e.path.length ? String(e.path[0]) : '').to.equal(message.split(/[[.:]/)[0]);
      expect(e.rule).to.be.a('string').and.not.equal('');
    });
  }

  it('never lets an invalid event into a batch', async () => {
    const { queue, posts } = setup();
    const q = queue();
    const good = insights.clickedObjectIDs({ ...base, ...ids });
    expect(() => q.send([good, { ...good, objectIDs: [] }])).to.throw(
      EventValidationError,
      'Event 1: objectIDs: must have 1 to 20 items',
    );
    expect(() => q.send({ ...good, eventType: 'tap' } as never)).to.throw(
      EventValidationError,
      'eventType',
    );
    expect(q.size).to.equal(0);
    await q.flush();
    expect(await posts()).to.have.length(0);
  });
});
