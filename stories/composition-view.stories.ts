import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import type { Store } from '../src/store/index.js';
import '../src/composition-view/define.js';
import { emulatorKeys, withStore } from './support/emulator.js';
import { inArabic, inGerman } from './support/language.js';
import { sampleComposition } from './support/samples.js';

interface Args {
  compositionId: string;
  headingLevel: number;
  linkTarget: string;
  noImages: boolean;
}

interface Loaded {
  store?: Store;
}

const loadStore = (options?: Parameters<typeof withStore>[1]) => withStore('compositions', options);

const meta: Meta<Args> = {
  title: 'Elements/composition-view',
  component: 'composition-view',
  // The seeded banners name image hosts that do not exist: their URLs are shown as links.
  args: { compositionId: 'injection-three', headingLevel: 2, linkTarget: '', noImages: true },
  argTypes: {
    compositionId: {
      control: 'select',
      options: [
        'minimal',
        'injection-none',
        'injection-one',
        'injection-two',
        'injection-three',
        'dedup-highest',
        'dedup-highest-injected',
        'sorting-20',
        'multifeed-ordered',
        'recommend-main',
        'rich-params',
        'hostile-strings',
        'rule-breaker',
        'feature-disabled',
        'no-such-composition',
      ],
    },
    headingLevel: { control: { type: 'number', min: 1, max: 6 } },
    linkTarget: { control: 'select', options: ['', '_blank', '_self'] },
  },
  loaders: [loadStore()],
  render: (args, { loaded }) =>
    html`<composition-view
      composition-id=${args.compositionId}
      heading-level=${args.headingLevel}
      link-target=${args.linkTarget || nothing}
      ?no-images=${args.noImages}
      .store=${(loaded as Loaded).store}
    ></composition-view>`,
};
export default meta;

type Story = StoryObj<Args>;

// Shapes (the emulator's seeded compositions)

/** Only a main search source: nothing injected, the default deduplication said in words. */
export const Minimal: Story = { args: { compositionId: 'minimal' } };

/** A main source with no injected items and three sorting strategies. */
export const NoInjectedItems: Story = { args: { compositionId: 'injection-none' } };

/** One injected item over positions 2–4, with its metadata. */
export const OneInjectedItem: Story = { args: { compositionId: 'injection-one' } };

/** Two injected items from two indices. */
export const TwoInjectedItems: Story = { args: { compositionId: 'injection-two' } };

/** Three injected items: an external, a search and a recommend source. */
export const ThreeInjectedItems: Story = { args: { compositionId: 'injection-three' } };

/** In Arabic, right to left: the shipped translation (loaded on demand); service text as sent. */
export const InArabic: Story = {
  loaders: [],
  render: () => html`<composition-view .composition=${sampleComposition}></composition-view>`,
  decorators: [inArabic],
};

/** In German: the shipped translation (loaded on demand). */
export const InGerman: Story = {
  loaders: [],
  render: () => html`<composition-view .composition=${sampleComposition}></composition-view>`,
  decorators: [inGerman],
};

/** Deduplication `highest`: the highest-ranked copy stays. */
export const DeduplicationHighest: Story = { args: { compositionId: 'dedup-highest' } };

/** Deduplication `highestInjected`: a duplicate moves to its injected slot. */
export const DeduplicationHighestInjected: Story = {
  args: { compositionId: 'dedup-highest-injected' },
};

/** The maximum of twenty sorting strategies. */
export const TwentySortingStrategies: Story = { args: { compositionId: 'sorting-20' } };

/** A multifeed: feeds in `feedsOrder` order, the one left out marked unused. */
export const Multifeed: Story = { args: { compositionId: 'multifeed-ordered' } };

/** A recommend model as the main source. */
export const RecommendMainSource: Story = { args: { compositionId: 'recommend-main' } };

/** Many parameters: filters, facets, snippets, facet ordering, a redirect and banners. */
export const RichParameters: Story = { args: { compositionId: 'rich-params' } };

/** Links from the data open in a new tab (still `rel="noopener noreferrer"`). */
export const LinksInNewTab: Story = {
  args: { compositionId: 'rich-params', linkTarget: '_blank' },
};

/** Markup, bidi controls and `javascript:` URLs in every field: all shown as text. */
export const HostileStrings: Story = { args: { compositionId: 'hostile-strings' } };

/** Both behaviours, four items, a position of 120, 21 sorting strategies: shown, with warnings. */
export const BreaksTheRules: Story = { args: { compositionId: 'rule-breaker' } };

// States

