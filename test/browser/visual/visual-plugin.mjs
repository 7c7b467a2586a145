// Test-runner plugins of the visual regression suite (test/browser/visual/, docs/visual.md):
// @web/test-runner-visual-regression with the baselines committed in
// test/browser/visual/baselines/ (failed pictures and diffs go to .cache/visual/, not
// committed). `--update-visual-baseline` on the runner's command line (npm run
// test:visual:update) writes new baselines instead of comparing. The `visual-fonts` command
// names the fonts that draw the text under an element (Chromium's own report, through the
// DevTools protocol), so the suite can prove that only its pinned web fonts drew a picture.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const failedDir = path.resolve(here, '../../../.cache/visual');

export const updateVisualBaselines = process.argv.includes('--update-visual-baseline');

/**
 * The fonts that draw text in the subtree (shadow roots included) of the first element matching
 * `payload.selector`: `{ family, custom }` for each (`custom`: a web font, not one of the
 * machine's), each once.
 */
async function fontsUnder(page, selector) {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`visual-fonts: nothing matches ${selector}`);
    const find = (node) => {
      if (node.nodeId === nodeId) return node;
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
        const found = find(child);
        if (found) return found;
      }
      return undefined;
    };
    const elements = [];
    const collect = (node) => {
      if (node.nodeType === 1) elements.push(node.nodeId);
      for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) collect(child);
    };
    collect(find(root));
    const used = new Map();
    for (const id of elements) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
      for (const font of fonts) used.set(font.familyName, font.isCustomFont);
    }
    return [...used].map(([family, custom]) => ({ family, custom }));
  } finally {
    await cdp.detach();
  }
}

/** The plugins to add to the runner's configuration. */
export function visualPlugins() {
  return [
    {
      name: 'visual-fonts',
      async executeCommand({ command, payload, session }) {
        if (command !== 'visual-fonts') return undefined;
        if (session.browser.type !== 'puppeteer') {
          throw new Error('visual-fonts: Chromium only (it reads the DevTools protocol)');
        }
        return fontsUnder(session.browser.getPage(session.id), payload.selector);
      },
    },
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
