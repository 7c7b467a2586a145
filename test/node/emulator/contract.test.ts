// The emulator against the recorded contract (test/support/contract.ts): every seeded body is
// one the published descriptions allow, except the one fixture that breaks the rules on
// purpose, and what it answers over HTTP is too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COMPOSITIONS } from '../../../dev/emulator/seed/compositions.js';
import type { RunningEmulator } from '../../../dev/emulator/server.js';
import {
  contractProblem,
  officialComposition,
  officialSecretKeys,
  officialUsage,
} from '../../support/contract.js';
import { DAY, KEYS, NOW, call, range, start } from './helpers.js';

/** The one seeded composition that breaks the documented rules on purpose (see the README). */
const RULE_BREAKER = 'rule-breaker';

let emulator: RunningEmulator;
before(async () => {
  emulator = await start();
});
after(() => emulator.close());

describe('emulator: the seed follows the published descriptions', () => {
  it('every seeded composition is valid, but the rule breaker', () => {
    const problems = [...COMPOSITIONS].flatMap(([id, composition]) => {
      const problem = contractProblem(officialComposition, composition);
      return problem ? [`${id}: ${problem}`] : [];
    });
    assert.deepEqual(
      problems.filter((p) => !p.startsWith(`${RULE_BREAKER}:`)),
      [],
    );
    assert.equal(problems.length, 1, 'the rule breaker breaks the description');
    assert.ok(COMPOSITIONS.size >= 13);
  });

  it('answers each composition, a page of secret keys and usage as described', async () => {
    for (const id of COMPOSITIONS.keys()) {
      if (id === RULE_BREAKER) continue;
      const res = await call(emulator.url, `/1/compositions/${id}`);
      assert.equal(res.status, 200, id);
      assert.equal(contractProblem(officialComposition, res.json), null, id);
    }
    for (const page of [1, 2]) {
      const res = await call(emulator.url, `/agent-studio/1/secret-keys?page=${page}&limit=3`);
      assert.equal(res.status, 200);
      assert.equal(contractProblem(officialSecretKeys, res.json), null);
    }
    for (const statistic of ['records', 'records,max_qps', '*', 'search_operations']) {
      const res = await call(emulator.url, `/1/usage/${statistic}${range(NOW - 10 * DAY, NOW)}`, {
        key: KEYS.usage,
      });
      assert.equal(res.status, 200, statistic);
      assert.equal(contractProblem(officialUsage, res.json), null, statistic);
    }
  });
});
