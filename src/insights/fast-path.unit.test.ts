// The fast paths of event validation, sizing and sending hold to exactly the rules and results
// of the slow ones: the fast check of each variant against its zod schema, `validateEvent` with
// and without the fast check, `utf8Length` against `TextEncoder`, and the body the queue
// prepares against `JSON.stringify` of the events sent.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  eventSchemas,
  eventVariant,
  passesFastCheck,
  utf8Length,
  validateEvent,
  validateEventAs,
  MAX_EVENT_AGE_MS,
  type EventVariant,
  type InsightsEvent,
} from '../api/schemas/events.js';
import { sendEvents } from '../api/endpoints/events.js';
import { EventValidationError } from '../api/errors.js';
import type { ClientCore } from '../api/core.js';
import { InsightsQueue } from './queue.js';

const NOW = Date.UTC(2026, 0, 31, 12);
const Q = '0123456789abcdef0123456789abcdef';
const base = { eventName: 'Product Clicked', userToken: 'user-1', timestamp: NOW - 1000 };

type Fields = Record<string, unknown>;

/** One valid event per variant, with every optional field set where it has some. */
const valid: Record<EventVariant, Fields> = {
  clickedObjectIDsAfterSearch: {
    ...base,
    authenticatedUserToken: 'signed-in',
    eventType: 'click',
    index: 'products',
    objectIDs: ['a', 'b'],
    positions: [1, 7],
    queryID: Q,
  },
  addedToCartObjectIDsAfterSearch: {
    ...base,
    eventType: 'conversion',
    eventSubtype: 'addToCart',
    index: 'products',
    objectIDs: ['a'],
    queryID: Q,
    objectData: [{ price: 19.9, quantity: 2, discount: '1.5' }],
    value: 19.9,
    currency: 'EUR',
  },
  purchasedObjectIDsAfterSearch: {
    ...base,
    eventType: 'conversion',
    eventSubtype: 'purchase',
    index: 'products',
    objectIDs: ['a', 'b'],
    objectData: [
      { queryID: Q, price: '19.90', discount: 2 },
      { queryID: Q, quantity: 1 },
    ],
    value: 37.8,
    currency: 'USD',
  },
  convertedObjectIDsAfterSearch: {
    ...base,
    eventType: 'conversion',
    index: 'products',
    objectIDs: ['a'],
    queryID: Q,
  },
  clickedObjectIDs: { ...base, eventType: 'click', index: 'products', objectIDs: ['a'] },
  purchasedObjectIDs: {
    ...base,
    eventType: 'conversion',
    eventSubtype: 'purchase',
    index: 'products',
    objectIDs: ['a'],
    objectData: [{ quantity: 3 }],
  },
  addedToCartObjectIDs: {
    ...base,
    eventType: 'conversion',
    eventSubtype: 'addToCart',
    index: 'products',
    objectIDs: ['a'],
    value: '12.00',
    currency: 'GBP',
  },
  convertedObjectIDs: { ...base, eventType: 'conversion', index: 'products', objectIDs: ['a'] },
  clickedFilters: {
    ...base,
    eventType: 'click',
    index: 'products',
    filters: ['brand:Apple%20Inc'],
  },
  convertedFilters: {
    ...base,
    eventType: 'conversion',
    index: 'products',
    filters: ['category:Books%3AFiction'],
  },
  viewedObjectIDs: { ...base, eventType: 'view', index: 'products', objectIDs: ['a'] },
  viewedFilters: { ...base, eventType: 'view', index: 'products', filters: ['color:red'] },
  generic: { ...base, eventType: 'instantsearch' },
};

const variants = Object.keys(valid) as EventVariant[];

