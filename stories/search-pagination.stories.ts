import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import '../src/pagination/define.js';
import '../src/provider/define.js';
import { Store } from '../src/store/index.js';
import type { PaginationCssClasses, PaginationTemplates } from '../src/pagination/index.js';
import { inArabic, inGerman } from './support/language.js';

interface Args {
  page: number;
  nbPages: number;
  nbHits: number;
  hitsPerPage?: number;
  padding: number;
  totalPages?: number;
  hideFirst: boolean;
  hidePrevious: boolean;
  hideNext: boolean;
  hideLast: boolean;
  formatNumbers: boolean;
  /** Empty: the language of the page (the toolbar's). */
  lang: string;
}

const meta: Meta<Args> = {
  title: 'Elements/search-pagination',
  component: 'search-pagination',
  args: {
    page: 0,
    nbPages: 20,
    nbHits: 400,
    padding: 3,
    hideFirst: false,
    hidePrevious: false,
    hideNext: false,
    hideLast: false,
    formatNumbers: false,
    lang: '',
  },
  argTypes: {
    page: { control: { type: 'number', min: 0 } },
    nbPages: { control: { type: 'number', min: 0 } },
    padding: { control: { type: 'number', min: 0, max: 6 } },
    lang: {
      control: 'select',
      options: ['', 'en', 'ar', 'he', 'de', 'fr', 'es', 'ja', 'pt-BR', 'zh-Hans'],
    },
  },
  // Attribute-driven: a click updates `page` (the story's own "search").
  render: (args) => html`
    <search-pagination
      lang=${args.lang || nothing}
      page=${args.page}
      nb-pages=${args.nbPages}
      nb-hits=${args.nbHits}
      hits-per-page=${ifDefined(args.hitsPerPage)}
      padding=${args.padding}
      total-pages=${ifDefined(args.totalPages)}
      ?hide-first=${args.hideFirst}
      ?hide-previous=${args.hidePrevious}
      ?hide-next=${args.hideNext}
      ?hide-last=${args.hideLast}
      ?format-numbers=${args.formatNumbers}
      scroll-target="false"
    ></search-pagination>
  `,
};
export default meta;

type Story = StoryObj<Args>;

export const FirstPage: Story = {};

/** In Arabic, right to left (the shipped translation, loaded on demand), numbers formatted for Arabic. */
export const InArabic: Story = {
  args: { page: 4, formatNumbers: true },
  decorators: [inArabic],
};

/** In German (the shipped translation, loaded on demand). */
export const InGerman: Story = {
  args: { page: 4, nbPages: 1500, nbHits: 30000, formatNumbers: true },
  decorators: [inGerman],
};

export const MiddlePage: Story = { args: { page: 9 } };

export const LastPage: Story = { args: { page: 19 } };

export const NoResults: Story = { args: { nbPages: 0, nbHits: 0 } };

export const OnePage: Story = { args: { nbPages: 1, nbHits: 12 } };

/** The engine serves at most 1,000 hits: 50 pages of 20 cannot reach all 12,345. */
export const ThousandHitLimit: Story = {
  args: { nbPages: 50, nbHits: 12345, hitsPerPage: 20, page: 49 },
};

export const TotalPages: Story = { args: { nbPages: 200, totalPages: 10, page: 4 } };

export const WithoutFirst: Story = { args: { hideFirst: true, page: 5 } };
export const WithoutPrevious: Story = { args: { hidePrevious: true, page: 5 } };
export const WithoutNext: Story = { args: { hideNext: true, page: 5 } };
export const WithoutLast: Story = { args: { hideLast: true, page: 5 } };

export const FormattedNumbers: Story = {
  args: { nbPages: 5000, page: 1499, formatNumbers: true, lang: 'de' },
};

const templates: PaginationTemplates = {
  first: '<span aria-hidden="true">⇤</span>',
  // Visible text stays inside the accessible name ("Previous Page"), for speech users.
  previous: 'Previous',
  page: ({ page }, { html: h }) => h`<strong>${page}</strong>`,
  next: 'Next',
  last: () => null,
};

export const CustomTemplates: Story = {
  render: () => html`
    <search-pagination
      nb-pages="12"
      page="3"
      scroll-target="false"
      .templates=${templates}
    ></search-pagination>
  `,
};

const cssClasses: PaginationCssClasses = {
  list: 'demo-list',
  item: ['demo-item'],
  selectedItem: 'demo-selected',
  disabledItem: 'demo-disabled',
  link: 'demo-link',
};

export const CssClasses: Story = {
  render: () => html`
    <style>
      .demo-list {
        display: flex;
        gap: 0.25rem;
        list-style: none;
        padding: 0;
      }
      .demo-link {
        display: inline-block;
        min-width: 2rem;
        padding: 0.25rem;
        text-align: center;
        border: 1px solid #888;
        border-radius: 4px;
      }
      .demo-selected .demo-link {
        background: #1d4ed8;
        color: #fff;
      }
      .demo-disabled .demo-link {
        color: #6b6b6b;
        border-style: dashed;
      }
    </style>
    <search-pagination
      nb-pages="12"
      page="0"
      scroll-target="false"
      .cssClasses=${cssClasses}
    ></search-pagination>
  `,
};

export const TranslatedLabels: Story = {
  render: () => html`
    <search-pagination
      lang="fr"
      nb-pages="12"
      page="5"
      scroll-target="false"
      .strings=${{
        label: 'Pages de résultats',
        first: 'Première page',
        previous: 'Page précédente',
        page: 'Page {page}',
        next: 'Page suivante',
        last: 'Dernière page, page {nbPages}',
        status: 'Page {page} sur {nbPages}',
        hint: 'Seuls les {reachable} premiers résultats sur {nbHits} sont accessibles.',
      }}
    ></search-pagination>
  `,
};

/**
 * One page rule themes the default look (zero specificity: an InstantSearch.js theme or the
 * page's own CSS wins over it).
 */
export const Themed: Story = {
  render: () => html`
    <div
      style="--search-ui-accent: #0a7d5a; --search-ui-accent-text: #fff; --search-ui-radius: 2px"
    >
      <search-pagination nb-pages="12" page="3" scroll-target="false"></search-pagination>
    </div>
  `,
};

/** On a store shared by a provider: the page lives in the URL (`?page=N`), back and forward work. */
export const StoreMode: Story = {
  render: () => {
    const store = new Store({ search: { page: 0, nbHits: 480, nbPages: 24, hitsPerPage: 20 } });
    return html`
      <search-provider .store=${store}>
        <search-pagination scroll-target="false"></search-pagination>
      </search-provider>
    `;
  },
};
