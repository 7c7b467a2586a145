// The stories of the "Design" page (Design.mdx): the shared tokens, light and dark side by
// side, and each element in its loading, empty, error and loaded states.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { LitElement, css, html, type TemplateResult } from 'lit';
import {
  chartIcon,
  copiedIcon,
  copyIcon,
  downloadIcon,
  hideIcon,
  icon,
  retryIcon,
  revealIcon,
  tableIcon,
  type Icon,
} from '../src/internal/icons.js';
import { sharedStyles, tokens } from '../src/internal/styles.js';
import type { Store } from '../src/store/index.js';
import '../src/composition-view/define.js';
import '../src/pagination/define.js';
import '../src/secret-key-list/define.js';
import '../src/usage-chart/define.js';
import { emulatorKeys, withStore } from './support/emulator.js';
import {
  emptyUsage,
  noKeys,
  sampleComposition,
  sampleKeys,
  sampleUsage,
} from './support/samples.js';

const meta: Meta = {
  title: 'Design',
  // Design.mdx is this file's docs page.
  tags: ['!autodocs'],
  parameters: { controls: { disable: true } },
};
export default meta;

type Story = StoryObj;

interface Token {
  /** The private property inside the elements (`--_accent`). */
  own: string;
  /** The page-level token (`--search-ui-accent`). */
  token: string;
  light: string;
  dark?: string;
}

/**
 * `tokens`' declarations `--_x: var(--search-ui-y, default)`: a colour's default is
 * `light-dark(light, dark)`; any other default is the same in both schemes.
 */
function readTokens(): Token[] {
  const pattern = /(--_[\w-]+):\s*var\((--search-ui-[\w-]+),\s*([^;]+)\);/g;
  return [...tokens.cssText.matchAll(pattern)].map((m) => {
    const value = m[3]!.trim();
    const pair = /^light-dark\(\s*([^,]+?)\s*,\s*([^)]+?)\s*\)$/.exec(value);
    const colour = pair !== null || value.startsWith('#');
    return {
      own: m[1]!,
      token: m[2]!,
      light: pair ? pair[1]! : value,
      ...(colour ? { dark: pair ? pair[2]! : value } : {}),
    };
  });
}

/** A default in words where it is not a plain value. */
const described = (value: string) =>
  value === 'inherit'
    ? 'the page’s font'
    : value.startsWith('var(--_accent')
      ? 'the accent'
      : value;

function cell(t: Token, scheme: 'light' | 'dark'): TemplateResult {
  const value = scheme === 'dark' ? (t.dark ?? t.light) : t.light;
  const colour = t.dark !== undefined;
  return html`<td class="search-ui-${scheme}" style="color-scheme: ${scheme}">
    ${
      colour
        ? html`<span class="swatch" style="background: var(${t.token})"></span>`
        : html`<span class="swatch none"></span>`
    }
    <code>${described(value)}</code>${
      !colour && scheme === 'dark' ? html` <span class="same">(same)</span>` : ''
    }
  </td>`;
}

/** Every design token with its custom property's name, its light and its dark default. */
export const Tokens: Story = {
  render: () => html`
    <style>
      .tokens {
        border-collapse: collapse;
        inline-size: 100%;
        font-size: 0.9rem;
      }
      .tokens th,
      .tokens td {
        padding: 0.5rem 0.75rem;
        text-align: start;
        border-block-end: 1px solid var(--search-ui-border);
        vertical-align: middle;
      }
      .tokens td.search-ui-light,
      .tokens td.search-ui-dark {
        background: var(--search-ui-surface);
        color: var(--search-ui-text);
      }
      .tokens .own,
      .tokens .same {
        color: var(--search-ui-muted);
      }
      .tokens .swatch {
        display: inline-block;
        inline-size: 2rem;
        block-size: 1.25rem;
        margin-inline-end: 0.5rem;
        vertical-align: middle;
        border: 1px solid var(--search-ui-border);
        border-radius: 4px;
      }
      .tokens .swatch.none {
        border-style: dashed;
      }
    </style>
    <table class="tokens" aria-label="Design tokens">
      <thead>
        <tr>
          <th scope="col">Token (page-level custom property)</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
        </tr>
      </thead>
      <tbody>
        ${readTokens().map(
          (t) =>
            html`<tr>
              <th scope="row">
                <code>${t.token}</code><br /><small class="own"
                  >inside: <code>${t.own}</code></small
                >
              </th>
              ${cell(t, 'light')} ${cell(t, 'dark')}
            </tr>`,
        )}
      </tbody>
    </table>
  `,
};

