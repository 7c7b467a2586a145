import { expect } from '@open-wc/testing';
import {
  EventValidationError,
  HttpError,
  LimitError,
  MAX_BODY_BYTES,
  describeError,
  type InsightsEvent,
} from '../../../src/api/index.js';
import {
  acceptedEvents,
  injectFault,
  keys,
  makeClient,
  uniqueAppId,
} from '../../support/emulator.js';
import { rejection, sent } from '../../support/api.js';

const QUERY_ID = '43b15df305339e827f0ac0bdc5ebcaa7';

function click(n: number, objectID = `product-${n}`): InsightsEvent {
  return {
    eventType: 'click',
    eventName: 'Product Clicked',
    index: 'products',
    userToken: 'user-1',
    objectIDs: [objectID],
  };
}

const bytes = (events: readonly InsightsEvent[]) =>
  new TextEncoder().encode(JSON.stringify({ events })).length;

/** `count` click events whose JSON body is exactly `size` bytes (the last object ID pads it). */
function batchOfSize(count: number, size: number): InsightsEvent[] {
  const events = Array.from({ length: count }, (_, i) => click(i, 'x'));
  const padding = size - bytes(events);
  events[count - 1] = click(count - 1, 'x'.repeat(1 + padding));
  expect(bytes(events)).to.equal(size);
  return events;
}

describe('api: sendEvents', () => {
  it('sends a batch and the service keeps it', async () => {
    const appId = uniqueAppId();
    const events: InsightsEvent[] = [
      click(1),
      {
        eventType: 'click',
        eventName: 'Product Clicked After Search',
        index: 'products',
        userToken: 'user-1',
        objectIDs: ['a', 'b'],
        positions: [1, 2],
        queryID: QUERY_ID,
      },
      {
        eventType: 'view',
        eventName: 'Filter Viewed',
        index: 'products',
        userToken: 'user-1',
        filters: ['brand:Acme'],
      },
    ];
    const result = await makeClient({ appId }).sendEvents(events);
    expect(result).to.deep.equal({ status: 200, message: 'OK' });
    const kept = await acceptedEvents(appId);
    expect(kept).to.have.length(3);
    expect(kept[1]).to.deep.include({ queryID: QUERY_ID, positions: [1, 2] });
    const [request] = await sent(appId, '/1/events');
    expect(request!.method).to.equal('POST');
  });

  it('sends with keepalive', async () => {
    const appId = uniqueAppId();
    const result = await makeClient({ appId }).sendEvents([click(1)], { keepalive: true });
    expect(result.status).to.equal(200);
    expect(await acceptedEvents(appId)).to.have.length(1);
  });

  it('sends 1000 events, refuses 1001 and 0 before sending', async () => {
    const appId = uniqueAppId();
    const client = makeClient({ appId });
    const thousand = Array.from({ length: 1000 }, (_, i) => click(i));
    expect((await client.sendEvents(thousand)).status).to.equal(200);
    expect(await acceptedEvents(appId)).to.have.length(1000);
    for (const batch of [[...thousand, click(1000)], []]) {
      const error = await rejection(client.sendEvents(batch));
      expect(error).to.be.instanceOf(LimitError);
      expect((error as LimitError).limit).to.equal('events');
      expect(describeError(error)).to.match(/1 to 1000 events/);
    }
    expect(await sent(appId, '/1/events')).to.have.length(1);
  });

  it('sends a body of 2 MB minus 1 byte, refuses exactly 2 MB before sending', async () => {
    const appId = uniqueAppId();
    const client = makeClient({ appId, timeouts: { write: 60_000 } });
    const under = batchOfSize(500, MAX_BODY_BYTES - 1);
    expect((await client.sendEvents(under)).status).to.equal(200);
    const error = await rejection(client.sendEvents(batchOfSize(500, MAX_BODY_BYTES)));
    expect(error).to.be.instanceOf(LimitError);
    expect((error as LimitError).limit).to.equal('bodySize');
    expect(describeError(error)).to.match(/under 2 MB/);
    expect(await sent(appId, '/1/events')).to.have.length(1);
  });

  it('names the first invalid event and sends nothing', async () => {
    const appId = uniqueAppId();
    const events = [
      click(0),
      click(1),
      { ...click(2), positions: [1], queryID: 'NOT-A-QUERY-ID' } as InsightsEvent,
      { ...click(3), userToken: '' },
    ];
    const error = await rejection(makeClient({ appId }).sendEvents(events));
    expect(error).to.be.instanceOf(EventValidationError);
    const invalid = error as EventValidationError;
    expect(invalid.kind).to.equal('event');
    expect(invalid.index).to.equal(2);
    expect(invalid.path).to.deep.equal(['queryID']);
    expect(invalid.rule).to.equal('query-id');
    expect(invalid.message).to.match(/^Event 2: queryID/);
    expect(await sent(appId)).to.have.length(0);
  });

  it('turns a 422 of the service into an HttpError with its message', async () => {
    const appId = uniqueAppId();
    const message = 'eventName: must be 1 to 64 printable ASCII characters';
    await injectFault(appId, { route: 'events', status: 422, body: { status: 422, message } });
    const error = (await rejection(makeClient({ appId }).sendEvents([click(1)]))) as HttpError;
    expect(error.status).to.equal(422);
    expect(describeError(error)).to.equal(message);
    expect(await sent(appId, '/1/events')).to.have.length(1);
  });

  it('turns a 413 into an HttpError without retrying', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, {
      route: 'events',
      status: 413,
      body: { message: 'Payload too large' },
    });
    const error = (await rejection(makeClient({ appId }).sendEvents([click(1)]))) as HttpError;
    expect(error.status).to.equal(413);
    expect(await sent(appId, '/1/events')).to.have.length(1);
  });

  it('fails with 401 for an invalid key and 403 for a key without the search right', async () => {
    const unauthorised = (await rejection(
      makeClient({ apiKey: keys.invalid }).sendEvents([click(1)]),
    )) as HttpError;
    expect(unauthorised.status).to.equal(401);
    expect(unauthorised.message).to.equal('Invalid credentials');
    const forbidden = (await rejection(
      makeClient({ apiKey: keys.usage }).sendEvents([click(1)]),
    )) as HttpError;
    expect(forbidden.status).to.equal(403);
    expect((await makeClient({ apiKey: keys.search }).sendEvents([click(1)])).status).to.equal(200);
  });
});
