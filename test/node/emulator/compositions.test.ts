import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import { composition } from '../../../src/api/schemas/composition.js';
import { checkComposition } from '../../../src/api/rules/composition-problems.js';
import { call, start } from './helpers.js';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

const SEEDED = [
  'minimal',
  'injection-none',
  'injection-one',
  'injection-two',
  'injection-three',
  'dedup-highest',
  'dedup-highest-injected',
  'sorting-20',
  'multifeed-ordered',
  'recommend-main',
  'rich-params',
  'hostile-strings',
  'rule-breaker',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(id: string): Promise<any> {
  const res = await call(emulator.url, `/1/compositions/${id}`);
  assert.equal(res.status, 200, `${id}: ${res.text}`);
  return res.json;
}

describe('compositions: seed data', () => {
  it('serves every seeded composition, each matching the client schema', async () => {
    for (const id of SEEDED) {
      const c = await get(id);
      assert.equal(c.objectID, id);
      assert.equal(typeof c.name, 'string');
      assert.equal(composition.safeParse(c).success, true, id);
      // Only the rule breaker breaks the documented rules.
      assert.equal(checkComposition(c).length > 0, id === 'rule-breaker', id);
    }
  });

  it('covers injection with 0, 1, 2 and 3 injected items', async () => {
    const counts = [];
    for (const id of ['injection-none', 'injection-one', 'injection-two', 'injection-three']) {
      counts.push((await get(id)).behavior.injection.injectedItems.length);
    }
    assert.deepEqual(counts, [0, 1, 2, 3]);
    assert.equal((await get('minimal')).behavior.injection.injectedItems, undefined);
  });

  it('has external and recommend injected sources with item metadata', async () => {
    const items = (await get('injection-three')).behavior.injection.injectedItems;
    const kinds = items.map((item: { source: object }) => Object.keys(item.source)[0]);
    assert.deepEqual(kinds.sort(), ['external', 'recommend', 'search']);
    const external = items.find((i: { source: { external?: unknown } }) => i.source.external);
    assert.ok(['default', 'userDefined'].includes(external.source.external.ordering));
    const recommend = items.find((i: { source: { recommend?: unknown } }) => i.source.recommend);
    assert.equal(recommend.source.recommend.model, 'trending-items');
    assert.ok(
      items.some(
        (i: { metadata?: { hits?: { addItemKey?: boolean } } }) =>
          i.metadata?.hits?.addItemKey === true,
      ),
    );
    assert.ok(
      items.every(
        (i: { metadata?: { hits?: { extra?: object } } }) =>
          typeof i.metadata?.hits?.extra === 'object',
      ),
    );
  });

  it('covers both deduplication values', async () => {
    assert.equal(
      (await get('dedup-highest')).behavior.injection.deduplication.positioning,
      'highest',
    );
    assert.equal(
      (await get('dedup-highest-injected')).behavior.injection.deduplication.positioning,
      'highestInjected',
    );
  });

  it('has 20 sorting strategies at most (the rule breaker has 21)', async () => {
    assert.equal(Object.keys((await get('sorting-20')).sortingStrategy).length, 20);
    assert.equal(Object.keys((await get('rule-breaker')).sortingStrategy).length, 21);
  });

  it('has a multifeed whose feedsOrder leaves a feed out', async () => {
    const { feeds, feedsOrder } = (await get('multifeed-ordered')).behavior.multifeed;
    assert.ok(feedsOrder.length < Object.keys(feeds).length);
    assert.ok(feedsOrder.every((id: string) => id in feeds));
  });

  it('has a recommend main source', async () => {
    const main = (await get('recommend-main')).behavior.injection.main.source;
    assert.equal(main.recommend.model, 'trending-items');
    assert.ok(main.recommend.threshold >= 0 && main.recommend.threshold <= 100);
  });

  it('has a rich main search params set', async () => {
    const params = (await get('rich-params')).behavior.injection.main.source.search.params;
    assert.ok(params.facets.some((f: string) => /^disjunctive\(.+\)$/.test(f)));
    assert.ok(params.attributesToSnippet.includes('body:20'));
    assert.ok(params.renderingContent.facetOrdering.facets.order.length > 0);
    assert.match(params.renderingContent.redirect.url, /^https:/);
    assert.ok(params.renderingContent.widgets.banners[0].image.urls[0].url);
    assert.ok(params.renderingContent.widgets.banners[0].link.url);
  });

  it('has hostile strings and javascript: URLs', async () => {
    const c = await get('hostile-strings');
    assert.match(c.name, /<script>/);
    const rendering = c.behavior.injection.main.source.search.params.renderingContent;
    assert.match(rendering.redirect.url, /^javascript:/i);
    assert.match(rendering.widgets.banners[0].link.url, /^javascript:/i);
    assert.match(rendering.widgets.banners[0].image.urls[0].url, /^javascript:/i);
  });

  it('has a composition that breaks every documented rule', async () => {
    const c = await get('rule-breaker');
    assert.ok(c.behavior.injection && c.behavior.multifeed);
    const items = c.behavior.injection.injectedItems;
    assert.equal(items.length, 4);
    assert.ok(items.some((i: { position: number }) => i.position === 120));
    const rules = new Set(checkComposition(c).map((p) => p.rule));
    for (const rule of ['behavior', 'injectedItems', 'sortingStrategy', 'position', 'length']) {
      assert.ok(rules.has(rule as never), rule);
    }
  });
});

describe('compositions: errors', () => {
  const error = async (id: string) => call(emulator.url, `/1/compositions/${id}`);

  it('answers 404 for an unknown composition', async () => {
    const res = await error('does-not-exist');
    assert.equal(res.status, 404);
    assert.equal(res.json.status, 404);
    assert.match(res.json.message, /does-not-exist/);
    // The longest valid id is still looked up (404), one more character is a 400.
    assert.equal((await error('a'.repeat(100))).status, 404);
    assert.equal((await error('a'.repeat(101))).status, 400);
  });

  it('answers 400 for an invalid objectID', async () => {
    for (const id of ['', 'has%20space', '%E0%A4%A', 'semi%3Bcolon', '%3Cscript%3E']) {
      const res = await error(id);
      assert.equal(res.status, 400, id);
      assert.equal(typeof res.json.message, 'string');
    }
  });

  it('answers 402 when the feature is not enabled', async () => {
    const res = await error('feature-disabled');
    assert.equal(res.status, 402);
    assert.match(res.json.message, /not enabled/);
  });

  it('decodes a percent-encoded objectID', async () => {
    assert.equal((await error('injection%2Done')).status, 200);
  });
});