/** Loading (the emulator answers after 60 s). */
export const Loading: Story = {
  // (Its request stays open: the catalog test does not wait for the network to settle.)
  tags: ['pending'],
  loaders: [loadStore({ fault: { latency: 60_000, times: 0 }, timeouts: { read: 120_000 } })],
};

/** 404: no composition with this id. */
export const NotFound: Story = { args: { compositionId: 'no-such-composition' } };

/** 402: compositions are not enabled for the application. */
export const FeatureNotEnabled: Story = { args: { compositionId: 'feature-disabled' } };

/** 401: the API key is refused. */
export const InvalidKey: Story = { loaders: [loadStore({ apiKey: emulatorKeys.invalid })] };

/** 403: the key lacks the right to read compositions. */
export const KeyWithoutRight: Story = { loaders: [loadStore({ apiKey: emulatorKeys.search })] };

/** 400: the id is not a valid objectID. */
export const BadRequest: Story = { args: { compositionId: 'not a valid id!' } };

/** Network error (the connection is dropped), with Retry: the next attempt succeeds. */
export const NetworkError: Story = {
  loaders: [loadStore({ fault: { drop: true, times: 1 } })],
};

/** No id and no composition. */
export const Empty: Story = { args: { compositionId: '' } };

// Previews (a composition object passed as a property, no request)

const preview = sampleComposition;

/**
 * A composition far larger than a page: lists stop at 50 rows with "… and N more", and a value
 * nested 2,000 levels deep is written out to a bounded depth (the JSON tab says what it left out).
 */
export const VeryLarge: Story = {
  loaders: [],
  render: () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 2_000; i++) deep = { level: deep };
    return html`<composition-view
      .composition=${{
        objectID: 'very-large',
        name: 'Very large composition',
        behavior: {
          injection: {
            main: {
              source: {
                search: {
                  index: 'products',
                  params: {
                    ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`param${i}`, i])),
                    deepValue: deep,
                  },
                },
              },
            },
          },
        },
        sortingStrategy: Object.fromEntries(
          Array.from({ length: 120 }, (_, i) => [`strategy${i}`, `products_sort_${i}`]),
        ),
      }}
    ></composition-view>`;
  },
};

/** A banner whose image loads (from this catalog's own origin), with its title as alt text. */
export const BannerImage: Story = {
  loaders: [],
  render: () =>
    html`<composition-view
      .composition=${{
        objectID: 'banner',
        name: 'Banner preview',
        behavior: {
          injection: {
            main: {
              source: {
                search: {
                  index: 'products',
                  params: {
                    renderingContent: {
                      widgets: {
                        banners: [
                          {
                            image: {
                              title: 'Our logo',
                              urls: [{ url: new URL('/favicon.svg', location.href).href }],
                            },
                            link: { url: 'https://shop.example.com/' },
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        },
      }}
    ></composition-view>`,
};

/** A composition object given directly (previews): overlapping items are flagged. */
export const PreviewFromProperty: Story = {
  loaders: [],
  render: () => html`<composition-view .composition=${preview}></composition-view>`,
};

/** Strings overridden (here in French) and numbers in the page's language. */
export const TranslatedStrings: Story = {
  loaders: [],
  render: () =>
    html`<div lang="fr">
      <composition-view
        .composition=${preview}
        .strings=${{
          readableTab: 'Lisible',
          jsonTab: 'JSON brut',
          copyJson: 'Copier le JSON',
          mainSource: 'Source principale',
          injectedItems: 'Éléments injectés',
          deduplication: 'Déduplication',
          sortingStrategies: 'Stratégies de tri',
        }}
      ></composition-view>
    </div>`,
};

/** One page rule themes it with the other elements: `--search-ui-accent` and friends. */
export const Themed: Story = {
  loaders: [],
  render: () =>
    html`<div style="--search-ui-accent: #0a7d5a; --search-ui-radius: 2px">
      <composition-view .composition=${preview}></composition-view>
    </div>`,
};

/**
 * Its events: `search-tab-change` (cancelable) when the user picks a view, `search-copy` once
 * the JSON is copied. Here the last event is written under the element.
 */
export const Events: Story = {
  loaders: [],
  render: () => {
    const log = (event: Event) => {
      const out = (event.currentTarget as HTMLElement).nextElementSibling!;
      out.textContent = `${event.type} ${JSON.stringify((event as CustomEvent).detail)}`;
    };
    return html`<composition-view
        .composition=${preview}
        @search-tab-change=${log}
        @search-copy=${log}
      ></composition-view>
      <output aria-live="polite"></output>`;
  },
};
