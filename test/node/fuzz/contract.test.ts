/**
 * Spec-shaped fuzzing (issue #30): bodies and events generated from the recorded contract
 * (`test/support/contract-arbitraries.ts`), which the published descriptions allow.
 *
 * - every generated body passes the contract's own schema (the generators are faithful) and the
 *   library's body check of its endpoint;
 * - every generated event is accepted by the queue's check (`validateEvent`) and by the zod
 *   schemas it is held to; each one broken by a rule of the description is refused by both.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { checkCompositionBody } from '../../../src/api/composition-body.js';
import { formatPath } from '../../../src/api/schemas/bodies.js';
import { validateEventBySchema } from '../../../src/api/schemas/events.js';
import { validateEvent } from '../../../src/api/rules/events-check.js';
import { checkSecretKeysPage } from '../../../src/api/secret-keys-body.js';
import { checkUsageBody } from '../../../src/api/usage-body.js';
import {
  contractProblem,
  officialComposition,
  officialSecretKeys,
  officialUsage,
} from '../../support/contract.js';
import {
  eventBreakage,
  validComposition,
  validInsightsEvent,
  validSecretKeys,
  validUsage,
} from '../../support/contract-arbitraries.js';
import { check } from './support.js';

const RUNS = 200;

describe('contract: generated bodies', () => {
  it(`${RUNS} compositions: valid by the contract, accepted by the body check`, () => {
    check(
      fc.property(validComposition, (body) => {
        assert.equal(contractProblem(officialComposition, body), null);
        const checked = checkCompositionBody(body);
        assert.ok(
          checked.ok,
          checked.ok ? '' : `${formatPath(checked.mismatch.path)}: ${checked.mismatch.reason}`,
        );
      }),
      RUNS,
    );
  });

  it(`${RUNS} usage bodies: valid by the contract, accepted by the body check`, () => {
    const body = validUsage(['records', 'max_qps'], Date.UTC(2026, 5, 1));
    check(
      fc.property(body, (usage) => {
        assert.equal(contractProblem(officialUsage, usage), null);
        assert.ok(checkUsageBody(usage).ok);
      }),
      RUNS,
    );
  });

  it(`${RUNS} pages of secret keys: valid by the contract, accepted by the body check`, () => {
    check(
      fc.property(validSecretKeys, (page) => {
        assert.equal(contractProblem(officialSecretKeys, page), null);
        assert.ok(checkSecretKeysPage(page).ok);
      }),
      RUNS,
    );
  });
});

describe('contract: generated events through the queue check', () => {
  it('accepts every valid event and refuses every broken one', () => {
    let accepted = 0;
    let refused = 0;
    check(
      fc.property(validInsightsEvent, eventBreakage, (event, [rule, breakIt]) => {
        assert.equal(validateEvent(event)?.message ?? null, null, JSON.stringify(event));
        assert.equal(validateEventBySchema(event)?.message ?? null, null);
        accepted++;
        const broken = structuredClone(event);
        breakIt(broken);
        assert.notEqual(validateEvent(broken), null, `${rule}: ${JSON.stringify(broken)}`);
        assert.notEqual(validateEventBySchema(broken), null, rule);
        refused++;
      }),
      RUNS * 5,
    );
    console.log(`contract events: ${accepted} valid accepted, ${refused} broken refused`);
    assert.ok(accepted >= RUNS * 5 && refused >= RUNS * 5);
  });
});
