// Several launchers of one browser, seen by web-test-runner as one browser that runs that many
// test files at a time: each file goes to a launcher with none running. Each file then has a
// browser of its own: its own focused window (two Firefox windows of one instance take the
// keyboard focus from each other) and its own connections (Chromium's windows share six per
// host, so one file's held answers queued the other's requests).
// What @web/test-runner-commands asks of a puppeteer launcher (`getPage`) goes to the launcher
// that runs the session.

/**
 * @param {() => import('@web/test-runner').BrowserLauncher} make  makes one launcher (of
 *   concurrency 1)
 * @param {number} size  how many
 */
export function launcherPool(make, size) {
  const members = Array.from({ length: size }, make);
  /** The launcher of each running session. */
  const owners = new Map();
  const of = (sessionId) => owners.get(sessionId) ?? members[0];
  const [first] = members;
  return {
    name: first.name,
    type: first.type,
    concurrency: size,
    async initialize(config, testFiles) {
      await Promise.all(members.map((m) => m.initialize?.(config, testFiles)));
    },
    async stop() {
      await Promise.all(members.map((m) => m.stop?.()));
    },
    startSession(sessionId, url) {
      // (The runner starts at most `size` sessions at a time: one launcher is always free.)
      const running = new Set(owners.values());
      const free = members.find((m) => !running.has(m)) ?? first;
      owners.set(sessionId, free);
      return free.startSession(sessionId, url);
    },
    isActive: (sessionId) => of(sessionId).isActive(sessionId),
    getBrowserUrl: (sessionId) => of(sessionId).getBrowserUrl(sessionId),
    getPage: (sessionId) => of(sessionId).getPage(sessionId),
    startDebugSession: (sessionId, url) => first.startDebugSession(sessionId, url),
    async stopSession(sessionId) {
      const result = await of(sessionId).stopSession(sessionId);
      owners.delete(sessionId);
      return result;
    },
  };
}
