// Property-based tests of <secret-key-list>: arbitrary secret-key pages served by the emulator
// (a 200 fault with the body), hostile strings (markup, bidi controls, huge), `__proto__` keys
// and wrong types never cause an uncaught error, never turn data into elements, never show a
// secret before its reveal, and a wrong shape is named in the error state.
// The seed is printed; replay a failure with `?FC_SEED=<seed>` or the FC_SEED environment.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { expectInert, fuzzSeed, uncaughtErrors, fuzzRuns } from '../../support/fuzz.js';
import { formatPath } from '../../../src/api/schemas/bodies.js';
import { checkSecretKeysPage } from '../../../src/api/secret-keys-body.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import type { Store } from '../../../src/store/index.js';
import { injectFault, makeStore, uniqueAppId } from '../../support/emulator.js';
import { everything, root, rows, settled } from '../../support/secret-key-list.js';

const seed = fuzzSeed('secret-key-list');

/** The emulator takes fault bodies under 2 MB. */
const MAX_BODY = 1_900_000;

const noNumberWords = (s: string) => !/nan|infinity|_secret_/i.test(s);

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 30 }).filter(noNumberWords) },
  {
    weight: 3,
    arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).filter(noNumberWords),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '<script>window.__pwned = 1</script>',
      '<img src=x onerror="window.__pwned = 1">',
      '"><svg onload="window.__pwned = 1">',
      '<b>bold</b><i>it</i>',
      '\u202Egnp.exe\u202C',
      '\u2066isolate\u2069\u200F',
      'مفتاح \u202B(עברית)\u202C',
      '__proto__',
      'constructor',
      '',
      '   ',
      '2024-02-30T99:99:99Z',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 120_000 }).map((n) => 'w'.repeat(n)) },
);

const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 50 }),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, 1e15, Number.MAX_SAFE_INTEGER, 1e308, -0),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
/** The value the field should have, or (sometimes) anything else. */
const maybe = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: value }, { weight: 1, arbitrary: leaf });

const date = fc.oneof(
  fc
    .date({ min: new Date(-8.6e15), max: new Date(8.6e15), noInvalidDate: true })
    .map((d) => d.toISOString()),
  hostileString,
);

/** A secret value: unique enough to be found wherever it leaks. */
const secret = fc.nat().map((n) => `sk_${n.toString(36)}_secret_value`);

const key = fc.record(
  {
    id: maybe(fc.oneof(fc.uuid(), hostileString)),
    name: maybe(hostileString),
    value: maybe(secret),
    agentIds: maybe(
      fc.oneof(
        fc.array(hostileString, { maxLength: 4 }),
        fc.array(fc.string({ maxLength: 8 }), { minLength: 45, maxLength: 70 }),
      ),
    ),
    isDefault: maybe(fc.boolean()),
    createdAt: maybe(date),
    updatedAt: maybe(date),
    lastUsedAt: maybe(fc.option(date)),
    extra: leaf,
  },
  { requiredKeys: ['id', 'name', 'value', 'agentIds', 'createdAt', 'updatedAt'] },
);

const pagination = fc.record(
  {
    limit: maybe(hostileNumber),
    page: maybe(fc.oneof(fc.constant(1), hostileNumber)),
    totalCount: maybe(hostileNumber),
    totalPages: maybe(hostileNumber),
  },
  { requiredKeys: ['limit', 'page', 'totalCount', 'totalPages'] },
);

/** Adds an own `__proto__` key, as `JSON.parse` makes from a body that has one. */
const withProto = (value: unknown, proto: unknown) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    // As JSON.parse makes it: writable, enumerable and configurable (the same object can be
    // given one twice, e.g. when fast-check reuses a generated key).
    Object.defineProperty(value, '__proto__', {
      value: proto,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return value;
};

const body: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.record({ data: maybe(fc.array(maybe(key), { maxLength: 12 })), pagination }),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([page, protoTop, protoKey]) => {
        if (protoTop) withProto(page, { polluted: 1 });
        if (protoKey && Array.isArray(page.data)) withProto(page.data[0], { isDefault: true });
        return page;
      }),
  },
);

/** What must hold of any rendered list, whatever the body. */
function checkRendered(el: SecretKeyList, secrets: string[]): void {
  const shadow = root(el);
  expectInert(
    shadow,
    'script, img, svg:not([class="icon"][aria-hidden="true"]), iframe, object, embed, b, i',
  );
  expect(({} as { polluted?: number }).polluted, 'prototype pollution').to.equal(undefined);
  const all = everything(el);
  for (const value of secrets)
    expect(all.includes(value), 'a secret before reveal').to.equal(false);
  const scroller = shadow.querySelector<HTMLElement>('.scroll');
  if (scroller) {
    expect(scroller.scrollWidth, 'no horizontal overflow').to.be.at.most(scroller.clientWidth + 1);
  }
  expect(el.getBoundingClientRect().width).to.be.at.most(900);
}

describe('<secret-key-list> fuzzed', function () {
  this.timeout(60_000);

  const errors = uncaughtErrors();

  it('shows any page body safely: rows, or an error naming the field', async () => {
    const container = document.createElement('div');
    container.style.width = '900px';
    document.body.append(container);
    try {
      await fc.assert(
        fc.asyncProperty(body, async (sent) => {
          // Each run answers for its own errors (not for an earlier run's, nor while shrinking).
          errors.length = 0;
          const text = JSON.stringify(sent);
          fc.pre(text.length < MAX_BODY);
          // What the list receives: the body after the emulator's JSON round trip.
          const received: unknown = JSON.parse(text);
          const expected = checkSecretKeysPage(received);
          const values = expected.ok ? expected.value.data.map((k) => k.value) : [];
          // Values made to be found (other strings may also occur in names or dates).
          const secrets = values.filter((v) => v.endsWith('_secret_value'));
          const store = makeStore({ appId: uniqueAppId(), retries: 0 }) as unknown as Store;
          await injectFault(store.client!.appId, {
            route: 'secret-keys',
            status: 200,
            times: 0,
            body: received,
          });
          const el = document.createElement('secret-key-list') as SecretKeyList;
          el.store = store;
          container.append(el);
          try {
            await settled(el);
            checkRendered(el, secrets);
            if (!expected.ok) {
              const error = root(el).querySelector('[part="error"]');
              expect(error, 'the error state').to.not.equal(null);
              const where = `${formatPath(expected.mismatch.path)}: ${expected.mismatch.reason}`;
              if (where.length < 200) expect(error!.textContent).to.contain(where);
            } else if (expected.value.data.length > 0) {
              expect(rows(el)).to.have.length(expected.value.data.length);
              // The revealed secret is drawn whole.
              const row = rows(el)[0]!;
              row.querySelector<HTMLButtonElement>('button.reveal')!.click();
              await el.updateComplete;
              expect(row.querySelector('code')!.textContent).to.equal(values[0]);
              checkRendered(
                el,
                secrets.filter((v) => v !== values[0]),
              );
            }
            await new Promise((r) => setTimeout(r));
            expect(errors).to.deep.equal([]);
          } finally {
            el.remove();
          }
        }),
        { seed, numRuns: fuzzRuns(40) },
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${String((error as Error).cause)}`);
    } finally {
      container.remove();
    }
  });
});
