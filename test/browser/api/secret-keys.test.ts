import { expect } from '@open-wc/testing';
import {
  HttpError,
  LimitError,
  ValidationError,
  describeError,
  type SecretKeysPage,
} from '../../../src/api/index.js';
import { injectFault, keys, makeClient, uniqueAppId } from '../../support/emulator.js';
import { rejection, sent } from '../../support/api.js';

describe('api: listSecretKeys', () => {
  it('lists the first page with the default limit of 10', async () => {
    const appId = uniqueAppId();
    const page = await makeClient({ appId }).listSecretKeys();
    expect(page.data).to.have.length(10);
    expect(page.pagination).to.include({ page: 1, limit: 10 });
    expect(page.pagination.totalCount).to.be.greaterThan(10);
    expect(page.pagination.totalPages).to.equal(Math.ceil(page.pagination.totalCount / 10));
    const [first] = page.data;
    expect(first!.id).to.be.a('string');
    expect(first!.agentIds).to.be.an('array');
    expect(first!.isDefault).to.be.a('boolean');
    const [request] = await sent(appId, '/agent-studio/1/secret-keys');
    expect(request!.method).to.equal('GET');
  });

  it('pages through every key: one default, some never used', async () => {
    const client = makeClient();
    const first = await client.listSecretKeys({ page: 1, limit: 100 });
    const all = first.data;
    expect(all).to.have.length(first.pagination.totalCount);
    expect(all.filter((k) => k.isDefault)).to.have.length(1);
    expect(all.some((k) => k.lastUsedAt === null)).to.equal(true);
    expect(all.some((k) => typeof k.lastUsedAt === 'string')).to.equal(true);
    const second: SecretKeysPage = await client.listSecretKeys({ page: 2, limit: 5 });
    expect(second.pagination).to.include({ page: 2, limit: 5 });
    expect(second.data.map((k) => k.id)).to.deep.equal(all.slice(5, 10).map((k) => k.id));
  });

  it('sends page and limit as query parameters', async () => {
    const appId = uniqueAppId();
    await makeClient({ appId }).listSecretKeys({ page: 3, limit: 7 });
    const [request] = await sent(appId, '/agent-studio/1/secret-keys');
    const url = new URL(request!.url, 'http://x');
    expect(url.searchParams.get('page')).to.equal('3');
    expect(url.searchParams.get('limit')).to.equal('7');
  });

  for (const [name, params] of [
    ['page 0', { page: 0 }],
    ['page -1', { page: -1 }],
    ['page 1.5', { page: 1.5 }],
    ['limit 0', { limit: 0 }],
    ['limit NaN', { limit: Number.NaN }],
  ] as const) {
    it(`refuses ${name} before sending (LimitError)`, async () => {
      const appId = uniqueAppId();
      const error = await rejection(makeClient({ appId }).listSecretKeys(params));
      expect(error).to.be.instanceOf(LimitError);
      expect((error as LimitError).limit).to.equal(Object.keys(params)[0]);
      expect((error as LimitError).message).to.match(/must be an integer of at least 1/);
      expect(await sent(appId)).to.have.length(0);
    });
  }

  it('accepts page 1 and limit 1 (the lower boundary)', async () => {
    const page = await makeClient().listSecretKeys({ page: 1, limit: 1 });
    expect(page.data).to.have.length(1);
    expect(page.pagination).to.include({ page: 1, limit: 1 });
  });

  it('accepts limit 100 and turns the 422 detail of limit 101 into a ValidationError', async () => {
    const client = makeClient();
    expect((await client.listSecretKeys({ limit: 100 })).pagination.limit).to.equal(100);
    const error = await rejection(client.listSecretKeys({ limit: 101 }));
    expect(error).to.be.instanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.kind).to.equal('http');
    expect(validation.status).to.equal(422);
    expect(validation.detail[0]!.loc).to.deep.equal(['query', 'limit']);
    expect(validation.detail[0]!.msg).to.be.a('string').and.not.equal('');
    expect(validation.detail[0]!.type).to.be.a('string');
    expect(describeError(error)).to.equal(`limit: ${validation.detail[0]!.msg}`);
  });

  it('keeps every field of a 422 detail item (loc, msg, type, ctx, input)', async () => {
    const appId = uniqueAppId();
    const detail = [
      {
        loc: ['query', 'page'],
        msg: 'Input should be greater than or equal to 1',
        type: 'greater_than_equal',
        ctx: { ge: 1 },
        input: '0',
      },
    ];
    await injectFault(appId, { route: 'secret-keys', status: 422, body: { detail } });
    const error = (await rejection(makeClient({ appId }).listSecretKeys())) as ValidationError;
    expect(error.detail).to.deep.equal(detail);
    expect(describeError(error)).to.equal('page: Input should be greater than or equal to 1');
    expect(await sent(appId, '/secret-keys')).to.have.length(1);
  });

  it('fails with 401 for an invalid key', async () => {
    const error = await rejection(makeClient({ apiKey: keys.invalid }).listSecretKeys());
    expect(error).to.be.instanceOf(HttpError);
    expect((error as HttpError).status).to.equal(401);
    expect(describeError(error)).to.equal('Invalid credentials');
  });

  it('fails with 403 for a key without the settings right', async () => {
    for (const apiKey of [keys.usage, keys.search]) {
      const error = (await rejection(makeClient({ apiKey }).listSecretKeys())) as HttpError;
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(403);
      expect(error.message).to.be.a('string').and.not.equal('');
    }
    const page = await makeClient({ apiKey: keys.settings }).listSecretKeys();
    expect(page.data).to.have.length(10);
  });

  it('fails with 429 without retrying', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, {
      route: 'secret-keys',
      status: 429,
      body: { message: 'Too many requests' },
    });
    const error = (await rejection(makeClient({ appId }).listSecretKeys())) as HttpError;
    expect(error.status).to.equal(429);
    expect(error.message).to.equal('Too many requests');
    expect(await sent(appId, '/secret-keys')).to.have.length(1);
  });
});