/** Values of every kind, right or wrong for some field. */
const odd: unknown[] = [
  undefined,
  null,
  true,
  0,
  1,
  -1,
  1.5,
  2 ** 53,
  NaN,
  Infinity,
  -Infinity,
  '',
  ' ',
  '\n',
  '\u2028',
  'a',
  'A',
  'é',
  'tab\there',
  'user 1',
  'user@1',
  'a'.repeat(17),
  'a'.repeat(65),
  'a'.repeat(129),
  'EUR',
  'eur',
  '19.90',
  Q,
  Q.toUpperCase(),
  `${Q}0`,
  'brand:Apple',
  'brand:a b',
  'brand:a%2',
  ':x',
  'click',
  'conversion',
  'view',
  'instantsearch',
  'addToCart',
  'purchase',
  [],
  [''],
  ['\n'],
  ['a'],
  ['a', 'b'],
  [1],
  [0],
  [1, 2],
  [1.5, 2],
  ['1', 2],
  [null],
  Array.from({ length: 21 }, (_, i) => `id${i}`),
  Array.from({ length: 21 }, (_, i) => i + 1),
  // A hole: `every` would skip it, zod reads `undefined`.
  [, 'a'], // eslint-disable-line no-sparse-arrays
  [{}],
  [{ quantity: 1 }],
  [{ quantity: 1 }, { quantity: 2 }],
  [{ price: 1 }],
  [{ price: 1, colour: 'red' }],
  [{ price: undefined }],
  [{ queryID: Q }],
  [{ queryID: Q }, { queryID: Q, price: 2 }],
  [{ queryID: 'nope' }],
  [{ quantity: 0 }],
  [Object.assign(Object.create(null) as object, { quantity: 1 })],
  [Object.create({ colour: 'red' }) as object],
  {},
  { a: 1 },
  new Date(NOW),
];

const fields = [
  ...new Set(Object.values(valid).flatMap((e) => Object.keys(e))),
  'eventSubtype',
  'authenticatedUserToken',
  'objectData',
  'filters',
  'positions',
  'value',
  'currency',
  'queryID',
  'objectIds',
];

/** Every valid event, then each with one field set to each odd value, or left out. */
function* events(): Generator<Fields> {
  for (const event of Object.values(valid)) {
    yield event;
    for (const key of fields) {
      const without = { ...event };
      delete without[key];
      yield without;
      for (const value of odd) yield { ...event, [key]: value };
    }
  }
}

/** What zod sees: the own fields that are not `undefined`. */
const stripped = (event: Fields) =>
  Object.fromEntries(Object.entries(event).filter(([, v]) => v !== undefined));

/** The same fields on an object with no prototype: the fast check refuses it, zod decides. */
const slowCopy = (event: Fields) => Object.assign(Object.create(null) as Fields, event);

describe('fast check and zod', () => {
  test('the fast check passes every valid event (the common case stays fast)', () => {
    for (const variant of variants) {
      assert.equal(passesFastCheck(variant, valid[variant]), true, variant);
      assert.equal(eventVariant(valid[variant]), variant);
    }
  });

  test('the fast check passes only what the schema accepts, for every variant', () => {
    let checked = 0;
    let passed = 0;
    for (const event of events()) {
      for (const variant of variants) {
        checked++;
        if (!passesFastCheck(variant, event)) continue;
        passed++;
        const result = eventSchemas[variant].safeParse(stripped(event));
        assert.ok(result.success, `${variant} fast-passed ${JSON.stringify(event)}`);
      }
    }
    assert.ok(checked > 50_000 && passed > 500, `${checked} checked, ${passed} passed`);
  });

  test('the fast check is not too strict: what zod accepts among ordinary values passes it', () => {
    for (const event of events()) {
      const plain = JSON.parse(JSON.stringify(stripped(event))) as Fields;
      const own = eventVariant(plain);
      for (const variant of [
        typeof own === 'string' ? own : 'generic',
        'clickedFilters',
      ] as const) {
        if (eventSchemas[variant].safeParse(plain).success) {
          assert.ok(passesFastCheck(variant, plain), `${variant}: ${JSON.stringify(plain)}`);
        }
      }
    }
  });

  test('validateEvent gives the same answer with and without the fast check', () => {
    for (const event of events()) {
      for (const now of [NOW, NOW + MAX_EVENT_AGE_MS]) {
        assert.deepEqual(
          validateEvent(event, now),
          validateEvent(slowCopy(event), now),
          JSON.stringify(event),
        );
      }
      // As the builders call it: the event's own variant, and others.
      const own = eventVariant(event);
      const some = [typeof own === 'string' ? own : 'generic', 'purchasedObjectIDsAfterSearch'];
      for (const variant of some as EventVariant[]) {
        assert.deepEqual(
          validateEventAs(variant, event, NOW),
          validateEventAs(variant, slowCopy(event), NOW),
          `${variant}: ${JSON.stringify(event)}`,
        );
      }
    }
  });

  test('an inherited field is not a field of the event', () => {
    const event = Object.assign(Object.create({ colour: 'red' }) as Fields, valid.clickedObjectIDs);
    assert.equal(passesFastCheck('clickedObjectIDs', event), false);
    assert.equal(validateEvent(event, NOW), null);
    const item = Object.create({ colour: 'red' }) as Fields;
    const purchase = { ...valid.purchasedObjectIDs, objectData: [item] };
    assert.equal(passesFastCheck('purchasedObjectIDs', purchase), false);
    assert.equal(validateEvent(purchase, NOW)?.rule, 'unknown');
  });
});

