// Which engine a browser test runs in (the suite runs in Chromium, Firefox ESR and WebKitGTK), and
// media emulation where the engine's driver offers it.
import { emulateMedia as emulateMediaCommand, sendKeys } from '@web/test-runner-commands';

export type Engine = 'chromium' | 'firefox' | 'webkit';

const ua = navigator.userAgent;
export const engine: Engine = / Firefox\//.test(ua)
  ? 'firefox'
  : /Chrome\/|Chromium\//.test(ua)
    ? 'chromium'
    : 'webkit';

/**
 * Only Chromium can emulate `prefers-color-scheme` / `prefers-reduced-motion` per page (through
 * CDP). Firefox is driven over WebDriver BiDi and WebKit over classic WebDriver: neither protocol
 * has media emulation. Tests of a non-default preference skip there with `NO_MEDIA_EMULATION`.
 */
export const mediaEmulation = engine === 'chromium';
export const NO_MEDIA_EMULATION =
  'Firefox (WebDriver BiDi) and WebKit (WebDriver) cannot emulate media features';

type Media = Parameters<typeof emulateMediaCommand>[0];

/**
 * `emulateMedia` from @web/test-runner-commands in Chromium. Elsewhere a request for what the page
 * already matches (the engines' defaults: light, no reduced motion) succeeds without a command;
 * any other request fails loudly — guard that test with `if (!mediaEmulation) this.skip()`.
 */
export async function emulateMedia(media: Media): Promise<void> {
  if (mediaEmulation) {
    await emulateMediaCommand(media);
    return;
  }
  const wanted: string[] = [];
  if (media.colorScheme) wanted.push(`(prefers-color-scheme: ${media.colorScheme})`);
  if (media.reducedMotion) wanted.push(`(prefers-reduced-motion: ${media.reducedMotion})`);
  if (media.media) wanted.push(media.media);
  const unmet = wanted.filter((q) => !matchMedia(q).matches);
  if (unmet.length > 0) {
    throw new Error(`${NO_MEDIA_EMULATION}: ${unmet.join(', ')} (skip this test in ${engine})`);
  }
}

/**
 * Skips the running test in the engines listed, naming the reason in the test's title so the
 * report says why (`it('…', async function () { skipIn(this, ['webkit'], 'why'); … })`).
 */
export function skipIn(ctx: Mocha.Context, engines: readonly Engine[], reason: string): void {
  if (!engines.includes(engine)) return;
  if (ctx.test) ctx.test.title += ` (skipped in ${engine}: ${reason})`;
  ctx.skip();
}

/** Skips a test of a non-default media preference where the engine cannot emulate it. */
export function needsMediaEmulation(ctx: Mocha.Context): void {
  skipIn(ctx, mediaEmulation ? [] : [engine], NO_MEDIA_EMULATION);
}

/**
 * The browser's first language that `Intl` accepts, else en-US: what elements fall back to when
 * the page has no valid `lang`. Never `navigator.language` unchecked: WebKitGTK under a POSIX
 * locale reports `"C"`, which `Intl` refuses with a RangeError.
 */
export function browserLocale(): string {
  for (const tag of [...(navigator.languages ?? []), navigator.language]) {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag.replace(/_/g, '-'));
      if (canonical) return canonical;
    } catch {
      // not a language tag: try the next
    }
  }
  return 'en-US';
}

/**
 * Presses `key` with `modifier` held (Shift+Tab, Control+v). The WebDriver launcher of WebKit
 * takes only `press`/`type`, so there the chord goes as one press (scripts/webkit-launcher.mjs
 * holds the modifier); puppeteer (Chromium, Firefox) holds it with `down`/`up`.
 */
export async function pressWith(modifier: 'Shift' | 'Control' | 'Alt', key: string): Promise<void> {
  if (engine === 'webkit') {
    await sendKeys({ press: `${modifier}+${key}` });
    return;
  }
  await sendKeys({ down: modifier });
  try {
    await sendKeys({ press: key });
  } finally {
    await sendKeys({ up: modifier });
  }
}

/** Why garbage-collection tests skip outside Chromium. */
export const NO_GC =
  'only Chromium exposes window.gc (--js-flags=--expose-gc); Firefox and WebKit cannot force a collection from a page';

/** Skips the running test where the page cannot force a garbage collection. */
export function needsGc(ctx: Mocha.Context): void {
  if (!(window as { gc?: () => void }).gc) skipIn(ctx, [engine], NO_GC);
}

type PageScheme = '' | 'light' | 'dark' | 'light dark';

/**
 * The colour scheme the page declares on its root, as a host page would (`''`: none, which is
 * light whatever the system prefers). The elements follow it in every engine, no emulation needed.
 */
export function setPageScheme(scheme: PageScheme): void {
  document.documentElement.style.colorScheme = scheme;
}

/**
 * Runs `body` with the page's colour scheme set to `scheme` (`setPageScheme`), then sets it back
 * to none (`''`), whether `body` passed or threw. With `background`, the page's `<body>` is
 * painted that colour meanwhile (a page in dark mode is dark: the elements paint no background
 * of their own), and unpainted afterwards.
 */
export async function withPageScheme<T>(
  scheme: PageScheme,
  body: () => T | Promise<T>,
  options: { background?: string } = {},
): Promise<T> {
  const { background } = options;
  setPageScheme(scheme);
  if (background !== undefined) document.body.style.background = background;
  try {
    return await body();
  } finally {
    if (background !== undefined) document.body.style.background = '';
    setPageScheme('');
  }
}
