// Found by the fuzzing suite (test/node/fuzz/queue.test.ts): `send()` of a draft that is not an
// object (`null`, `undefined`, a number, an array inside a list) threw a TypeError from
// `Object.getPrototypeOf`, not the documented `EventValidationError`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InsightsQueue, EventValidationError, clickedObjectIDs } from './index.js';

const client = {
  appId: 'APP',
  async sendEvents() {
    return { status: 200, message: 'OK' };
  },
};

test('send() refuses a draft that is not an object with an EventValidationError', () => {
  const queue = new InsightsQueue({ client, storage: null });
  const click = clickedObjectIDs({ eventName: 'Clicked', index: 'products', objectIDs: ['a'] });
  for (const draft of [null, undefined, 42, 'click', true]) {
    assert.throws(
      () => queue.send(draft as never),
      (error: unknown) =>
        error instanceof EventValidationError && error.index === 0 && error.rule === 'object',
    );
  }
  // In a list: the bad item is named, and none of the list is queued.
  assert.throws(
    () => queue.send([click, null as never, []] as never),
    (error: unknown) =>
      error instanceof EventValidationError &&
      error.index === 1 &&
      /^Event 1: event: must be an object$/.test(error.message),
  );
  assert.equal(queue.size, 0);
  queue.send(click);
  assert.equal(queue.size, 1);
  queue.close();
});
