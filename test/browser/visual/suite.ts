// Visual regression (issue #19): every element in its loaded, loading, empty and error states
// (the pagination: loaded and empty) × light and dark × left-to-right (English) and right-to-left
// (Arabic) × 1280 and 390 CSS px wide, compared with the committed pictures of
// test/browser/visual/baselines/ (docs/visual.md). One test file per width and scheme
// (visual-1280-light.test.ts, …): each stays well inside the runner's time limit per file, and
// they run side by side. Chromium only: baselines are one engine's pixels. Fixed data and clock
// (see NOW in cases.ts), no animation, reduced motion.
import { setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import { emulateMedia, engine, skipIn } from '../../support/engine.js';
import { freezeClock, holdStill, mount, settled, statesOf, TAGS } from './cases.js';

const DIRS = ['ltr', 'rtl'] as const;

const NOT_CHROMIUM =
  'baselines are Chromium pictures (each engine draws text and edges its own way)';

/** A page as an app would have it: a sans-serif font, following the colour scheme, no scrollbar. */
const PAGE_CSS = `
  html { color-scheme: light dark; scrollbar-width: none; }
  body { margin: 0; background: Canvas; color: CanvasText; font: 16px/1.5 system-ui, sans-serif; }
  .frame { padding: 16px; background: Canvas; }
`;

/** The suite at `width` CSS px (the viewport's width; the pictures are that wide) in `scheme`. */
export function visualSuite(width: number, scheme: 'light' | 'dark'): void {
  describe(`visual regression at ${width} px, ${scheme}`, function () {
    // Chromium draws these one after the other; a case takes about a second.
    this.timeout(30_000);
    let restoreClock: (() => void) | undefined;
    const style = document.createElement('style');

    before(async () => {
      if (engine !== 'chromium') return;
      style.textContent = PAGE_CSS;
      document.head.append(style);
      await setViewport({ width, height: 900 });
      await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      restoreClock = freezeClock();
    });

    after(async () => {
      restoreClock?.();
      style.remove();
      if (engine !== 'chromium') return;
      await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
      await setViewport({ width: 800, height: 600 });
    });

    for (const tag of TAGS) {
      for (const state of statesOf(tag)) {
        for (const dir of DIRS) {
          const name = `${tag}/${state}-${scheme}-${dir}-${width}`;
          it(`<${tag}> ${state}, ${dir}`, async function () {
            skipIn(this, ['firefox', 'webkit'], NOT_CHROMIUM);
            const { frame, remove } = await mount(tag, state, dir);
            try {
              holdStill(frame);
              await settled(frame);
              await visualDiff(frame, name);
            } finally {
              await remove();
            }
          });
        }
      }
    }
  });
}