interface States {
  loading: Store;
  error: Store;
}

/**
 * Two stores on applications of their own: one whose answer never comes, one refused (401).
 * The two elements ask for different URLs: Chromium holds a second request for the same URL
 * until the first one's answer (its cache lock), and the first one never answers.
 */
const statesLoader = (route: 'secret-keys' | 'compositions' | 'usage') => async () => {
  const [loading, error] = await Promise.all([
    withStore(route, { fault: { latency: 120_000, times: 0 }, timeouts: { read: 180_000 } })(),
    withStore(route, { apiKey: emulatorKeys.invalid })(),
  ]);
  return { loading: loading.store, error: error.store } satisfies States;
};

/** The states side by side, each column at least `min` wide (one column below that). */
const grid = (cells: [string, TemplateResult][], min = '20rem') => html`
  <style>
    .states {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--min)), 1fr));
      gap: 1rem;
      align-items: start;
    }
    .states figure {
      margin: 0;
      min-inline-size: 0;
    }
    .states figcaption {
      font-weight: 600;
      margin-block-end: 0.5rem;
    }
  </style>
  <div class="states" style="--min: ${min}">
    ${cells.map(
      ([caption, element]) =>
        html`<figure>
          <figcaption>${caption}</figcaption>
          ${element}
        </figure>`,
    )}
  </div>
`;

/**
 * `<usage-chart>`: waiting for the service, nothing to chart, no store to load with, refused
 * (401), data.
 */
export const UsageChartStates: Story = {
  // (Its loading element's request stays open: the catalog test does not wait for that one.)
  tags: ['pending'],
  loaders: [statesLoader('usage')],
  render: (_, { loaded }) => {
    const { loading, error } = loaded as States;
    return grid(
      [
        [
          'Loading',
          html`<usage-chart
            statistic="total_search_operations"
            period="month"
            .store=${loading}
          ></usage-chart>`,
        ],
        ['Empty', html`<usage-chart statistic="records" .data=${emptyUsage}></usage-chart>`],
        ['No client', html`<usage-chart statistic="records" period="month"></usage-chart>`],
        [
          'Error',
          html`<usage-chart
            statistic="total_write_operations"
            period="month"
            .store=${error}
          ></usage-chart>`,
        ],
        ['Loaded', html`<usage-chart .data=${sampleUsage}></usage-chart>`],
      ],
      '24rem',
    );
  },
};

/**
 * `<secret-key-list>`: waiting for the service, no keys, no store to load with, refused (401),
 * a page of keys.
 */
export const SecretKeyListStates: Story = {
  // (Its loading element's request stays open: the catalog test does not wait for that one.)
  tags: ['pending'],
  loaders: [statesLoader('secret-keys')],
  render: (_, { loaded }) => {
    const { loading, error } = loaded as States;
    return grid(
      [
        ['Loading', html`<secret-key-list .store=${loading}></secret-key-list>`],
        ['Empty', html`<secret-key-list .data=${noKeys}></secret-key-list>`],
        ['No client', html`<secret-key-list></secret-key-list>`],
        ['Error', html`<secret-key-list page="1" .store=${error}></secret-key-list>`],
        ['Loaded', html`<secret-key-list .data=${sampleKeys}></secret-key-list>`],
      ],
      '36rem',
    );
  },
};

/**
 * `<composition-view>`: waiting for the service, no composition, no store to load with, refused
 * (401), a composition.
 */
