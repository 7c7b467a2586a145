// The catalog's toolbar (.storybook/toolbar.ts) reaches the stories: language, direction, colour
// scheme and width on the wrapper, what they compute to with the theme, and what the elements
// inside make of them.
import { expect } from '@open-wc/testing';
import * as pagination from '../../../stories/search-pagination.stories.js';
import * as usageChart from '../../../stories/usage-chart.stories.js';
import { catalogStyles, showClean, storiesOf, type Choices, type Story } from './catalog.js';

const story = (module: Record<string, unknown>, name: string): Story =>
  storiesOf(module).find((s) => s.name === name)!;

/** The toolbar's wrapper of the story: its attributes and what it computes to. */
function wrapper(canvas: HTMLElement) {
  const el = canvas.querySelector<HTMLElement>('.sb-globals')!;
  const style = getComputedStyle(el);
  return {
    lang: el.getAttribute('lang'),
    dir: el.getAttribute('dir'),
    dark: el.classList.contains('search-ui-dark'),
    colorScheme: style.colorScheme,
    width: el.getBoundingClientRect().width,
    background: style.backgroundColor,
    body: getComputedStyle(document.body).backgroundColor,
  };
}

/** Shows `name` of `module` with `choices`, runs `check` on its canvas, and fails on errors. */
async function withStory(
  module: Record<string, unknown>,
  name: string,
  choices: Choices,
  check: (canvas: HTMLElement) => Promise<void> | void,
): Promise<void> {
  const { canvas, problems, done } = await showClean(story(module, name), choices);
  try {
    await check(canvas);
    expect(problems).to.deep.equal([]);
  } finally {
    done();
  }
}

describe('catalog toolbar', () => {
  before(catalogStyles);

  it('German, right to left, dark and 390 px reach the story and its element', async () => {
    const choices = {
      globals: { lang: 'de', dir: 'rtl', scheme: 'dark', width: '390' },
      args: { page: 1499, nbPages: 5000, formatNumbers: true },
    };
    await withStory(pagination, 'FirstPage', choices, async (canvas) => {
      const found = wrapper(canvas);
      expect(found.lang).to.equal('de');
      expect(found.dir).to.equal('rtl');
      expect(found.dark, 'the wrapper carries the theme’s search-ui-dark class').to.equal(true);
      expect(found.colorScheme).to.equal('dark');
      expect(found.width).to.equal(390);
      // The dark surface token (#181b22) behind the story and the whole canvas.
      expect(found.background).to.equal('rgb(24, 27, 34)');
      expect(found.body).to.equal('rgb(24, 27, 34)');
      const el = canvas.querySelector('search-pagination')!;
      expect(getComputedStyle(el).direction).to.equal('rtl');
      // The element found the wrapper's language: German digit grouping, not English's.
      expect(el.textContent).to.match(/1\.500/);
      expect(el.textContent).to.not.match(/1,500/);
      await expect(canvas).to.be.accessible(); // colour contrast in dark
    });
  });

  it('direction follows the language by default: right to left for Arabic and Hebrew', async () => {
    for (const [lang, dir] of [
      ['ar', 'rtl'],
      ['he', 'rtl'],
      ['ja', 'ltr'],
      ['pt-BR', 'ltr'],
    ] as const) {
      await withStory(pagination, 'MiddlePage', { globals: { lang } }, (canvas) => {
        const found = wrapper(canvas);
        expect([found.lang, found.dir, found.dark], lang).to.deep.equal([lang, dir, false]);
      });
    }
  });

  it('320 px narrows the story (light by default, on a light canvas)', async () => {
    await withStory(usageChart, 'InGerman', { globals: { width: '320' } }, (canvas) => {
      const found = wrapper(canvas);
      expect(found.width).to.equal(320);
      expect(found.colorScheme).to.equal('light');
      expect(found.body).to.equal('rgb(255, 255, 255)');
      // The story's own language wins over the toolbar's.
      const el = canvas.querySelector('usage-chart')!;
      expect(el.closest('[lang]')?.getAttribute('lang')).to.equal('de');
    });
  });
});
