/**
 * Fuzzing of every endpoint parser (issue #17): for arbitrary values (`fc.jsonValue`, trees with
 * hostile leaves and keys) and for valid bodies with hostile mutations, each zod-free parser
 * never throws, never touches `Object.prototype`, returns only finite numbers in range, and
 * agrees with its zod schema (the specification) on the verdict, the mismatch and the value.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { check as zodCheck } from '../../../src/api/schemas/common.js';
import { usageSchemaFor } from '../../../src/api/schemas/usage.js';
import { secretKeysPage } from '../../../src/api/schemas/secret-keys.js';
import { composition } from '../../../src/api/schemas/composition.js';
import { statusBody as statusSchema } from '../../../src/api/schemas/common.js';
import {
  checkStatusBody,
  isMessageBody,
  isValidationBody,
} from '../../../src/api/schemas/bodies.js';
import { validateEventBySchema } from '../../../src/api/schemas/events.js';
import { checkUsageBody, usageSeries } from '../../../src/api/usage-body.js';
import { checkSecretKeysPage } from '../../../src/api/secret-keys-body.js';
import { checkCompositionBody } from '../../../src/api/composition-body.js';
import { validateEvent } from '../../../src/api/rules/events-check.js';
import {
  compositionWarnings,
  MAX_VALUE_TEXT,
  POSITION_RANGE,
  LENGTH_RANGE,
} from '../../../src/api/rules/composition.js';
import { checkComposition } from '../../../src/api/rules/composition-problems.js';
import {
  SEED,
  Tally,
  anyValue,
  assertSane,
  check,
  mutate,
  mutations,
  nest,
  prototypeSnapshot,
} from './support.js';
import { compositionBody, secretKeysBody, statusBody, usageBody, validEvent } from './bodies.js';

/** Runs of each property: arbitrary values, then mutated valid bodies. */
const RUNS = { any: 300, mutated: 400 };

const unchanged = prototypeSnapshot();
after(unchanged);

type Verdict = { ok: true; value: unknown } | { ok: false; mismatch: unknown };

/** Light parser and zod agree: same verdict, same mismatch, same value (`model` maps both). */
function agree(light: Verdict, spec: Verdict, model = (v: unknown) => v): void {
  assert.equal(light.ok, spec.ok, 'verdict');
  if (!light.ok && !spec.ok) assert.deepEqual(light.mismatch, spec.mismatch, 'mismatch');
  if (light.ok && spec.ok) assert.deepEqual(model(light.value), model(spec.value), 'value');
}

const series = (value: unknown) =>
  usageSeries(value as Parameters<typeof usageSeries>[0], 'records');

/** Each parser: the check of one body, against its oracle. */
const PARSERS: Record<string, { valid: fc.Arbitrary<unknown>; run: (body: unknown) => void }> = {
  usage: {
    valid: usageBody,
    run(body) {
      const light = checkUsageBody(body);
      agree(light, zodCheck(usageSchemaFor(body), body), series);
      if (!light.ok) return;
      for (const points of Object.values(series(light.value))) {
        for (const { t, v } of points) {
          assert.ok(Number.isFinite(t));
          const values = typeof v === 'number' ? [v] : Object.values(v);
          assert.ok(values.every(Number.isFinite), 'v is finite');
        }
      }
      assertSane(series(light.value));
    },
  },
  'secret keys': {
    valid: secretKeysBody,
    run(body) {
      const light = checkSecretKeysPage(body);
      agree(light, zodCheck(secretKeysPage, body));
      if (!light.ok) return;
      for (const n of Object.values(light.value.pagination).slice(0, 4)) {
        assert.ok(Number.isSafeInteger(n), `pagination ${String(n)}`);
      }
      assertSane(light.value);
    },
  },
  composition: {
    valid: compositionBody,
    run(body) {
      const light = checkCompositionBody(body);
      agree(light, zodCheck(composition, body));
      // The rules read anything; on a parsed composition, problems have paths and sentences.
      checkWarnings(body);
      if (!light.ok) return;
      for (const p of checkComposition(light.value)) {
        assert.ok(p.path.length > 0 && p.message.length < 400, p.message.slice(0, 80));
      }
      assertSane(light.value, ['position', 'length', 'threshold']);
    },
  },
  status: {
    valid: statusBody,
    run(body) {
      const light = checkStatusBody(body);
      agree(light, zodCheck(statusSchema, body));
      if (light.ok) assert.ok(Number.isFinite(light.value.status));
    },
  },
  'error bodies': {
    valid: fc.oneof(
      fc.record({ message: fc.string(), status: fc.integer() }),
      fc.record({
        detail: fc.array(
          fc.record({
            loc: fc.array(fc.oneof(fc.string(), fc.integer())),
            msg: fc.string(),
            type: fc.string(),
            ctx: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 })),
          }),
          { maxLength: 3 },
        ),
      }),
    ),
    run(body) {
      assert.equal(isMessageBody(body), zodCheck(messageSchema, body).ok, 'message body');
      assert.equal(isValidationBody(body), zodCheck(validationSchema, body).ok, '422 body');
    },
  },
  events: {
    valid: validEvent.map((e) => ({ userToken: 'user-1', ...e })),
    run(event) {
      const now = Date.now();
      const issue = validateEvent(event, now);
      assert.deepEqual(issue, validateEventBySchema(event, now));
      if (issue) {
        assert.ok(issue.message.length < 400, 'a bounded message');
        return;
      }
      const e = event as Record<string, unknown>;
      for (const k of ['timestamp', 'value'] as const) {
        if (typeof e[k] === 'number') assert.ok(Number.isFinite(e[k]), k);
      }
      for (const p of (e.positions as number[] | undefined) ?? []) {
        assert.ok(Number.isSafeInteger(p) && p >= 1, `position ${p}`);
      }
    },
  },
};