export const CompositionViewStates: Story = {
  // (Its loading element's request stays open: the catalog test does not wait for that one.)
  tags: ['pending'],
  loaders: [statesLoader('compositions')],
  render: (_, { loaded }) => {
    const { loading, error } = loaded as States;
    return grid(
      [
        [
          'Loading',
          html`<composition-view
            composition-id="injection-one"
            .store=${loading}
          ></composition-view>`,
        ],
        ['Empty', html`<composition-view></composition-view>`],
        ['No client', html`<composition-view composition-id="injection-one"></composition-view>`],
        [
          'Error',
          html`<composition-view
            composition-id="injection-two"
            .store=${error}
          ></composition-view>`,
        ],
        ['Loaded', html`<composition-view .composition=${sampleComposition}></composition-view>`],
      ],
      '36rem',
    );
  },
};

/**
 * `<search-pagination>` shows what it is given (it loads nothing, so it has no loading or error
 * state): no results, one page, the first and a middle page of twenty.
 */
export const PaginationStates: Story = {
  render: () =>
    grid([
      [
        'No results',
        html`<search-pagination
          nb-pages="0"
          nb-hits="0"
          scroll-target="false"
        ></search-pagination>`,
      ],
      [
        'One page',
        html`<search-pagination
          nb-pages="1"
          nb-hits="12"
          scroll-target="false"
        ></search-pagination>`,
      ],
      [
        'First page',
        html`<search-pagination nb-pages="20" scroll-target="false"></search-pagination>`,
      ],
      [
        'Middle page',
        html`<search-pagination nb-pages="20" page="9" scroll-target="false"></search-pagination>`,
      ],
    ]),
};

/** What each icon means, beside its name in `icons.ts` (every icon: the type checks it). */
/** Every icon (its export in src/internal/icons.ts) and what it stands for. */
const iconMeanings: [string, Icon, string][] = [
  ['chartIcon', chartIcon, 'show as a chart'],
  ['copiedIcon', copiedIcon, 'copied (for a moment after Copy)'],
  ['copyIcon', copyIcon, 'copy'],
  ['downloadIcon', downloadIcon, 'download'],
  ['revealIcon', revealIcon, 'reveal a secret'],
  ['hideIcon', hideIcon, 'hide it again'],
  ['retryIcon', retryIcon, 'retry after an error'],
  ['tableIcon', tableIcon, 'show as a table'],
];

/**
 * The icons and the controls in the elements' own styles (`sharedStyles`, in a shadow root
 * like the elements'), so the story shows exactly what the elements draw.
 */
class DesignGallery extends LitElement {
  static override properties = { show: {} };
  declare show: 'icons' | 'controls';
  static override styles = [
    ...sharedStyles,
    css`
      :host {
        display: block;
        color: var(--_text);
      }
      ul {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
        gap: var(--_space);
        margin: 0;
        padding: 0;
        list-style: none;
      }
      li {
        display: flex;
        align-items: center;
        gap: var(--_space);
        padding: var(--_space);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
      }
      li .icon {
        inline-size: 1.5rem;
        block-size: 1.5rem;
      }
      code {
        font-family: var(--_mono);
      }
      small {
        display: block;
        color: var(--_muted);
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--_space);
        padding: var(--_space);
        background: var(--_surface);
      }
    `,
  ];
  protected override render() {
    if (this.show === 'icons') {
      return html`<ul>
        ${iconMeanings.map(
          ([name, drawing, meaning]) =>
            html`<li>
              ${icon(drawing)}
              <span><code>${name}</code><small>${meaning}</small></span>
            </li>`,
        )}
      </ul>`;
    }
    return html`<div class="row">
      <button type="button" class="button">Plain</button>
      <button type="button" class="button">${icon(copyIcon)}Copy</button>
      <button type="button" class="button" aria-pressed="true">${icon(tableIcon)}Pressed</button>
      <button type="button" class="button" disabled>Disabled</button>
      <button type="button" class="button" aria-label="Download">${icon(downloadIcon)}</button>
      <select class="control" aria-label="Rows per page">
        <option>10</option>
        <option>25</option>
      </select>
    </div>`;
  }
}
if (!customElements.get('design-gallery')) customElements.define('design-gallery', DesignGallery);

/** Every icon of the library with its name (`icon(copyIcon)`…) and what it stands for. */
export const Icons: Story = {
  render: () => html`<design-gallery show="icons"></design-gallery>`,
};

/** The one control design: plain, with an icon, pressed, disabled, icon only, and a select. */
export const Controls: Story = {
  render: () => html`<design-gallery show="controls"></design-gallery>`,
};
