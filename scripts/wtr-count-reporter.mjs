// A web-test-runner reporter that writes the run's totals to .cache/browser-results.json, so
// `npm test` can end with one plain `N passed, N failed` line.
import { mkdirSync, writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const t of suite?.tests ?? []) {
    if (t.skipped) totals.skipped += 1;
    else if (t.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const s of suite?.suites ?? []) count(s, totals);
}

export function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.brokenFiles += 1;
      }
      mkdirSync('.cache', { recursive: true });
      writeFileSync('.cache/browser-results.json', JSON.stringify(totals));
    },
  };
}
