// The theme survives the production CSS pipelines of the bundlers users build with (issue #31):
// dist/themes/default.css as Vite 8 (Lightning CSS, default targets), webpack 5 (cssnano) and
// esbuild leave it (served by theme-pipelines-plugin.mjs) gives every `--search-ui-*` token a
// valid value and the same look as the file as published, for a light page, a dark subtree
// (`search-ui-dark`) and a light subtree of a dark page (`search-ui-light`).
import { expect, html } from '@open-wc/testing';
import { render } from 'lit';
import '../../../src/pagination/define.js';
import { palette } from '../../../src/internal/palette.js';
import { pagination } from '../../../src/pagination/widget.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import { aisPagination, instantsearch, memoryClient, settle } from '../../support/instantsearch.js';
import { mountList, root } from '../../support/secret-key-list.js';

const PIPELINES = ['raw', 'vite', 'webpack', 'esbuild', 'esbuild-es2020'];
const SCHEMES = ['page', 'search-ui-dark', 'search-ui-light'] as const;
const TOKENS = Object.keys(palette).map((name) => `--search-ui-${name}`);

async function useTheme(name: string): Promise<HTMLLinkElement> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/theme-pipelines/${name}.css`;
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => reject(new Error(`${link.href} did not load`));
  });
  document.head.append(link);
  await loaded;
  return link;
}

/** A colour as the browser computes it (`#fff` and `#ffffff` are one colour), or '' if unset. */
function resolved(value: string): string {
  if (value === '') return '';
  const probe = document.createElement('i');
  probe.style.color = value;
  document.body.append(probe);
  const colour = probe.style.color === '' ? `invalid: ${value}` : getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** What a user sees of an element's colours. */
function colours(el: Element | null | undefined) {
  expect(el, 'an element to look at').to.exist;
  const s = getComputedStyle(el!);
  return [s.color, s.backgroundColor, s.borderTopColor].join(' / ');
}

describe('themes/default.css through bundlers’ CSS pipelines', () => {
  let box: HTMLElement, list: SecretKeyList;
  let search: ReturnType<typeof instantsearch>;

  before(async () => {
    // Not a fixture: those are removed after each test, and every test looks at the same box.
    box = document.createElement('div');
    render(
      html`<div class="theirs"></div>
        <div class="ours"></div>
        <search-pagination nb-pages="5" no-url-sync></search-pagination>`,
      box,
    );
    document.body.append(box);
    const { client } = memoryClient({ nbHits: 100, nbPages: 5 });
    search = instantsearch({ indexName: 'products', searchClient: client as never });
    search.addWidgets([
      aisPagination({ container: box.querySelector('.theirs')!, scrollTo: false } as never),
      pagination({ container: box.querySelector<HTMLElement>('.ours')!, scrollTo: false }),
    ]);
    search.start();
    ({ el: list } = await mountList({ limit: 2 }));
    box.append(list);
    await settle();
  });

  after(() => {
    search.dispose();
    box.remove();
    document.documentElement.style.colorScheme = '';
  });

  /**
   * Every token's computed text, and the colours a user sees: the tokens', each pagination's
   * current page and the key list's.
   */
  function look() {
    const computed = getComputedStyle(box);
    const selected = (scope: Element) =>
      scope.querySelector('.ais-Pagination-item--selected .ais-Pagination-link');
    return {
      tokens: Object.fromEntries(TOKENS.map((t) => [t, computed.getPropertyValue(t).trim()])),
      colours: {
        tokens: TOKENS.map((t) => resolved(computed.getPropertyValue(t).trim())),
        theirs: colours(selected(box.querySelector('.theirs')!)),
        ours: colours(selected(box.querySelector('.ours')!)),
        element: colours(selected(box.querySelector('search-pagination')!)),
        listText: colours(root(list).querySelector('th')),
        listCurrentPage: colours(root(list).querySelector('a[aria-current="page"]')),
      },
    };
  }

  /** The look in each scheme: a light page, a dark subtree, a light subtree of a dark page. */
  function looks() {
    const all = {} as Record<(typeof SCHEMES)[number], ReturnType<typeof look>>;
    for (const scheme of SCHEMES) {
      box.className = scheme === 'page' ? '' : scheme;
      document.documentElement.style.colorScheme = scheme === 'search-ui-light' ? 'dark' : '';
      all[scheme] = look();
    }
    box.className = '';
    document.documentElement.style.colorScheme = '';
    return all;
  }

  let published: ReturnType<typeof looks>;

  for (const name of PIPELINES) {
    it(`${name}: every token is a valid colour, and the look is the published file's`, async () => {
      const link = await useTheme(name);
      try {
        const seen = looks();
        for (const [scheme, { tokens }] of Object.entries(seen)) {
          for (const [token, value] of Object.entries(tokens)) {
            // Unset on a page that chose no scheme (the elements' own defaults apply).
            const valid = (scheme === 'page' && value === '') || CSS.supports('color', value);
            expect(valid, `${name}, ${scheme}: ${token} is "${value}"`).to.be.true;
          }
        }
        if (name === 'raw') {
          published = seen;
          // The classes choose the scheme: dark and light accents on the current page.
          const { 'search-ui-dark': dark, 'search-ui-light': light } = seen;
          expect(dark.colours.element).to.include('rgb(154, 166, 255)');
          expect(light.colours.element).to.include('rgb(58, 70, 201)');
          expect(dark.colours.theirs).to.equal(dark.colours.element);
        } else {
          expect(published, 'the published file is looked at first').to.exist;
          // The same look; the tokens' text may be shortened (`#fff`), their colours may not.
          for (const scheme of SCHEMES) {
            expect(seen[scheme].colours, `${name}, ${scheme}`).to.deep.equal(
              published[scheme].colours,
            );
          }
        }
      } finally {
        link.remove();
      }
    });
  }
});
