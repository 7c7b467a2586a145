// Renders the catalog's stories (stories/*.stories.ts) in the test page as the catalog does: the
// story's args over its component's, every loader (the component's, then the story's), the
// story's decorators inside the component's inside the toolbar's wrapper (.storybook/toolbar.ts),
// the theme and the catalog's page styles, then the story's play function. Against the local
// emulator, like the catalog (its stories read `window.__EMULATOR_URL__`).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { nothing, render, type TemplateResult } from 'lit';
import { initialGlobals, withToolbar } from '../../../.storybook/toolbar.js';
import { engine, skipIn, type Engine } from '../../support/engine.js';

type Globals = Record<string, string>;
type Args = Record<string, unknown>;
/** What a catalog user can change: the toolbar's choices and the story's controls. */
export interface Choices {
  globals?: Partial<Globals>;
  args?: Args;
}

/** What a story's functions get (the part of Storybook's context these stories use). */
interface Context {
  id: string;
  title: string;
  name: string;
  args: Args;
  loaded: Record<string, unknown>;
  globals: Globals;
  viewMode: 'story';
  canvasElement: HTMLElement;
}
type Render = (args: Args, context: Context) => unknown;
type Decorator = (story: (update?: Partial<Context>) => unknown, context: Context) => unknown;
interface Annotations {
  args?: Args;
  loaders?: ((context: Context) => unknown)[];
  decorators?: Decorator[];
  render?: Render;
  play?: (context: Context) => Promise<void> | void;
  tags?: string[];
}

/** One story, ready to be shown. */
export interface Story {
  title: string;
  name: string;
  /** `pending`: one element of the story shows a loading state, its request held open on purpose. */
  tags: string[];
  /** Renders the story into `canvas` (with the toolbar's `globals`, its `args`) and plays it. */
  show(canvas: HTMLElement, choices?: Choices): Promise<void>;
}

/** The stories of a stories module (every named export; the default is its component's meta). */
export function storiesOf(module: Record<string, unknown>): Story[] {
  const meta = module.default as Annotations & { title: string };
  return Object.entries(module)
    .filter(([key]) => key !== 'default')
    .map(([key, value]) => {
      const story = value as Annotations & { name?: string };
      const name = story.name ?? key;
      return {
        title: meta.title,
        name,
        tags: [...(meta.tags ?? []), ...(story.tags ?? [])],
        async show(canvas, choices = {}) {
          const context: Context = {
            id: `${meta.title}--${key}`,
            title: meta.title,
            name,
            args: { ...meta.args, ...story.args, ...choices.args },
            loaded: {},
            globals: { ...initialGlobals, ...choices.globals } as Globals,
            viewMode: 'story',
            canvasElement: canvas,
          };
          const loaders = [...(meta.loaders ?? []), ...(story.loaders ?? [])];
          for (const loaded of await Promise.all(loaders.map((load) => load(context))))
            Object.assign(context.loaded, loaded);
          const draw = story.render ?? meta.render;
          if (!draw) throw new Error(`${meta.title} › ${name} has no render function`);
          // The first decorator of the list is the innermost, the toolbar's the outermost.
          const decorators = [
            ...(story.decorators ?? []),
            ...(meta.decorators ?? []),
            withToolbar as unknown as Decorator,
          ];
          let storyFn = (c: Context): unknown => draw(c.args, c);
          for (const decorate of decorators) {
            const inner = storyFn;
            storyFn = (c) => decorate((update) => inner({ ...c, ...update }), c);
          }
          render(storyFn(context) as TemplateResult, canvas);
          await story.play?.(context);
        },
      };
    });
}

/** The catalog's page: the theme (from dist/, built first) and the catalog's own styles. */
export async function catalogStyles(): Promise<void> {
  await Promise.all(
    ['/dist/themes/default.css', '/.storybook/preview.css'].map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          if (document.querySelector(`link[href="${href}"]`)) return resolve();
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
          link.onload = () => resolve();
          link.onerror = () => reject(new Error(`${href} did not load (npm run build first)`));
          document.head.append(link);
        }),
    ),
  );
}

