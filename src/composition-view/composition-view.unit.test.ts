import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compositionWarnings } from './check.js';
import { compositionView } from './model.js';
import { groupParams, parseFacet, parseFilterList, parseSnippet } from './params.js';
import { checkUrl, safeHttpUrl } from './safe-url.js';
import { computeSlotMap, MAX_SLOT } from './slots.js';

const main = { source: { search: { index: 'products' } } };
const item = (key: string, position: unknown, length: unknown) => ({
  key,
  position,
  length,
  source: { search: { index: 'promos' } },
});

describe('compositionWarnings', () => {
  it('accepts a composition that keeps the rules', () => {
    const warnings = compositionWarnings({
      objectID: 'c1',
      name: 'Home',
      behavior: { injection: { main, injectedItems: [item('a', 0, 1), item('b', 99, 50)] } },
      sortingStrategy: { price: 'products_price_asc' },
    });
    assert.deepEqual(warnings, []);
  });

  it('flags both behaviours, and neither', () => {
    const both = compositionWarnings({
      objectID: 'c',
      name: 'n',
      behavior: { injection: { main }, multifeed: { feeds: {} } },
    });
    assert.deepEqual(
      both.map((w) => w.code),
      ['bothBehaviours'],
    );
    const none = compositionWarnings({ objectID: 'c', name: 'n', behavior: {} });
    assert.deepEqual(
      none.map((w) => w.code),
      ['noBehaviour'],
    );
  });

  it('flags missing required fields, whatever the input', () => {
    assert.deepEqual(
      compositionWarnings(null).map((w) => (w.code === 'missingField' ? w.field : w.code)),
      ['objectID', 'name', 'behavior'],
    );
    assert.deepEqual(
      compositionWarnings('oops').map((w) => w.code),
      ['missingField', 'missingField', 'missingField'],
    );
  });

  it('flags more than 3 injected items, with the count', () => {
    const items = [item('a', 0, 1), item('b', 2, 1), item('c', 4, 1), item('d', 6, 1)];
    const warnings = compositionWarnings({
      objectID: 'c',
      name: 'n',
      behavior: { injection: { main, injectedItems: items } },
    });
    assert.deepEqual(warnings, [{ code: 'tooManyInjectedItems', count: 4, max: 3 }]);
    const three = compositionWarnings({
      objectID: 'c',
      name: 'n',
      behavior: { injection: { main, injectedItems: items.slice(0, 3) } },
    });
    assert.deepEqual(three, []);
  });

  it('flags more than 20 sorting strategies, not 20', () => {
    const strategies = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${i}`, `idx_${i}`]));
    const base = { objectID: 'c', name: 'n', behavior: { injection: { main } } };
    assert.deepEqual(compositionWarnings({ ...base, sortingStrategy: strategies(20) }), []);
    assert.deepEqual(compositionWarnings({ ...base, sortingStrategy: strategies(21) }), [
      { code: 'tooManySortingStrategies', count: 21, max: 20 },
    ]);
  });

  it('flags positions outside 0–99 and lengths outside 0–50, including non-integers', () => {
    const warnings = compositionWarnings({
      objectID: 'c',
      name: 'n',
      behavior: {
        injection: {
          main,
          injectedItems: [item('neg', -1, 0), item('big', 100, 51), item('odd', 2.5, '3')],
        },
      },
    });
    assert.deepEqual(
      warnings.map((w) =>
        w.code === 'positionOutOfRange' || w.code === 'lengthOutOfRange'
          ? [w.code, w.item, w.value]
          : [w.code],
      ),
      [
        ['positionOutOfRange', 'neg', '-1'],
        ['positionOutOfRange', 'big', '100'],
        ['lengthOutOfRange', 'big', '51'],
        ['positionOutOfRange', 'odd', '2.5'],
        ['lengthOutOfRange', 'odd', '"3"'],
      ],
    );
  });

  it('names items without a key by their number, and reports missing values', () => {
    const warnings = compositionWarnings({
      objectID: 'c',
      name: 'n',
      behavior: { injection: { main, injectedItems: [{ source: {} }] } },
    });
    assert.deepEqual(
      warnings.map((w) => ('item' in w ? `${w.item}=${w.value}` : w.code)),
      ['#1=missing', '#1=missing'],
    );
  });

  it('checks every feed of a multifeed, and a feedsOrder naming unknown feeds', () => {
    const warnings = compositionWarnings({
      objectID: 'c',
      name: 'n',
      behavior: {
        multifeed: {
          feeds: {
            news: { injection: { main, injectedItems: [item('x', 120, 1)] } },
            shop: { injection: { main } },
          },
          feedsOrder: ['shop', 'ghost', 'news'],
        },
      },
    });
    assert.deepEqual(warnings, [
      {
        code: 'positionOutOfRange',
        item: 'x',
        index: 0,
        value: '120',
        min: 0,
        max: 99,
        feed: 'news',
      },
      { code: 'unknownFeed', feed: 'ghost' },
    ]);
  });
});

describe('computeSlotMap', () => {
  it('places each item on position … position + length − 1', () => {
    const map = computeSlotMap([
      { position: 0, length: 1 },
      { position: 3, length: 2 },
    ]);
    assert.equal(map.slots.length, 10);
    assert.deepEqual(map.ranges, [
      { first: 0, last: 0 },
      { first: 3, last: 4 },
    ]);
    assert.deepEqual(
      map.slots.filter((s) => s.items.length > 0).map((s) => [s.position, ...s.items]),
      [
        [0, 0],
        [3, 1],
        [4, 1],
      ],
    );
    assert.deepEqual(map.overlaps, []);
  });

  it('grows to show the last item and one main result after it', () => {
    const map = computeSlotMap([{ position: 20, length: 5 }]);
    assert.equal(map.slots.length, 26);
    assert.deepEqual(map.slots[24]!.items, [0]);
    assert.deepEqual(map.slots[25]!.items, []);
  });

  it('flags overlaps, grouped by the items sharing positions', () => {
    const map = computeSlotMap([
      { position: 2, length: 3 },
      { position: 4, length: 2 },
      { position: 4, length: 1 },
    ]);
    assert.deepEqual(map.overlaps, [{ items: [0, 1, 2], positions: [4] }]);
    const pair = computeSlotMap([
      { position: 1, length: 3 },
      { position: 2, length: 5 },
    ]);
    assert.deepEqual(pair.overlaps, [{ items: [0, 1], positions: [2, 3] }]);
  });

  it('leaves out length 0 and unusable values, and caps the row', () => {
    const map = computeSlotMap([
      { position: 5, length: 0 },
      { position: -2, length: 1 },
      { position: 'x', length: 1 },
      { position: 140, length: 50 },
      { position: 400, length: 1 },
    ]);
    assert.deepEqual(map.ranges[0], null);
    assert.deepEqual(map.unplaced, [1, 2, 4]);
    assert.equal(map.slots.length, MAX_SLOT + 1);
    assert.deepEqual(map.slots[MAX_SLOT]!.items, [3]);
  });
});

describe('groupParams', () => {
  it('groups booleans, numbers, strings, lists, filters and facets', () => {
    const grouped = groupParams({
      query: 'shoes',
      hitsPerPage: 20,
      enableRules: false,
      attributesToRetrieve: ['title', 'price'],
      facetFilters: ['brand:Acme', ['color:red', 'color:blue']],
      numericFilters: ['price < 100'],
      filters: 'onSale:true',
      facets: ['disjunctive(brand)', 'color'],
      maxValuesPerFacet: 10,
      attributesToSnippet: ['description:20', 'title'],
      weird: { nested: true },
    });
    assert.equal(grouped.count, 11);
    const byName = Object.fromEntries(grouped.groups.map((g) => [g.name, g.entries]));
    assert.deepEqual(
      grouped.groups.map((g) => g.name),
      ['filters', 'facets', 'booleans', 'numbers', 'strings', 'lists', 'other'],
    );
    assert.deepEqual(byName['filters'], [
      {
        kind: 'filters',
        name: 'facetFilters',
        groups: [['brand:Acme'], ['color:red', 'color:blue']],
      },
      { kind: 'filters', name: 'numericFilters', groups: [['price < 100']] },
      { kind: 'string', name: 'filters', value: 'onSale:true' },
    ]);
    assert.deepEqual(byName['facets'], [
      {
        kind: 'facets',
        name: 'facets',
        values: [
          { facet: 'brand', disjunctive: true },
          { facet: 'color', disjunctive: false },
        ],
      },
      { kind: 'number', name: 'maxValuesPerFacet', value: 10 },
    ]);
    assert.deepEqual(byName['booleans'], [{ kind: 'boolean', name: 'enableRules', value: false }]);
    assert.deepEqual(byName['numbers'], [{ kind: 'number', name: 'hitsPerPage', value: 20 }]);
    assert.deepEqual(byName['strings'], [{ kind: 'string', name: 'query', value: 'shoes' }]);
    assert.deepEqual(byName['lists'], [
      { kind: 'list', name: 'attributesToRetrieve', values: ['title', 'price'] },
      {
        kind: 'snippets',
        name: 'attributesToSnippet',
        values: [
          { attribute: 'description', words: 20 },
          { attribute: 'title', words: null },
        ],
      },
    ]);
    assert.deepEqual(byName['other'], [{ kind: 'json', name: 'weird', json: '{"nested":true}' }]);
  });

  it('classifies a known name holding another type by its value', () => {
    const grouped = groupParams({ typoTolerance: 'min', ignorePlurals: ['fr'] });
    assert.deepEqual(
      grouped.groups.map((g) => [g.name, g.entries.map((e) => e.name)]),
      [
        ['strings', ['typoTolerance']],
        ['lists', ['ignorePlurals']],
      ],
    );
  });

  it('shows a filter list of another shape as JSON', () => {
    assert.equal(parseFilterList([1, 2]), null);
    const grouped = groupParams({ facetFilters: [{ a: 1 }] });
    assert.deepEqual(grouped.groups[0], {
      name: 'other',
      entries: [{ kind: 'json', name: 'facetFilters', json: '[{"a":1}]' }],
    });
  });

  it('reads renderingContent: facet ordering, redirect and banners, checking URLs', () => {
    const grouped = groupParams({
      renderingContent: {
        facetOrdering: {
          facets: { order: ['brand', 'color'] },
          values: { brand: { order: ['Acme'], sortRemainingBy: 'count', hide: ['Junk'] } },
        },
        redirect: { url: 'javascript:alert(1)' },
        widgets: {
          banners: [
            {
              image: { title: 'Sale', urls: [{ url: 'https://cdn.example.test/sale.png' }] },
              link: { url: 'https://example.test/sale' },
            },
            {
              image: { urls: [{ url: 'data:image/png;base64,AAAA' }] },
              link: { url: 'vbscript:x' },
            },
          ],
        },
        extraThing: 1,
      },
    });
    const rc = grouped.renderingContent!;
    assert.deepEqual(rc.facetOrder, ['brand', 'color']);
    assert.deepEqual(rc.facetValues, [
      { facet: 'brand', order: ['Acme'], sortRemainingBy: 'count', hide: ['Junk'] },
    ]);
    assert.deepEqual(rc.redirect, { raw: 'javascript:alert(1)', href: null });
    assert.deepEqual(rc.banners, [
      {
        title: 'Sale',
        images: [
          { raw: 'https://cdn.example.test/sale.png', href: 'https://cdn.example.test/sale.png' },
        ],
        link: { raw: 'https://example.test/sale', href: 'https://example.test/sale' },
      },
      {
        title: null,
        images: [{ raw: 'data:image/png;base64,AAAA', href: null }],
        link: { raw: 'vbscript:x', href: null },
      },
    ]);
    assert.deepEqual(rc.other, [{ name: 'extraThing', json: '1' }]);
  });

  it('parses facets and snippets on their own', () => {
    assert.deepEqual(parseFacet('disjunctive( size )'), { facet: 'size', disjunctive: true });
    assert.deepEqual(parseFacet('disjunctive'), { facet: 'disjunctive', disjunctive: false });
    assert.deepEqual(parseSnippet('a:b:7'), { attribute: 'a:b', words: 7 });
    assert.deepEqual(parseSnippet('body:x'), { attribute: 'body:x', words: null });
  });

  it('takes no params and odd params', () => {
    assert.deepEqual(groupParams(undefined), { groups: [], renderingContent: null, count: 0 });
    assert.equal(groupParams('x').groups[0]!.entries[0]!.kind, 'json');
  });
});

describe('safeHttpUrl', () => {
  it('allows absolute http and https only', () => {
    assert.equal(safeHttpUrl('https://example.test/a?b=1'), 'https://example.test/a?b=1');
    assert.equal(safeHttpUrl('http://example.test'), 'http://example.test/');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      '//example.test/x',
      '/relative',
      'https://user:pass@example.test/',
      '',
      42,
      null,
    ]) {
      assert.equal(safeHttpUrl(bad), null, String(bad));
    }
    assert.deepEqual(checkUrl(5), { raw: '5', href: null });
  });
});

describe('compositionView', () => {
  it('reads an injection composition with defaults said', () => {
    const view = compositionView({
      objectID: 'c1',
      name: 'Home',
      description: 'Front page',
      behavior: {
        injection: {
          main: { source: { search: { index: 'products', params: { hitsPerPage: 10 } } } },
          injectedItems: [
            {
              key: 'promo',
              position: 2,
              length: 2,
              source: { external: { index: 'promos', ordering: 'userDefined' } },
              metadata: { hits: { addItemKey: true, extra: { badge: 'Sponsored' } } },
            },
          ],
        },
      },
    });
    assert.equal(view.behaviour, 'injection');
    assert.deepEqual(view.injection!.deduplication, {
      positioning: 'highestInjected',
      isDefault: true,
    });
    const [first] = view.injection!.items;
    assert.equal(first!.source!.kind, 'external');
    assert.deepEqual(first!.range, { first: 2, last: 3 });
    assert.equal(first!.addItemKey, true);
    assert.deepEqual(first!.extra, [{ name: 'badge', json: '"Sponsored"' }]);
    assert.deepEqual(view.warnings, []);
  });

  it('reads a recommend main source', () => {
    const view = compositionView({
      objectID: 'r',
      name: 'r',
      behavior: {
        injection: {
          main: {
            source: {
              recommend: {
                indexName: 'products',
                model: 'trending-items',
                threshold: 42,
                maxRecommendations: 5,
                queryParameters: { filters: 'inStock:true' },
              },
            },
          },
          deduplication: { positioning: 'highest' },
        },
      },
    });
    const source = view.injection!.main!;
    assert.equal(source.kind, 'recommend');
    if (source.kind !== 'recommend') return;
    assert.equal(source.model, 'trending-items');
    assert.equal(source.threshold, 42);
    assert.deepEqual(
      source.params.map((p) => p.name),
      ['', 'queryParameters'],
    );
    assert.deepEqual(view.injection!.deduplication, { positioning: 'highest', isDefault: false });
  });

  it('orders feeds by feedsOrder and marks the others unused', () => {
    const view = compositionView({
      objectID: 'm',
      name: 'm',
      behavior: {
        multifeed: {
          feeds: {
            a: { injection: { main } },
            b: { injection: { main } },
            c: { injection: { main } },
          },
          feedsOrder: ['c', 'a', 'zzz'],
        },
      },
    });
    assert.deepEqual(
      view.multifeed!.feeds.map((f) => [f.id, f.used]),
      [
        ['c', true],
        ['a', true],
        ['b', false],
      ],
    );
    assert.deepEqual(view.multifeed!.unknownInOrder, ['zzz']);
    assert.deepEqual(
      view.warnings.map((w) => w.code),
      ['unknownFeed'],
    );
  });

  it('uses every feed when there is no feedsOrder', () => {
    const view = compositionView({
      objectID: 'm',
      name: 'm',
      behavior: { multifeed: { feeds: { a: { injection: { main } }, b: {} } } },
    });
    assert.deepEqual(
      view.multifeed!.feeds.map((f) => [f.id, f.used, f.injection === null]),
      [
        ['a', true, false],
        ['b', true, true],
      ],
    );
  });

  it('adds overlap and unsafe URL warnings, and marks sorting rows over the limit', () => {
    const view = compositionView({
      objectID: 'x',
      name: 'x',
      behavior: {
        injection: {
          main: {
            source: {
              search: { index: 'p', params: { renderingContent: { redirect: { url: 'data:x' } } } },
            },
          },
          injectedItems: [item('a', 0, 3), item('b', 2, 1)],
        },
      },
      sortingStrategy: Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`l${i}`, `i${i}`])),
    });
    assert.deepEqual(view.warnings, [
      { code: 'tooManySortingStrategies', count: 22, max: 20 },
      { code: 'overlap', items: ['a', 'b'], positions: [2] },
      { code: 'unsafeUrl', where: 'redirect', url: 'data:x' },
    ]);
    assert.deepEqual(
      view.sorting.filter((r) => r.overLimit).map((r) => r.label),
      ['l20', 'l21'],
    );
  });

  it('never throws on hostile input', () => {
    for (const input of [
      undefined,
      null,
      7,
      [],
      { behavior: { injection: 5, multifeed: { feeds: [], feedsOrder: [1, null] } } },
      { behavior: { injection: { main: { source: 'x' }, injectedItems: [null, 3] } } },
      { name: { toString: 1 }, objectID: ['a'], sortingStrategy: { a: { b: 1 } } },
    ]) {
      assert.doesNotThrow(() => compositionView(input));
    }
    const view = compositionView({ name: { a: 1 }, objectID: 'o' });
    assert.equal(view.name, '{"a":1}');
    assert.equal(view.behaviour, 'none');
  });
});
