// An amount without a currency, on its own (a file of its own: the warning is shown once per
// page, so once per test process): the service accepts the event and counts the conversion, so
// the library accepts it too and says once, in the console, that its amounts are not revenue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateEvent, validateEventAs } from './events-check.js';

const NOW = Date.UTC(2026, 0, 31, 12);
const purchase = {
  eventType: 'conversion',
  eventSubtype: 'purchase',
  eventName: 'Order Placed',
  index: 'products',
  userToken: 'user-1',
  objectIDs: ['a', 'b'],
  timestamp: NOW,
};

test('an amount without a currency is accepted, with one warning for the page', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  // No warning for what is refused, nor for an amount with its currency.
  assert.equal(validateEvent({ ...purchase, index: '', value: 5 }, NOW)?.rule, 'index');
  assert.equal(validateEvent({ ...purchase, value: 5, currency: 'EUR' }, NOW), null);
  assert.equal(validateEvent({ ...purchase, value: 5, currency: undefined }, NOW), null);
  assert.equal(warn.mock.callCount(), 1);
  const [message] = warn.mock.calls[0]!.arguments as [string];
  assert.match(
    message,
    /^Insights event "Order Placed" has a value, a price or a discount but no currency/,
  );
  assert.match(message, /Set its currency \(such as EUR\)/);
  // A price or a discount alone counts too, but the warning is not shown again.
  const data = [{ price: 10 }, { discount: '1.50' }];
  assert.equal(validateEventAs('purchasedObjectIDs', { ...purchase, objectData: data }, NOW), null);
  assert.equal(validateEvent({ ...purchase, eventName: 'Another', value: 1 }, NOW), null);
  assert.equal(warn.mock.callCount(), 1);
});

test('an empty index stays refused, with the documented error', () => {
  const issue = validateEvent({ ...purchase, index: '' }, NOW);
  assert.deepEqual(issue?.path, ['index']);
  assert.match(issue!.message, /^index: .*"The index field is required"/);
});