describe('utf8Length', () => {
  test('counts what TextEncoder encodes', () => {
    const encoder = new TextEncoder();
    const samples = [
      '',
      'plain ascii {"a":1}',
      '\u007f',
      '\u0080',
      'é',
      'ß and ü',
      '\u07ff\u0800',
      '€ 5',
      '日本語',
      '\uffff',
      '😀',
      'a😀b',
      '\ud83d', // a lone high surrogate: encoded as U+FFFD
      '\ude00x',
      '\ude00\ud83d',
      JSON.stringify({ e: 'Produit cliqué 😀', s: '\ud800' }),
    ];
    for (const s of samples) assert.equal(utf8Length(s), encoder.encode(s).length, s);
  });
});

describe('prepared batches', () => {
  /** A valid event of now (the queue checks the age against the clock). */
  const fresh = (variant: EventVariant, more: Fields = {}): Fields => ({
    ...valid[variant],
    timestamp: Date.now() - 1000,
    ...more,
  });

  /** A core whose transport records each request. */
  function recordingCore() {
    const requests: { body?: string; keepalive?: boolean }[] = [];
    const core = {
      appId: 'APP',
      hosts: { main: [], usage: [], events: ['http://127.0.0.1:1'] },
      transport: {
        request: (req: { body?: string; keepalive?: boolean }) => {
          requests.push(req);
          return Promise.resolve({ status: 200, message: 'OK' });
        },
      },
    } as unknown as ClientCore;
    return { core, requests };
  }

  test('the queue sends each event as serialised once, the body that JSON.stringify makes', async () => {
    const { core, requests } = recordingCore();
    const batches: (readonly InsightsEvent[])[] = [];
    const queue = new InsightsQueue({
      client: {
        appId: 'APP',
        sendEvents: (batch, options) => (batches.push(batch), sendEvents(core, batch, options)),
      },
      storage: null,
      userToken: 'queue-user',
      authenticatedUserToken: 'signed-in',
      flushDelay: 60_000,
    });
    const complete = fresh('clickedObjectIDs', { authenticatedUserToken: 'me' });
    const drafts = [
      complete,
      fresh('viewedFilters', { userToken: undefined, timestamp: undefined }),
      fresh('addedToCartObjectIDs', { index: 'produits 🛒' }),
    ];
    queue.send(drafts as never);
    await queue.flush();
    assert.equal(requests.length, 1);
    const [batch] = batches;
    assert.equal(requests[0]!.body, JSON.stringify({ events: batch }));
    // A complete plain draft is the event itself; the others are completed copies.
    assert.equal(batch![0], complete);
    assert.deepEqual(batch![1], {
      userToken: 'queue-user',
      authenticatedUserToken: 'signed-in',
      timestamp: (batch![1] as { timestamp: number }).timestamp,
      ...stripped(drafts[1]!),
    });
    assert.notEqual(batch![1], drafts[1]);
    queue.close();
  });

  test('later changes to a queued draft are not sent', async () => {
    const { core, requests } = recordingCore();
    const queue = new InsightsQueue({
      client: { appId: 'APP', sendEvents: (batch, options) => sendEvents(core, batch, options) },
      storage: null,
      flushDelay: 60_000,
    });
    const draft = fresh('clickedObjectIDs');
    queue.send(draft as never);
    draft.objectIDs = ['changed'];
    await queue.flush();
    assert.match(requests[0]!.body!, /"objectIDs":\["a"\]/);
    queue.close();
  });

  test('one send of many events, some holding the chunk separator or non-ASCII text, keeps every event exact', async () => {
    const { core, requests } = recordingCore();
    const queue = new InsightsQueue({
      client: { appId: 'APP', sendEvents: (batch, options) => sendEvents(core, batch, options) },
      storage: null,
      userToken: 'u',
      flushDelay: 60_000,
    });
    // 2,500 events in one call span three chunks; a few names contain ",null," (the separator the
    // queue splits on) and a few hold multi-byte characters.
    const drafts = Array.from({ length: 2_500 }, (_, i) =>
      fresh('clickedObjectIDs', {
        eventName: i % 700 === 3 ? 'a,null,b' : `Clicked ${i}`,
        objectIDs: [i % 900 === 5 ? 'x,null,y' : i % 500 === 7 ? `é-${i}` : `id-${i}`],
      }),
    );
    queue.send(drafts as never);
    await queue.flush();
    const sent = requests.flatMap((r) => (JSON.parse(r.body!) as { events: unknown[] }).events);
    assert.equal(sent.length, 2_500);
    assert.deepEqual(
      sent.map((e) => (e as { objectIDs: string[] }).objectIDs[0]),
      drafts.map((d) => (d as { objectIDs: string[] }).objectIDs[0]),
    );
    assert.deepEqual(
      sent.map((e) => (e as { eventName: string }).eventName),
      drafts.map((d) => (d as { eventName: string }).eventName),
    );
    for (const r of requests) assert.ok(utf8Length(r.body!) < 2 * 1024 * 1024);
    queue.close();
  });

  test('sendEvents still validates a batch it did not prepare', async () => {
    const { core, requests } = recordingCore();
    const event = fresh('clickedObjectIDs', { positions: [1] }) as unknown as InsightsEvent;
    await assert.rejects(sendEvents(core, [event]), EventValidationError);
    const copy = [fresh('clickedObjectIDs')] as unknown as InsightsEvent[];
    await sendEvents(core, copy);
    assert.equal(requests[0]!.body, JSON.stringify({ events: copy }));
  });

  test('many single sends form full batches', async () => {
    const { core, requests } = recordingCore();
    const queue = new InsightsQueue({
      client: { appId: 'APP', sendEvents: (batch, options) => sendEvents(core, batch, options) },
      storage: null,
      userToken: 'u',
      flushDelay: 60_000,
    });
    for (let i = 0; i < 5000; i++) {
      queue.send(fresh('clickedObjectIDs', { objectIDs: [`id-${i}`] }) as never);
    }
    await queue.flush();
    assert.equal(queue.size, 0);
    assert.deepEqual(
      requests.map((r) => (JSON.parse(r.body!) as { events: unknown[] }).events.length),
      [1000, 1000, 1000, 1000, 1000],
    );
    const ids = requests.flatMap((r) =>
      (JSON.parse(r.body!) as { events: { objectIDs: string[] }[] }).events.map(
        (e) => e.objectIDs[0],
      ),
    );
    assert.deepEqual(
      ids,
      Array.from({ length: 5000 }, (_, i) => `id-${i}`),
    );
    queue.close();
  });
});