/** Every element of `root`, through open shadow roots. */
function deepElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    found.push(el);
    if (el.shadowRoot) found.push(...deepElements(el.shadowRoot));
  }
  return found;
}

/** The library's elements of the story (tags with a dash, through shadow roots). */
const libraryElements = (canvas: HTMLElement) =>
  deepElements(canvas).filter((el) => el.localName.includes('-'));

/** An element loading: marked busy, or showing its loading block or skeleton. */
function busy(el: Element): boolean {
  const root = el.shadowRoot ?? el;
  return (
    el.getAttribute('aria-busy') === 'true' ||
    root.querySelector('[aria-busy="true"], [part~="loading"], [part~="skeleton"], tr.skeleton') !=
      null
  );
}

/**
 * Waits until the story has settled: every element updated (with the parts it loads on demand),
 * and none loading, except the one a `pending` story holds loading on purpose.
 */
export async function settle(canvas: HTMLElement, story: Story): Promise<void> {
  const updated = async () => {
    for (const el of libraryElements(canvas)) {
      const host = el as Partial<{ updateComplete: Promise<boolean> }>;
      // `false`: another update was asked for meanwhile; wait for that one too.
      if (host.updateComplete) while (!(await host.updateComplete));
    }
  };
  await updated();
  const allowed = story.tags.includes('pending') ? 1 : 0;
  await waitUntil(
    () => libraryElements(canvas).filter(busy).length <= allowed,
    `${story.title} › ${story.name}: still loading`,
    { interval: 20, timeout: 8_000 },
  );
  await updated();
}

/** Shows `story` in a fresh canvas, settled; fails on an uncaught error or a console error. */
export async function showClean(
  story: Story,
  choices?: Choices,
): Promise<{ canvas: HTMLElement; problems: string[]; done: () => void }> {
  const problems: string[] = [];
  const onError = (e: ErrorEvent) => problems.push(`uncaught: ${String(e.error ?? e.message)}`);
  const onRejection = (e: PromiseRejectionEvent) => problems.push(`unhandled: ${String(e.reason)}`);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    problems.push(`console error: ${args.map(String).join(' ')}`);
    consoleError.apply(console, args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const canvas = Object.assign(document.createElement('div'), { id: 'storybook-root' });
  document.body.append(canvas);
  const done = () => {
    console.error = consoleError;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    render(nothing, canvas);
    canvas.remove();
    // What the toolbar's wrapper set on the page (its scheme on the whole canvas).
    document.documentElement.classList.remove('sb-canvas', 'search-ui-dark', 'search-ui-light');
    document.documentElement.style.colorScheme = '';
  };
  try {
    await story.show(canvas, choices);
    await settle(canvas, story);
  } catch (error) {
    done();
    throw error;
  }
  return { canvas, problems, done };
}

/**
 * One test per story: it renders and settles without an error, and passes axe. Each stories
 * module is checked in one engine, `home`, so the three engines share the catalog's time (its
 * elements are tested in every engine by their own tests); when `home` is not among the engines
 * of this run, the first of them checks it. The other engines show one skipped test.
 */
export function checkStories(module: Record<string, unknown>, home: Engine = 'chromium'): void {
  const running = (globalThis as { __ENGINES__?: Engine[] }).__ENGINES__ ?? [engine];
  const checker = running.includes(home) ? home : running[0];
  if (engine !== checker) {
    it('renders every story', function () {
      skipIn(this, [engine], `these stories are checked in ${checker}`);
    });
    return;
  }
  before(catalogStyles);
  const stories = storiesOf(module);
  // A story holding a request open goes last: nothing after it asks for the same URL.
  stories.sort((a, b) => Number(a.tags.includes('pending')) - Number(b.tags.includes('pending')));
  for (const story of stories) {
    it(`${story.title} › ${story.name} renders clean and passes axe`, async () => {
      const { canvas, problems, done } = await showClean(story);
      try {
        // One best practice left out: a gallery of states (stories/design.stories.ts) shows
        // the same landmark (the pagination's navigation) several times on purpose.
        await expect(canvas).to.be.accessible({ ignoredRules: ['landmark-unique'] });
        expect(problems).to.deep.equal([]);
      } finally {
        done();
      }
    });
  }
}
