// Test-runner plugins of the visual regression suite (test/browser/visual/, docs/visual.md):
// @web/test-runner-visual-regression with the baselines committed in
// test/browser/visual/baselines/ (failed pictures and diffs go to .cache/visual/, not
// committed). `--update-visual-baseline` on the runner's command line (npm run
// test:visual:update) writes new baselines instead of comparing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const failedDir = path.resolve(here, '../../../.cache/visual');

export const updateVisualBaselines = process.argv.includes('--update-visual-baseline');

/** The plugins to add to the runner's configuration. */
export function visualPlugins() {
  return [
    visualRegressionPlugin({
      update: updateVisualBaselines,
      baseDir: path.join(here, 'baselines'),
      // Chromium only (baselines are engine-specific; the suite skips elsewhere): no browser
      // folder in the name.
      getBaselineName: ({ name }) => name,
      getDiffName: ({ name }) => path.join(failedDir, `${name}-diff`),
      getFailedName: ({ name }) => path.join(failedDir, name),
      // A pixel counts as different past a small colour distance (pixelmatch's YIQ threshold,
      // 0–1); anti-aliased pixels are ignored. A picture fails past 0.05 % of its pixels
      // (about 250 pixels of a 1280 × 400 picture, 20 of a 390 × 100 one).
      diffOptions: { threshold: 0.1, includeAA: false },
      failureThresholdType: 'percent',
      failureThreshold: 0.05,
    }),
  ];
}
