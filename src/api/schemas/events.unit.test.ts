import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  validateEvent,
  validateEventAs,
  eventVariant,
  formatPath,
  eventSchemas,
  MAX_EVENTS_PER_BATCH,
  MAX_BODY_BYTES,
  MAX_EVENT_AGE_MS,
  type EventVariant,
} from './events.js';

const NOW = Date.UTC(2026, 0, 31, 12);
const Q = '0123456789abcdef0123456789abcdef';
const base = { eventName: 'Product Clicked', userToken: 'user-1' };

/** One valid event per variant. */
const valid: Record<EventVariant, Record<string, unknown>> = {
  clickedObjectIDsAfterSearch: {
    ...base,
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
    objectData: [{ price: 19.9, quantity: 2 }],
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

const click = valid.clickedObjectIDsAfterSearch;
const check = (event: unknown) => validateEvent(event, NOW);
const expectIssue = (event: unknown, path: (string | number)[], rule: string, message?: string) => {
  const issue = check(event);
  assert.ok(issue, `expected ${rule} at ${formatPath(path)}, got no issue`);
  assert.deepEqual(issue.path, path);
  assert.equal(issue.rule, rule);
  if (message) assert.equal(issue.message, message);
};
const range = (n: number, f: (i: number) => unknown) => Array.from({ length: n }, (_, i) => f(i));

describe('event schemas', () => {
  test('constants', () => {
    assert.equal(MAX_EVENTS_PER_BATCH, 1000);
    assert.equal(MAX_BODY_BYTES, 2 * 1024 * 1024);
    assert.equal(Object.keys(eventSchemas).length, 13);
  });

  for (const [variant, event] of Object.entries(valid)) {
    test(`a valid ${variant} event is accepted and recognised`, () => {
      assert.equal(check(event), null);
      assert.equal(eventVariant(event), variant);
      assert.equal(validateEventAs(variant as EventVariant, event, NOW), null);
    });
  }

  test('not an object', () => {
    for (const e of [null, 'x', 3, [click]])
      expectIssue(e, [], 'object', 'event: must be an object');
  });

  test('eventType and eventSubtype', () => {
    expectIssue({ ...click, eventType: undefined }, ['eventType'], 'required');
    expectIssue({ ...click, eventType: 'tap' }, ['eventType'], 'event-type');
    expectIssue({ ...click, eventSubtype: 'purchase' }, ['eventSubtype'], 'event-subtype');
    expectIssue(
      { ...valid.convertedObjectIDs, eventSubtype: 'refund' },
      ['eventSubtype'],
      'event-subtype',
    );
  });

  test('eventName: 1 to 64 printable ASCII characters', () => {
    assert.equal(check({ ...click, eventName: 'x' }), null);
    assert.equal(check({ ...click, eventName: 'a'.repeat(64) }), null);
    assert.equal(check({ ...click, eventName: ' !~Az09' }), null);
    const rule = 'eventName: must be 1 to 64 printable ASCII characters';
    expectIssue({ ...click, eventName: '' }, ['eventName'], 'event-name', rule);
    expectIssue({ ...click, eventName: 'a'.repeat(65) }, ['eventName'], 'event-name');
    expectIssue({ ...click, eventName: 'Produit cliqué' }, ['eventName'], 'event-name');
    expectIssue({ ...click, eventName: 'tab\there' }, ['eventName'], 'event-name');
    expectIssue(
      { ...click, eventName: undefined },
      ['eventName'],
      'required',
      'eventName: is required',
    );
    expectIssue({ ...click, eventName: 5 }, ['eventName'], 'type', 'eventName: must be a string');
  });

  test('userToken and authenticatedUserToken: [a-zA-Z0-9_=/+-]{1,128}', () => {
    for (const key of ['userToken', 'authenticatedUserToken']) {
      assert.equal(check({ ...click, [key]: 'aZ09_=/+-' }), null);
      assert.equal(check({ ...click, [key]: 'a'.repeat(128) }), null);
      expectIssue({ ...click, [key]: '' }, [key], 'token');
      expectIssue({ ...click, [key]: 'a'.repeat(129) }, [key], 'token');
      expectIssue({ ...click, [key]: 'user 1' }, [key], 'token');
      expectIssue({ ...click, [key]: 'user@1' }, [key], 'token');
    }
    expectIssue({ ...click, userToken: undefined }, ['userToken'], 'required');
  });

  test('queryID: 32 lowercase hex characters, or "message_" and an agent message id', () => {
    const message =
      'queryID: must be 32 lowercase hexadecimal characters, or "message_" then 1 to 120 printable characters';
    assert.equal(check({ ...click, queryID: 'message_my-custom-query-id' }), null);
    expectIssue({ ...click, queryID: 'message_' }, ['queryID'], 'query-id');
    expectIssue({ ...click, queryID: Q.toUpperCase() }, ['queryID'], 'query-id', message);
    expectIssue({ ...click, queryID: Q.slice(1) }, ['queryID'], 'query-id');
    expectIssue({ ...click, queryID: `${Q}0` }, ['queryID'], 'query-id');
    expectIssue({ ...click, queryID: `${Q.slice(1)}g` }, ['queryID'], 'query-id');
    const data = valid.purchasedObjectIDsAfterSearch.objectData as object[];
    expectIssue(
      { ...valid.purchasedObjectIDsAfterSearch, objectData: [data[0], { queryID: 'nope' }] },
      ['objectData', 1, 'queryID'],
      'item-query-id',
      'objectData[1].queryID: must be 32 lowercase hexadecimal characters',
    );
  });

  test('index: required, not empty', () => {
    expectIssue({ ...click, index: undefined }, ['index'], 'required');
    expectIssue(
      { ...click, index: '' },
      ['index'],
      'index',
      'index: must not be empty ("The index field is required")',
    );
    expectIssue({ ...valid.generic, index: 'products' }, ['index'], 'unknown');
  });

  test('objectIDs, filters, positions, objectData: 1 to 20 items', () => {
    const ids = (n: number) => range(n, (i) => `id${i}`);
    const pos = (n: number) => range(n, (i) => i + 1);
    assert.equal(check({ ...click, objectIDs: ids(20), positions: pos(20) }), null);
    expectIssue({ ...click, objectIDs: ids(21), positions: pos(21) }, ['objectIDs'], 'items');
    expectIssue({ ...click, objectIDs: [], positions: [] }, ['objectIDs'], 'items');
    // An object ID may be empty: the description sets no minimum length.
    assert.equal(check({ ...click, objectIDs: ['a', ''], positions: [1, 2] }), null);
    expectIssue({ ...click, objectIDs: ['a', 1], positions: [1, 2] }, ['objectIDs', 1], 'type');
    const filters = (n: number) => range(n, (i) => `f:${i}`);
    assert.equal(check({ ...valid.viewedFilters, filters: filters(20) }), null);
    expectIssue({ ...valid.viewedFilters, filters: filters(21) }, ['filters'], 'items');
    expectIssue({ ...valid.viewedFilters, filters: [] }, ['filters'], 'items');
    expectIssue({ ...click, objectIDs: ['a'], positions: [] }, ['positions'], 'items');
    const purchase = valid.purchasedObjectIDsAfterSearch;
    expectIssue({ ...purchase, objectIDs: [], objectData: [] }, ['objectIDs'], 'items');
    expectIssue(
      { ...purchase, objectIDs: ids(21), objectData: range(21, () => ({ queryID: Q })) },
      ['objectIDs'],
      'items',
    );
  });

  test('positions: integers >= 1, one per object ID, clicks only, with a queryID', () => {
    expectIssue(
      { ...click, positions: [1, 0] },
      ['positions', 1],
      'position',
      'positions[1]: must be an integer >= 1',
    );
    expectIssue({ ...click, positions: [1.5, 2] }, ['positions', 0], 'position');
    expectIssue({ ...click, positions: [-1, 2] }, ['positions', 0], 'position');
    expectIssue({ ...click, positions: ['1', 2] }, ['positions', 0], 'type');
    expectIssue({ ...click, positions: [1] }, ['positions'], 'positions-length');
    expectIssue({ ...click, positions: [1, 2, 3] }, ['positions'], 'positions-length');
    expectIssue({ ...click, positions: undefined }, ['positions'], 'required');
    expectIssue({ ...click, queryID: undefined }, ['queryID'], 'query-id-required');
    expectIssue(
      { ...valid.convertedObjectIDsAfterSearch, positions: [1] },
      ['positions'],
      'positions-click-only',
    );
    expectIssue(
      { ...valid.viewedObjectIDs, positions: [1] },
      ['positions'],
      'positions-click-only',
    );
  });

  test('objectIDs or filters, never both', () => {
    for (const event of [
      click,
      valid.clickedObjectIDs,
      valid.viewedFilters,
      valid.convertedFilters,
    ]) {
      expectIssue(
        { ...event, objectIDs: ['a'], filters: ['a:b'] },
        ['filters'],
        'objects-or-filters',
      );
    }
  });

  test('filters: facet:value with the value URL-encoded', () => {
    const ok = ['brand:Apple', 'brand:Apple%20Inc', "a.b:x-y_z.~!*'()", 'price:10%2E5'];
    for (const f of ok) assert.equal(check({ ...valid.clickedFilters, filters: [f] }), null, f);
    const bad = [
      'brand',
      ':Apple',
      'brand:',
      'brand:Apple Inc',
      'brand:a%2',
      'brand:a%zz',
      'brand:a:b',
      'brand:é',
    ];
    for (const f of bad)
      expectIssue({ ...valid.clickedFilters, filters: ['ok:1', f] }, ['filters', 1], 'filter');
  });

  test('timestamp: milliseconds, at most 30 days old', () => {
    assert.equal(check({ ...click, timestamp: NOW }), null);
    assert.equal(check({ ...click, timestamp: NOW - MAX_EVENT_AGE_MS }), null);
    const message = 'timestamp: must be at most 30 days old';
    expectIssue(
      { ...click, timestamp: NOW - MAX_EVENT_AGE_MS - 1 },
      ['timestamp'],
      'timestamp-age',
      message,
    );
    // Seconds instead of milliseconds: 1970, far too old.
    expectIssue({ ...click, timestamp: Math.floor(NOW / 1000) }, ['timestamp'], 'timestamp-age');
    expectIssue({ ...click, timestamp: NOW + 0.5 }, ['timestamp'], 'timestamp');
    expectIssue({ ...click, timestamp: -1 }, ['timestamp'], 'timestamp-age');
    expectIssue({ ...click, timestamp: '2026-01-31' }, ['timestamp'], 'type');
    // Without `now`, the reference is the current time.
    assert.equal(validateEvent({ ...click, timestamp: Date.now() - 1000 }), null);
    assert.equal(
      validateEvent({ ...click, timestamp: Date.now() - MAX_EVENT_AGE_MS - 60_000 })?.rule,
      'timestamp-age',
    );
  });

  test('currency: three letters, optional even with a value or a price', () => {
    const cart = valid.addedToCartObjectIDs;
    assert.equal(check({ ...cart, currency: 'eur' }), null);
    for (const currency of ['EURO', 'E1R', '€', 'EU']) {
      expectIssue({ ...cart, currency }, ['currency'], 'currency');
    }
    assert.equal(check({ ...cart, currency: undefined }), null);
    const data = { ...valid.addedToCartObjectIDsAfterSearch, currency: undefined };
    assert.equal(check(data), null);
    assert.equal(check({ ...data, objectData: [{ quantity: 3 }] }), null);
    expectIssue({ ...valid.clickedObjectIDs, currency: 'EUR' }, ['currency'], 'unknown');
  });

  test('value: a number or a string of at most 16 characters', () => {
    const cart = valid.addedToCartObjectIDs;
    assert.equal(check({ ...cart, value: 0 }), null);
    assert.equal(check({ ...cart, value: '1'.repeat(16) }), null);
    assert.equal(check({ ...cart, value: '' }), null);
    const message = 'value: must be a finite number or a string of at most 16 characters';
    expectIssue({ ...cart, value: '1'.repeat(17) }, ['value'], 'value', message);
    expectIssue({ ...cart, value: true }, ['value'], 'value');
    expectIssue({ ...cart, value: Infinity }, ['value'], 'value');
    expectIssue({ ...valid.convertedObjectIDs, value: 1 }, ['value'], 'unknown');
  });

  test('objectData: same length as objectIDs, known fields, valid items', () => {
    const purchase = valid.purchasedObjectIDsAfterSearch;
    expectIssue(
      { ...purchase, objectData: [{ queryID: Q }] },
      ['objectData'],
      'object-data-length',
    );
    const noData = { ...purchase, objectData: undefined };
    assert.equal(validateEventAs('purchasedObjectIDsAfterSearch', noData, NOW)?.rule, 'required');
    // Prices and discounts have no length limit; a quantity may be 0.
    const long = { queryID: Q, price: '1'.repeat(40), discount: '2'.repeat(40), quantity: 0 };
    assert.equal(check({ ...purchase, objectData: [long, { queryID: Q }] }), null);
    expectIssue(
      { ...purchase, objectData: [{ queryID: Q, price: NaN }, { queryID: Q }] },
      ['objectData', 0, 'price'],
      'money',
    );
    expectIssue(
      { ...purchase, objectData: [{ queryID: Q, quantity: 0.5 }, { queryID: Q }] },
      ['objectData', 0, 'quantity'],
      'quantity',
    );
    expectIssue(
      { ...purchase, objectData: [{ queryID: Q, colour: 'red' }, { queryID: Q }] },
      ['objectData', 0, 'colour'],
      'unknown',
    );
    // A plain (not after search) purchase has no queryID per item: the event is recognised as
    // after search as soon as one item has one, and then objectData is required.
    const plain = { ...valid.purchasedObjectIDs, objectData: [{ quantity: 1 }] };
    assert.equal(check(plain), null);
    expectIssue(
      { ...plain, objectData: [{ quantity: 1 }, { quantity: 2 }] },
      ['objectData'],
      'object-data-length',
    );
    expectIssue(
      { ...valid.clickedObjectIDs, objectData: [{ quantity: 1 }] },
      ['objectData'],
      'unknown',
    );
  });

  test('unknown fields are refused (strict on output)', () => {
    expectIssue(
      { ...click, objectIds: ['a'] },
      ['objectIds'],
      'unknown',
      'objectIds: is not a field of this event',
    );
  });

  test('validateEventAs holds an event to the variant asked for', () => {
    const noSearch = { ...click, queryID: undefined, positions: undefined };
    assert.equal(check(noSearch), null);
    const issue = validateEventAs('clickedObjectIDsAfterSearch', noSearch, NOW);
    assert.deepEqual(issue?.path, ['positions']);
    assert.equal(issue?.rule, 'required');
  });

  test('formatPath', () => {
    assert.equal(formatPath([]), 'event');
    assert.equal(formatPath(['objectData', 1, 'price']), 'objectData[1].price');
  });
});
