import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { Store } from '../src/store/index.js';
import type { SecretKeyList } from '../src/secret-key-list/index.js';
import '../src/secret-key-list/define.js';
import { emulatorKeys, injectFault, withStore } from './support/emulator.js';
import { inArabic, inGerman } from './support/language.js';
import { sampleKeys } from './support/samples.js';

interface Args {
  page: number;
  limit: number;
}

interface Loaded {
  store?: Store;
  appId?: string;
}

/** Resolves once `check` holds (checked every 50 ms, for at most 8 s). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 160 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
}

/** The list of a story, once its first page is on screen. */
async function loadedList(canvas: HTMLElement): Promise<SecretKeyList> {
  const el = canvas.querySelector('secret-key-list')!;
  await until(() => el.shadowRoot?.querySelector('tbody tr:not(.skeleton)') != null);
  return el;
}

const loadStore = (options?: Parameters<typeof withStore>[1]) => withStore('secret-keys', options);

const meta: Meta<Args> = {
  title: 'Elements/secret-key-list',
  component: 'secret-key-list',
  args: { page: 0, limit: 10 },
  argTypes: {
    page: { control: { type: 'number', min: 0 } },
    limit: { control: 'select', options: [10, 25, 50, 100] },
  },
  loaders: [loadStore()],
  render: (args, { loaded }) =>
    html`<secret-key-list
      page=${args.page}
      limit=${args.limit}
      .store=${(loaded as Loaded).store}
    ></secret-key-list>`,
};
export default meta;

type Story = StoryObj<Args>;

/** The first page of the seeded keys: secrets masked, reveal and copy per row. */
export const FirstPage: Story = {};

/**
 * In Arabic, right to left: the shipped translation (loaded on demand), dates and numbers; key
 * names and agent ids as the service sent them, each isolated.
 */
export const InArabic: Story = {
  loaders: [],
  render: () => html`<secret-key-list .data=${sampleKeys}></secret-key-list>`,
  decorators: [inArabic],
};

/** In German: the shipped translation (loaded on demand), dates and numbers. */
export const InGerman: Story = {
  loaders: [],
  render: () => html`<secret-key-list .data=${sampleKeys}></secret-key-list>`,
  decorators: [inGerman],
};

/** A later page with a bigger page size (pages count from zero). */
export const SecondPageOf25: Story = { args: { page: 1, limit: 25 } };

/** The user revealed the first key (the only secret on the page). */
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const el = await loadedList(canvasElement);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.reveal')!.click();
  },
};

/** Another page is on its way: the previous rows stay, dimmed and busy. */
export const LoadingAnotherPage: Story = {
  // (Its request stays open: the catalog test does not wait for the network to settle.)
  tags: ['pending'],
  play: async ({ canvasElement, loaded }) => {
    const el = await loadedList(canvasElement);
    await injectFault((loaded as Loaded).appId!, {
      route: 'secret-keys',
      latency: 120_000,
      times: 0,
    });
    el.page = 1;
  },
};

/** Every key on one page, including the seeded hostile names (markup, very long, RTL). */
export const HostileStrings: Story = { args: { limit: 50 } };

/** Hostile text in every field of a key, sent by the service. */
export const HostileFields: Story = {
  loaders: [
    loadStore({
      fault: {
        times: 0,
        status: 200,
        body: {
          data: [
            {
              id: '"><img src=x onerror=alert(1)>',
              name: `<script>alert("name")</script>${'W'.repeat(300)}`,
              value: '<b>not bold</b>',
              agentIds: ['<i>agent</i>', 'وكيل المبيعات', `agent_${'x'.repeat(120)}`],
              isDefault: true,
              createdAt: '<u>not a date</u>',
              updatedAt: '2024-01-01T00:00:00Z',
              lastUsedAt: null,
            },
          ],
          pagination: { limit: 10, page: 1, totalCount: 1, totalPages: 1 },
        },
      },
    }),
  ],
};

/** Names of 20,000 characters: drawn clipped, the whole name behind a "Full name" button. */
export const LongNames: Story = {
  loaders: [
    loadStore({
      fault: {
        times: 0,
        status: 200,
        body: {
          data: Array.from({ length: 5 }, (_, i) => ({
            id: `long-${i}`,
            name: `Key ${i} ${'long-name-'.repeat(2_000)}`,
            value: `sk_live_${i}_${'v'.repeat(40)}`,
            agentIds: [`agent_${i}`],
            isDefault: i === 0,
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-02-01T00:00:00Z',
            lastUsedAt: null,
          })),
          pagination: { limit: 10, page: 1, totalCount: 5, totalPages: 1 },
        },
      },
    }),
  ],
};

