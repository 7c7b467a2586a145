// Property-based tests of <composition-view>: arbitrary compositions (any JSON, and shapes
// close to the real one with hostile leaves) and arbitrary attribute values never throw,
// never turn data into elements, never show NaN or Infinity, and finish rendering (the
// timeout is a hang guard: no duration is asserted). The seed is printed; replay a failure
// with `?FC_SEED=<seed>` or the FC_SEED environment.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  expectInert,
  fuzzRun,
  fuzzSeed,
  shownError,
  uncaughtErrors,
  fuzzRuns,
} from '../../support/fuzz.js';
import type { CompositionView } from '../../../src/composition-view/composition-view.js';
import '../../../src/composition-view/define.js';
import { injectFault, makeStore } from '../../support/emulator.js';

const seed = fuzzSeed('composition-view');

/** `{a: [{a: …}]}`, `depth` levels, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}
const VERY_DEEP = nested(100_000);
// How fast-check prints it in a counterexample: printing it whole overflows WebKit's stack
// (smaller than V8's), which would hide the real failure behind a RangeError.
Object.defineProperty(VERY_DEEP, fc.toStringMethod, { value: () => 'nested(100_000)' });

const noNumberWords = (s: string) => !/nan|infinity/i.test(s);
/**
 * No "NaN"/"Infinity" inside the strings of a generated value (its NaN and Infinity numbers
 * stay: JSON writes them as null). The element shows a service string as it is, so a string
 * "Number.NaN" (fast-check's generic values make them) would fail the "no NaN drawn" rule
 * without any defect.
 */
const noNumberWordsIn = <T>(value: fc.Arbitrary<T>) =>
  value.filter((v) => {
    try {
      return noNumberWords(JSON.stringify(v) ?? '');
    } catch {
      return true;
    }
  });

