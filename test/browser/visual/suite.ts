// Visual regression (issue #19): every element in its loaded, loading, empty and error states
// (the pagination: loaded and empty) × light and dark × left-to-right (English) and right-to-left
// (Arabic) × 1280 and 390 CSS px wide, compared with the committed pictures of
// test/browser/visual/baselines/ (docs/visual.md). One test file per width and scheme
// (visual-1280-light.test.ts, …): each stays well inside the runner's time limit per file, and
// they run side by side. Chromium only: baselines are one engine's pixels. Fixed data and clock
// (see NOW in cases.ts), no animation, reduced motion, and fonts of the test's own (below): the
// pictures do not depend on the fonts the machine has.
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import { emulateMedia, engine, skipIn } from '../../support/engine.js';
import { freezeClock, holdStill, mount, settled, statesOf, TAGS } from './cases.js';

const DIRS = ['ltr', 'rtl'] as const;

const NOT_CHROMIUM =
  'baselines are Chromium pictures (each engine draws text and edges its own way)';

/**
 * The pinned fonts: open fonts from npm packages (`@fontsource-variable/*`, exact versions in
 * package.json), served by the test runner, so every machine draws the same glyphs whatever
 * fonts it has installed. Noto Sans for Latin text, Noto Sans Arabic for the right-to-left
 * cases, Noto Sans Mono for the secrets. Bumping one of them changes the pictures: update the
 * baselines in the same commit.
 */
const FONT_PACKAGES = ['noto-sans', 'noto-sans-arabic', 'noto-sans-mono'];
const SANS = "'Noto Sans Variable', 'Noto Sans Arabic Variable'";
const MONO = "'Noto Sans Mono Variable', 'Noto Sans Arabic Variable'";
/** A character of each pinned face the pictures need, to load them before the first case. */
const FACES_TO_LOAD: readonly (readonly [string, string])[] = [
  [`16px ${SANS}`, 'A'],
  [`600 16px ${SANS}`, 'A'],
  [`16px ${SANS}`, 'ب٣'],
  [`600 16px ${SANS}`, 'ب٣'],
  [`16px ${MONO}`, 'A•'],
];

/**
 * A page as an app would have it: the pinned sans-serif font (also the elements' font tokens),
 * following the colour scheme, no scrollbar.
 */
const PAGE_CSS = `
  html {
    color-scheme: light dark; scrollbar-width: none;
    --search-ui-font: ${SANS}; --search-ui-mono-font: ${MONO};
  }
  body { margin: 0; background: Canvas; color: CanvasText; font: 16px/1.5 ${SANS}; }
  .frame { padding: 16px; background: Canvas; }
`;

/** Adds the pinned fonts' stylesheets and waits until their faces have loaded. */
async function loadPinnedFonts(): Promise<HTMLLinkElement[]> {
  const links = FONT_PACKAGES.map((name) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `/node_modules/@fontsource-variable/${name}/index.css`;
    return link;
  });
  await Promise.all(
    links.map(
      (link) =>
        new Promise((resolve, reject) => {
          link.onload = resolve;
          link.onerror = () => reject(new Error(`${link.href} did not load`));
          document.head.append(link);
        }),
    ),
  );
  for (const [font, text] of FACES_TO_LOAD) {
    const faces = await document.fonts.load(font, text);
    if (faces.length === 0) throw new Error(`no pinned face for ${font} (${text})`);
  }
  return links;
}

/** The fonts that drew the text in `frame`, by Chromium's account: all must be the pinned ones. */
async function expectPinnedFonts(frame: HTMLElement): Promise<void> {
  frame.dataset.fontCheck = '';
  try {
    const fonts = await executeServerCommand<{ family: string; custom: boolean }[], unknown>(
      'visual-fonts',
      { selector: '[data-font-check]' },
    );
    const machine = fonts.filter((f) => !f.custom).map((f) => f.family);
    if (machine.length > 0) {
      throw new Error(`drawn with the machine's fonts, not the pinned ones: ${machine.join(', ')}`);
    }
  } finally {
    delete frame.dataset.fontCheck;
  }
}

/** The suite at `width` CSS px (the viewport's width; the pictures are that wide) in `scheme`. */
export function visualSuite(width: number, scheme: 'light' | 'dark'): void {
  describe(`visual regression at ${width} px, ${scheme}`, function () {
    // Chromium draws these one after the other; a case takes about a second.
    this.timeout(30_000);
    let restoreClock: (() => void) | undefined;
    const style = document.createElement('style');
    let fontLinks: HTMLLinkElement[] = [];

    before(async () => {
      if (engine !== 'chromium') return;
      style.textContent = PAGE_CSS;
      document.head.append(style);
      fontLinks = await loadPinnedFonts();
      await setViewport({ width, height: 900 });
      await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      restoreClock = freezeClock();
    });

    after(async () => {
      restoreClock?.();
      style.remove();
      for (const link of fontLinks) link.remove();
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
              // A character outside the faces loaded above loads its subset now.
              await document.fonts.ready;
              await settled(frame);
              await expectPinnedFonts(frame);
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