/** Skeleton rows while the first page loads (the emulator holds the answer). */
export const Loading: Story = {
  // (Its request stays open: the catalog test does not wait for the network to settle.)
  tags: ['pending'],
  loaders: [loadStore({ fault: { latency: 120_000, times: 0 } })],
};

/** No keys at all. */
export const Empty: Story = {
  loaders: [
    loadStore({
      fault: {
        times: 0,
        status: 200,
        body: { data: [], pagination: { limit: 10, page: 1, totalCount: 0, totalPages: 0 } },
      },
    }),
  ],
};

/** A page past the last one (the ninth), with a way back to the last page. */
export const PastTheEnd: Story = { args: { page: 8 } };

/** The service refuses the parameters (422): each detail item as "parameter: message". */
export const InvalidParameters: Story = {
  loaders: [
    loadStore({
      fault: {
        times: 0,
        status: 422,
        body: {
          detail: [
            {
              loc: ['query', 'limit'],
              msg: 'Input should be less than or equal to 100',
              type: 'less_than_equal',
            },
          ],
        },
      },
    }),
  ],
};

/** One page rule themes it with the other elements: `--search-ui-accent` and friends. */
export const Themed: Story = {
  render: (args, { loaded }) =>
    html`<div style="--search-ui-accent: #0a7d5a; --search-ui-radius: 2px">
      <secret-key-list
        page=${args.page}
        limit=${args.limit}
        .store=${(loaded as Loaded).store}
      ></secret-key-list>
    </div>`,
};

/** 401: the service's own message. */
export const InvalidCredentials: Story = {
  loaders: [loadStore({ apiKey: emulatorKeys.invalid })],
};

/** 403: a valid key without the `settings` right. */
export const Forbidden: Story = { loaders: [loadStore({ apiKey: emulatorKeys.usage })] };

/** A key without full rights: the service redacts the values (still masked first). */
export const RedactedValues: Story = { loaders: [loadStore({ apiKey: emulatorKeys.settings })] };

/** The connection drops: a network error with Retry. */
export const NetworkError: Story = {
  loaders: [loadStore({ fault: { drop: true, times: 0 } })],
};

/** No answer in time: a timeout with Retry. */
export const Timeout: Story = {
  loaders: [loadStore({ timeouts: { read: 500 }, fault: { latency: 3_000, times: 0 } })],
};

/** An answer that is not JSON. */
export const MalformedResponse: Story = {
  loaders: [loadStore({ fault: { malformed: true, times: 0 } })],
};

/** JSON of the wrong shape: the schema message names the field. */
export const WrongShape: Story = {
  loaders: [loadStore({ fault: { wrongShape: true, times: 0 } })],
};

/** Without a store or provider. */
export const NotConnected: Story = {
  loaders: [],
  render: () => html`<secret-key-list></secret-key-list>`,
};

/** French texts and dates, through `lang` and `strings`. */
export const French: Story = {
  render: (args, { loaded }) =>
    html`<div lang="fr">
      <secret-key-list
        page=${args.page}
        limit=${args.limit}
        .store=${(loaded as Loaded).store}
        .strings=${{
          caption: 'Clés secrètes',
          columnName: 'Nom',
          columnValue: 'Secret',
          columnAgents: 'Agents',
          columnDefault: 'Par défaut',
          columnCreated: 'Créée',
          columnUpdated: 'Modifiée',
          columnLastUsed: 'Dernière utilisation',
          pageSize: 'Clés par page',
          range: (from: string, to: string, total: string) => `Clés ${from} à ${to} sur ${total}`,
          reveal: 'Afficher',
          revealLabel: (name: string) => `Afficher le secret de ${name}`,
          copy: 'Copier',
          copyLabel: (name: string) => `Copier le secret de ${name}`,
          noAgents: 'Aucun agent',
          defaultBadge: 'Par défaut',
          notDefault: 'Non',
          neverUsed: 'Jamais utilisée',
          masked: 'Masqué',
        }}
      ></secret-key-list>
    </div>`,
};