/** Strings a broken or hostile service might send. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }).filter(noNumberWords),
  fc.string({ unit: 'grapheme', maxLength: 40 }).filter(noNumberWords),
  fc.constantFrom(
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror="window.__pwned = 1">',
    '<iframe src="javascript:window.__pwned = 1"></iframe>',
    '"><svg onload="window.__pwned = 1">',
    'javascript:window.__pwned = 1',
    'data:text/html,<script>1</script>',
    '\u202Egnp.exe\u202C',
    '\u2066isolate\u2069\u200F',
    '__proto__',
    'constructor',
    'disjunctive(<b>x</b>)',
    'title:99999999999999999999',
    '',
  ),
  fc.integer({ min: 300, max: 200_000 }).map((n) => 'w'.repeat(n)),
);

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -1e308, -1, -0, Number.MAX_SAFE_INTEGER + 2),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  noNumberWordsIn(fc.jsonValue({ maxDepth: 3 })),
  fc.integer({ min: 10, max: 3_000 }).map(nested),
  fc.constant(VERY_DEEP),
);

const key = fc.oneof(hostileString, fc.constantFrom('__proto__', 'url', 'order', 'facets'));
const dict = <T>(value: fc.Arbitrary<T>) => fc.dictionary(key, value, { maxKeys: 6 });
const maybe = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, leaf);

const params = maybe(
  fc
    .record(
      {
        filters: leaf,
        facetFilters: fc.oneof(fc.array(fc.oneof(hostileString, fc.array(hostileString))), leaf),
        facets: fc.oneof(fc.array(hostileString), leaf),
        attributesToSnippet: fc.oneof(fc.array(hostileString), leaf),
        hitsPerPage: hostileNumber,
        renderingContent: maybe(
          fc.record(
            {
              facetOrdering: maybe(
                fc.record(
                  {
                    facets: maybe(fc.record({ order: maybe(fc.array(leaf)) })),
                    values: dict(leaf),
                  },
                  { requiredKeys: [] },
                ),
              ),
              redirect: maybe(fc.record({ url: maybe(hostileString) })),
              widgets: maybe(
                fc.record({
                  banners: maybe(
                    fc.array(
                      maybe(
                        fc.record(
                          {
                            image: maybe(
                              fc.record({
                                urls: maybe(
                                  fc.array(maybe(fc.record({ url: maybe(hostileString) }))),
                                ),
                                title: leaf,
                              }),
                            ),
                            link: maybe(fc.record({ url: maybe(hostileString) })),
                          },
                          { requiredKeys: [] },
                        ),
                      ),
                      { maxLength: 3 },
                    ),
                  ),
                }),
              ),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    )
    .chain((known) => dict(leaf).map((extra) => ({ ...extra, ...known }))),
);

const source = maybe(
  fc.oneof(
    fc.record({ search: maybe(fc.record({ index: leaf, params }, { requiredKeys: [] })) }),
    fc.record({
      external: maybe(fc.record({ index: leaf, ordering: leaf, params }, { requiredKeys: [] })),
    }),
    fc.record({
      recommend: maybe(
        fc.record(
          { indexName: leaf, model: leaf, threshold: leaf, queryParameters: params, other: leaf },
          { requiredKeys: [] },
        ),
      ),
    }),
  ),
);

const injection = maybe(
  fc.record(
    {
      main: maybe(fc.record({ source })),
      injectedItems: maybe(
        fc.array(
          maybe(
            fc.record(
              {
                key: leaf,
                position: fc.oneof(fc.integer({ min: -5, max: 200 }), leaf),
                length: fc.oneof(fc.integer({ min: -5, max: 80 }), leaf),
                source,
                metadata: maybe(
                  fc.record({
                    hits: maybe(fc.record({ addItemKey: leaf, extra: maybe(dict(leaf)) })),
                  }),
                ),
              },
              { requiredKeys: [] },
            ),
          ),
          { maxLength: 6 },
        ),
      ),
      deduplication: maybe(fc.record({ positioning: leaf })),
    },
    { requiredKeys: [] },
  ),
);

const composition: fc.Arbitrary<unknown> = fc.oneof(
  noNumberWordsIn(fc.jsonValue()),
  noNumberWordsIn(fc.anything({ withNullPrototype: true, withObjectString: true })),
  fc.record(
    {
      objectID: leaf,
      name: leaf,
      description: leaf,
      behavior: maybe(
        fc.record(
          {
            injection,
            multifeed: maybe(
              fc.record(
                {
                  feeds: maybe(dict(maybe(fc.record({ injection })))),
                  feedsOrder: maybe(fc.array(leaf)),
                },
                { requiredKeys: [] },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      sortingStrategy: maybe(dict(leaf)),
    },
    { requiredKeys: [] },
  ),
);

const attributes = fc.record(
  {
    'heading-level': fc.oneof(fc.string(), hostileNumber.map(String)),
    'link-target': hostileString,
    'no-images': fc.string(),
    'composition-id': hostileString,
    lang: fc.string(),
  },
  { requiredKeys: [] },
);

/** What must hold of any rendered element. */
function checkRendered(el: CompositionView): void {
  const root = el.shadowRoot!;
  expectInert(root, 'script, iframe, object, embed, style');
  for (const img of root.querySelectorAll('img')) {
    expect(img.getAttribute('src')).to.match(/^https?:\/\//);
  }
  for (const a of root.querySelectorAll('a')) {
    expect(a.getAttribute('href')).to.match(/^https?:\/\//);
  }
}

describe('<composition-view> fuzzed', function () {
  // 300 runs take about a minute in WebKit on a busy 2-core machine.
  this.timeout(180_000);

  const errors = uncaughtErrors();

  it('renders any composition and any attributes safely', async () => {
    await fc.assert(
      fc.asyncProperty(composition, attributes, fc.boolean(), (data, attrs, json) =>
        fuzzRun(errors, {
          create: () => {
            const el = document.createElement('composition-view') as CompositionView;
            for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
            el.style.width = '420px';
            el.composition = data as never;
            return el;
          },
          run: async (el) => {
            await el.updateComplete;
            if (json) {
              el.shadowRoot!.querySelector<HTMLElement>('[data-tab="json"]')?.click();
              await el.updateComplete;
            }
          },
          check: checkRendered,
        }),
      ),
      { seed, numRuns: fuzzRuns(300) },
    );
  });

  it('names the problem when the emulator sends a wrong shape or malformed JSON', async () => {
    const cases = [
      {
        fault: { wrongShape: true },
        title: 'The service sent an unexpected answer',
        detail: /objectID: expected string/,
      },
      {
        fault: { malformed: true },
        title: 'The service sent an unexpected answer',
        detail: /JSON/i,
      },
      {
        fault: {
          status: 404,
          body: {
            status: 404,
            message: `<img src=x onerror="window.__pwned = 1">${'m'.repeat(5e5)}`,
          },
        },
        title: 'Composition not found',
        detail: /<img src=x onerror=/,
      },
    ] as const;
    for (const { fault, title, detail } of cases) {
      const store = makeStore();
      await injectFault(store.client!.appId, { route: 'compositions', ...fault });
      const el = document.createElement('composition-view') as CompositionView;
      el.store = store;
      el.compositionId = 'minimal';
      document.body.append(el);
      try {
        const text = await shownError(el, JSON.stringify(fault));
        expect(text, JSON.stringify(fault)).to.contain(title);
        expect(text, JSON.stringify(fault)).to.match(detail);
        checkRendered(el);
      } finally {
        el.remove();
      }
    }
    expect(errors).to.deep.equal([]);
  });
});