/** The loose schemas the two failure-body guards stand for (see `schemas/bodies.ts`). */
const messageSchema = z.looseObject({ message: z.string(), status: z.optional(z.number()) });
const validationSchema = z.looseObject({
  detail: z.array(
    z.looseObject({
      loc: z.array(z.union([z.string(), z.number()])),
      msg: z.string(),
      type: z.string(),
      ctx: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
});

/** `compositionWarnings` reads any value, never throws, and reports numbers in range. */
function checkWarnings(value: unknown): void {
  for (const w of compositionWarnings(value)) {
    if ('count' in w) assert.ok(Number.isSafeInteger(w.count) && w.count > w.max);
    if (w.code === 'unknownFeed')
      assert.ok(w.feed.length <= MAX_VALUE_TEXT || !w.feed.startsWith('"'));
    if ('index' in w) {
      assert.ok(Number.isSafeInteger(w.index) && w.index >= 0);
      const range = w.code === 'positionOutOfRange' ? POSITION_RANGE : LENGTH_RANGE;
      assert.deepEqual([w.min, w.max], range);
      assert.ok(w.value.length <= MAX_VALUE_TEXT, `value text of ${w.value.length} characters`);
      assert.ok(w.item.length > 0);
    }
  }
}

for (const [name, parser] of Object.entries(PARSERS)) {
  describe(`fuzz: ${name} parser`, () => {
    it('any value: never throws, agrees with the schema, leaves prototypes alone', () => {
      const tally = new Tally();
      check(
        fc.property(anyValue(), (body) => {
          tally.add(body);
          parser.run(body);
          unchanged();
        }),
        RUNS.any,
      );
      tally.expect(['deep', 'huge', 'specialKey', 'protoKey', 'nonFinite']);
    });

    it('valid bodies with hostile mutations: the same, deep inside the shape', () => {
      const tally = new Tally();
      let accepted = 0;
      check(
        fc.property(parser.valid, mutations(), (valid, changes) => {
          const body = mutate(valid, changes);
          tally.add(body);
          // Ill-formed in a few places only: the parser must read past the first checks.
          parser.run(body);
          unchanged();
          accepted += Number(verdictOk(name, body));
        }),
        RUNS.mutated,
      );
      tally.expect(['deep', 'huge', 'specialKey', 'nonFinite']);
      // Both verdicts are met: mutations do not always break the body.
      assert.ok(accepted > 0 && accepted < tally.runs, `${accepted} of ${tally.runs} accepted`);
    });
  });
}

function verdictOk(name: string, body: unknown): boolean {
  switch (name) {
    case 'usage':
      return checkUsageBody(body).ok;
    case 'secret keys':
      return checkSecretKeysPage(body).ok;
    case 'composition':
      return checkCompositionBody(body).ok;
    case 'status':
      return checkStatusBody(body).ok;
    case 'error bodies':
      return isMessageBody(body) || isValidationBody(body);
    default:
      return validateEvent(body) === null;
  }
}

describe('fuzz: composition rules on any value', () => {
  it('compositionWarnings never throws and keeps its numbers and texts bounded', () => {
    const tally = new Tally();
    check(
      fc.property(compositionBody, mutations(), (valid, changes) => {
        const body = mutate(valid, changes);
        tally.add(body);
        checkWarnings(body);
        unchanged();
      }),
      RUNS.mutated,
    );
    tally.expect(['deep', 'huge']);
  });
});

describe('fuzz: 100,000-deep values', () => {
  // The stack holds about 10,000 frames: a parser that recursed on service data would
  // overflow here. Every slot of a valid body of each kind gets the deep value in turn.
  it('every parser reads a 100,000-deep value in any slot without overflowing', () => {
    let slots = 0;
    for (const kind of ['array', 'object', 'mixed'] as const) {
      const deep = nest(null, 100_000, kind);
      for (const parser of Object.values(PARSERS)) {
        const [valid] = fc.sample(parser.valid, { seed: SEED, numRuns: 1 });
        parser.run(deep);
        for (let at = 0; at < 40; at++) {
          parser.run(mutate(valid, [{ op: 'replace', at, value: deep }]));
          slots++;
        }
        checkWarnings(mutate(valid, [{ op: 'replace', at: 0, value: deep }]));
      }
    }
    unchanged();
    assert.ok(slots >= 3 * 6 * 40);
  });
});
