// The events rules on their own, and the schemas held to them at each boundary: what the rules
// module says is what `validateEvent` (used by the client, the queue and the emulator) applies.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_EVENTS_PER_BATCH,
  MAX_BODY_BYTES,
  KEEPALIVE_MAX_BYTES,
  BODY_OVERHEAD,
  MAX_EVENT_AGE_MS,
  MAX_EVENT_ITEMS,
  MAX_VALUE_LENGTH,
  MIN_QUANTITY,
  MAX_QUANTITY,
  EVENT_NAME_PATTERN,
  USER_TOKEN_PATTERN,
  QUERY_ID_PATTERN,
  ITEM_QUERY_ID_PATTERN,
  FILTER_PATTERN,
  CURRENCY_PATTERN,
  isBatchCountAllowed,
  isBodySizeAllowed,
  fitsKeepalive,
  utf8Length,
} from './events.js';
import { validateEvent, EVENT_RULES } from '../schemas/events.js';

const NOW = Date.UTC(2026, 0, 31, 12);
const Q = '0123456789abcdef0123456789abcdef';
const click = {
  eventType: 'click',
  eventName: 'Clicked',
  index: 'products',
  userToken: 'user-1',
  objectIDs: ['a'],
  positions: [1],
  queryID: Q,
  timestamp: NOW,
};
const purchase = {
  eventType: 'conversion',
  eventSubtype: 'purchase',
  eventName: 'Bought',
  index: 'products',
  userToken: 'user-1',
  objectIDs: ['a'],
  value: 10,
  currency: 'EUR',
  timestamp: NOW,
};
const rule = (event: unknown) => validateEvent(event, NOW)?.rule ?? null;

describe('events rules: limits', () => {
  test('the documented values', () => {
    assert.equal(MAX_EVENTS_PER_BATCH, 1000);
    assert.equal(MAX_BODY_BYTES, 2 * 1024 * 1024);
    assert.equal(KEEPALIVE_MAX_BYTES, 64 * 1024);
    assert.equal(BODY_OVERHEAD, utf8Length('{"events":[]}'));
    assert.equal(MAX_EVENT_AGE_MS, 30 * 86_400_000);
  });

  test('batch count: 1 to 1000', () => {
    assert.deepEqual(
      [0, 1, MAX_EVENTS_PER_BATCH, MAX_EVENTS_PER_BATCH + 1].map(isBatchCountAllowed),
      [false, true, true, false],
    );
  });

  test('body bytes: strictly under 2 MB; keepalive: at most 64 KiB', () => {
    assert.equal(isBodySizeAllowed(MAX_BODY_BYTES - 1), true);
    assert.equal(isBodySizeAllowed(MAX_BODY_BYTES), false);
    assert.equal(fitsKeepalive(KEEPALIVE_MAX_BYTES), true);
    assert.equal(fitsKeepalive(KEEPALIVE_MAX_BYTES + 1), false);
  });

  test('utf8Length counts bytes', () => {
    assert.equal(utf8Length('abc'), 3);
    assert.equal(utf8Length('é'), 2);
    assert.equal(utf8Length('😀'), 4);
  });
});

