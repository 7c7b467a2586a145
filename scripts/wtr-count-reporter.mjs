// A web-test-runner reporter that writes the run's totals to .cache/browser-results.json, so
// `npm test` can end with one plain `N passed, N failed` line; with the totals and the time each
// engine took (from the start of the run to its last test file), per engine, and its slowest
// files (from their first test to their end: where to look when the suite slows down).
import { mkdirSync, writeFileSync } from 'node:fs';

const blank = () => ({ passed: 0, failed: 0, skipped: 0, brokenFiles: 0 });
const firstLine = (error) =>
  String(error?.message ?? '')
    .replace(/\n[\s\S]*/, '')
    .slice(0, 200);

function count(suite, totals, where = [], failures = null) {
  for (const t of suite?.tests ?? []) {
    if (t.skipped) totals.skipped += 1;
    else if (t.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      const message = firstLine(t.error);
      failures?.push(`${[...where, t.name].join(' › ')}${message ? ` — ${message}` : ''}`);
    }
  }
  for (const s of suite?.suites ?? [])
    count(s, totals, [...where, s.name].filter(Boolean), failures);
}

/** Every test of `suite`, at any depth: its names from `path` down, and its seconds. */
function timedTests(suite, path = []) {
  return [
    ...(suite?.tests ?? []).map((t) => [[...path, t.name], (t.duration ?? 0) / 1000]),
    ...(suite?.suites ?? []).flatMap((s) => timedTests(s, [...path, s.name])),
  ];
}

/** A session's test file, relative to the project. */
const fileOf = (session) => session.testFile.replace(`${process.cwd()}/`, '');

export function countReporter() {
  let started = Date.now();
  const finished = {};
  // When each test file's tests started, by session id.
  const began = new Map();
  const seconds = {};
  return {
    start({ sessions, startTime }) {
      started = startTime ?? Date.now();
      // When each engine finished its last test file (engines run side by side).
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'TEST_STARTED') began.set(session.id, Date.now());
        if (session.status !== 'FINISHED') return;
        finished[session.browser.name] = Date.now();
        seconds[session.id] = (Date.now() - (began.get(session.id) ?? Date.now())) / 1000;
      });
    },
    onTestRunFinished({ sessions }) {
      const totals = blank();
      const engines = {};
      // Each failed test, by engine and file, so the last lines of `npm test` name it.
      const failures = [];
      for (const session of sessions) {
        const name = session.browser.name;
        const engine = (engines[name] ??= blank());
        const file = fileOf(session);
        const here = [];
        count(session.testResults, totals, [], here);
        count(session.testResults, engine);
        failures.push(...here.map((f) => `${name} ${file}: ${f}`));
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          totals.brokenFiles += 1;
          engine.brokenFiles += 1;
          failures.push(`${name} ${file}: the file did not run — ${firstLine(session.errors[0])}`);
        }
      }
      for (const [name, engine] of Object.entries(engines)) {
        engine.seconds = Math.round(((finished[name] ?? Date.now()) - started) / 1000);
        const ran = sessions.filter((session) => session.browser.name === name);
        // Each file's tests, named from the file down, and their seconds.
        const tests = new Map(
          ran.map((session) => [session, timedTests(session.testResults, [fileOf(session)])]),
        );
        const inTests = (session) => tests.get(session).reduce((sum, [, time]) => sum + time, 0);
        const files = ran
          .filter((session) => seconds[session.id])
          .map((session) => [
            fileOf(session),
            seconds[session.id],
            inTests(session),
            (began.get(session.id) - started) / 1000,
          ])
          .sort((a, b) => b[1] - a[1]);
        engine.slowest = files.slice(0, 5).map(([file, time]) => `${file} ${time.toFixed(0)} s`);
        // (Every file's seconds, slowest first, how many of them its tests took, and when it
        // started in the run: in the JSON only. The rest is loading the file's modules, and what
        // it waits for after them.)
        engine.files = Object.fromEntries(
          files.map(([file, time, tests, at]) => [
            file,
            [Math.round(time), Math.round(tests), Math.round(at)],
          ]),
        );
        // (And its 40 slowest tests, in seconds: where a file's time goes.)
        engine.slowestTests = [...tests.values()]
          .flat()
          .map(([names, time]) => [names.join(' › '), time])
          .sort((a, b) => b[1] - a[1])
          .slice(0, 40)
          .map(([test, time]) => [test, Number(time.toFixed(1))]);
      }
      mkdirSync('.cache', { recursive: true });
      writeFileSync(
        '.cache/browser-results.json',
        JSON.stringify({ ...totals, engines, failures }),
      );
    },
  };
}
