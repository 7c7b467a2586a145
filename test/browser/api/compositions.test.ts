import { expect } from '@open-wc/testing';
import {
  HttpError,
  LimitError,
  checkComposition,
  describeError,
  type InjectionBehavior,
  type MultifeedBehavior,
} from '../../../src/api/index.js';
import { injectFault, keys, makeClient, uniqueAppId } from '../../support/emulator.js';
import { rejection, sent } from '../../support/api.js';

describe('api: getComposition', () => {
  it('returns an injection composition with three injected items', async () => {
    const appId = uniqueAppId();
    const composition = await makeClient({ appId }).getComposition('injection-three');
    expect(composition.objectID).to.equal('injection-three');
    expect(composition.name).to.be.a('string');
    const { injection } = composition.behavior as InjectionBehavior;
    expect(injection.injectedItems).to.have.length(3);
    expect(injection.deduplication?.positioning).to.equal('highest');
    // An external source and a recommend source are accepted as the service sends them.
    const sources = injection.injectedItems!.map((item) => Object.keys(item.source)[0]);
    expect(sources).to.have.members(['external', 'search', 'recommend']);
    expect(checkComposition(composition)).to.deep.equal([]);
    const [request] = await sent(appId, '/1/compositions/');
    expect(request!.url).to.match(/\/1\/compositions\/injection-three$/);
  });

  it('returns a multifeed composition with its feeds order', async () => {
    const composition = await makeClient().getComposition('multifeed-ordered');
    const { multifeed } = composition.behavior as MultifeedBehavior;
    expect(multifeed.feedsOrder).to.deep.equal(['articles', 'products']);
    expect(Object.keys(multifeed.feeds)).to.include.members(['articles', 'products', 'clearance']);
  });

  it('accepts a recommend main source and keeps its extra fields', async () => {
    const composition = await makeClient().getComposition('recommend-main');
    const source = (composition.behavior as InjectionBehavior).injection.main.source as {
      recommend: Record<string, unknown>;
    };
    expect(source.recommend).to.include({
      indexName: 'products',
      model: 'trending-items',
      threshold: 42,
    });
    expect(source.recommend.queryParameters).to.deep.equal({
      filters: 'category:shoes',
      hitsPerPage: 12,
    });
  });

  it('accepts 20 sorting strategies, the maximum', async () => {
    const composition = await makeClient().getComposition('sorting-20');
    expect(Object.keys(composition.sortingStrategy!)).to.have.length(20);
    expect(checkComposition(composition)).to.deep.equal([]);
  });

  it('reads a composition that breaks the rules, and checkComposition names each rule', async () => {
    const composition = await makeClient().getComposition('rule-breaker');
    const rules = checkComposition(composition).map((p) => p.rule);
    expect(rules).to.include.members([
      'behavior',
      'injectedItems',
      'position',
      'length',
      'sortingStrategy',
    ]);
  });

  it('encodes the objectID as one path segment', async () => {
    const appId = uniqueAppId();
    const error = (await rejection(makeClient({ appId }).getComposition('a b/c?d'))) as HttpError;
    expect(error.kind).to.equal('http');
    const [request] = await sent(appId, '/1/compositions/');
    expect(request!.url).to.contain('/1/compositions/a%20b%2Fc%3Fd');
  });

  it('refuses an empty objectID before sending', async () => {
    const appId = uniqueAppId();
    const error = await rejection(makeClient({ appId }).getComposition(''));
    expect(error).to.be.instanceOf(LimitError);
    expect(await sent(appId)).to.have.length(0);
  });

  it('fails with 404 for an unknown composition', async () => {
    const error = (await rejection(makeClient().getComposition('does-not-exist'))) as HttpError;
    expect(error).to.be.instanceOf(HttpError);
    expect(error.status).to.equal(404);
    expect(describeError(error)).to.be.a('string').and.not.equal('');
  });

  it('fails with 402 when the feature is not enabled', async () => {
    const error = (await rejection(makeClient().getComposition('feature-disabled'))) as HttpError;
    expect(error.status).to.equal(402);
    expect(error.message).to.be.a('string').and.not.equal('');
  });

  for (const [status, message] of [
    [400, 'Bad request: the objectID is malformed'],
    [402, 'The compositions feature is not enabled for this application'],
  ] as const) {
    it(`fails with ${status} (fault injection) without retrying`, async () => {
      const appId = uniqueAppId();
      await injectFault(appId, { route: 'compositions', status, body: { message } });
      const error = (await rejection(makeClient({ appId }).getComposition('minimal'))) as HttpError;
      expect(error.status).to.equal(status);
      expect(error.message).to.equal(message);
      expect(error.body).to.deep.equal({ message });
      expect(await sent(appId, '/1/compositions/')).to.have.length(1);
    });
  }

  it('fails with 401 for an invalid key and 403 for a key without the right', async () => {
    const unauthorised = (await rejection(
      makeClient({ apiKey: keys.invalid }).getComposition('minimal'),
    )) as HttpError;
    expect(unauthorised.status).to.equal(401);
    const forbidden = (await rejection(
      makeClient({ apiKey: keys.usage }).getComposition('minimal'),
    )) as HttpError;
    expect(forbidden.status).to.equal(403);
    const allowed = await makeClient({ apiKey: keys.settings }).getComposition('minimal');
    expect(allowed.objectID).to.equal('minimal');
  });
});