describe('events rules: the schemas apply exactly the field limits', () => {
  test('eventName: 64 printable ASCII characters pass, 65 do not', () => {
    assert.ok(EVENT_NAME_PATTERN.test('x'.repeat(64)));
    assert.equal(rule({ ...click, eventName: 'x'.repeat(64) }), null);
    assert.ok(!EVENT_NAME_PATTERN.test('x'.repeat(65)));
    assert.equal(rule({ ...click, eventName: 'x'.repeat(65) }), 'event-name');
    assert.equal(rule({ ...click, eventName: 'tab\there' }), 'event-name');
  });

  test('user tokens: 128 characters pass, 129 or a space do not', () => {
    for (const field of ['userToken', 'authenticatedUserToken']) {
      assert.equal(rule({ ...click, [field]: 'a'.repeat(128) }), null);
      assert.equal(rule({ ...click, [field]: 'a'.repeat(129) }), 'token');
      assert.equal(rule({ ...click, [field]: 'a b' }), 'token');
    }
    assert.ok(
      USER_TOKEN_PATTERN.test('a'.repeat(128)) && !USER_TOKEN_PATTERN.test('a'.repeat(129)),
    );
  });

  test('queryID: 32 lowercase hex characters, or an agent message id of 128 characters at most', () => {
    const message = `message_${'x'.repeat(120)}`;
    for (const ok of [Q, 'message_my-custom-query-id', 'message_!~', message]) {
      assert.ok(QUERY_ID_PATTERN.test(ok), ok);
      assert.equal(rule({ ...click, queryID: ok }), null, ok);
    }
    for (const bad of [
      Q.toUpperCase(),
      Q.slice(1),
      `${Q}0`,
      'message_',
      'message_a b',
      `${message}x`,
    ]) {
      assert.ok(!QUERY_ID_PATTERN.test(bad), bad);
      assert.equal(rule({ ...click, queryID: bad }), 'query-id', bad);
    }
  });

  test('the queryID of an objectData item: 32 lowercase hex characters only', () => {
    const afterSearch = { ...purchase, objectData: [{ queryID: Q, price: 1 }] };
    assert.equal(rule(afterSearch), null);
    assert.ok(ITEM_QUERY_ID_PATTERN.test(Q) && !ITEM_QUERY_ID_PATTERN.test('message_a'));
    assert.equal(rule({ ...afterSearch, objectData: [{ queryID: 'message_a' }] }), 'item-query-id');
    // On an add-to-cart after search too, beside the event's own queryID.
    const cart = { ...afterSearch, eventSubtype: 'addToCart', queryID: 'message_chat-1' };
    assert.equal(rule(cart), null);
  });

  test('agentID: any non-empty string, on instantsearch events only', () => {
    const telemetry = { eventType: 'instantsearch', eventName: 'Telemetry', userToken: 'u' };
    assert.equal(rule({ ...telemetry, agentID: 'agent-session-123' }), null);
    assert.equal(rule({ ...telemetry, agentID: '' }), 'not-empty');
    assert.equal(rule({ ...click, agentID: 'agent-session-123' }), 'unknown');
  });

  test('index: an empty one is refused, after the documented "The index field is required"', () => {
    assert.equal(rule({ ...click, index: '' }), 'index');
    assert.match(EVENT_RULES.index, /The index field is required/);
    // Object IDs have no minimum length.
    assert.equal(rule({ ...click, objectIDs: [''] }), null);
  });

  test(`items: ${MAX_EVENT_ITEMS} pass, ${MAX_EVENT_ITEMS + 1} or none do not`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);
    const positions = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const items = (n: number) => ({ ...click, objectIDs: ids(n), positions: positions(n) });
    assert.equal(rule(items(MAX_EVENT_ITEMS)), null);
    assert.equal(rule(items(MAX_EVENT_ITEMS + 1)), 'items');
    assert.equal(rule(items(0)), 'items');
    assert.match(EVENT_RULES.items, new RegExp(`1 to ${MAX_EVENT_ITEMS} items`));
  });

  test('filters: facet:value, the value URL-encoded', () => {
    const view = { ...click, eventType: 'view', positions: undefined, queryID: undefined };
    const filters = (f: string) => ({ ...view, objectIDs: undefined, filters: [f] });
    for (const ok of ['brand:Acme%20Corp', 'color:red', "a:b.c!~*'()-_"]) {
      assert.ok(FILTER_PATTERN.test(ok), ok);
      assert.equal(rule(filters(ok)), null, ok);
    }
    for (const bad of ['brand', ':red', 'brand:Acme Corp', 'brand:100%']) {
      assert.ok(!FILTER_PATTERN.test(bad), bad);
      assert.equal(rule(filters(bad)), 'filter', bad);
    }
  });

  test(`value strings: at most ${MAX_VALUE_LENGTH} characters; price and discount strings: any`, () => {
    assert.equal(rule({ ...purchase, value: '9'.repeat(MAX_VALUE_LENGTH) }), null);
    assert.equal(rule({ ...purchase, value: '' }), null);
    assert.equal(rule({ ...purchase, value: '9'.repeat(MAX_VALUE_LENGTH + 1) }), 'value');
    const long = '1234567890.1234567890';
    assert.equal(rule({ ...purchase, objectData: [{ price: long, discount: long }] }), null);
    assert.equal(rule({ ...purchase, objectData: [{ price: '' }] }), null);
    assert.equal(rule({ ...purchase, objectData: [{ price: NaN }] }), 'money');
  });

  test('currency: three letters in either case', () => {
    assert.ok(CURRENCY_PATTERN.test('EUR') && CURRENCY_PATTERN.test('eur'));
    assert.equal(rule({ ...purchase, currency: 'eur' }), null);
    assert.equal(rule({ ...purchase, currency: 'EURO' }), 'currency');
    assert.equal(rule({ ...purchase, currency: 'E1R' }), 'currency');
  });

  test('quantity: any 32-bit integer, 0 included', () => {
    for (const ok of [0, 1, MIN_QUANTITY, MAX_QUANTITY]) {
      assert.equal(rule({ ...purchase, objectData: [{ quantity: ok }] }), null, String(ok));
    }
    for (const bad of [MAX_QUANTITY + 1, MIN_QUANTITY - 1, 1.5]) {
      assert.equal(rule({ ...purchase, objectData: [{ quantity: bad }] }), 'quantity', String(bad));
    }
  });

  test('timestamp: exactly 30 days old passes, 1 ms more does not', () => {
    assert.equal(rule({ ...click, timestamp: NOW - MAX_EVENT_AGE_MS }), null);
    assert.equal(rule({ ...click, timestamp: NOW - MAX_EVENT_AGE_MS - 1 }), 'timestamp-age');
    // Zero and negative timestamps are integers, refused for their age.
    assert.equal(rule({ ...click, timestamp: 0 }), 'timestamp-age');
    assert.equal(rule({ ...click, timestamp: 1.5 }), 'timestamp');
  });
});
