// The design proof's fixtures (issue #19): every element in each of its states, with fixed data,
// in a frame of a given direction. Shared by the visual regression suite (visual.test.ts) and the
// reflow test (../design/reflow.test.ts).
//
// Loaded and empty states come from the `data` / `composition` properties (fixed dates, no
// request); loading is a request the emulator holds (a latency fault), error a 503 fault.
import { waitUntil } from '../../support/wait.js';
import '../../../src/pagination/define.js';
import '../../../src/usage-chart/define.js';
import '../../../src/secret-key-list/define.js';
import '../../../src/composition-view/define.js';
import type { UsageResult } from '../../../src/api/index.js';
import type { SecretKeysPage } from '../../../src/api/schemas/secret-keys.js';
import { translationsSettled } from '../../../src/internal/translations.js';
import { clearFaults, injectFault, makeStore, uniqueAppId } from '../../support/emulator.js';

export type State = 'loaded' | 'loading' | 'empty' | 'error';
export type Tag = 'search-pagination' | 'usage-chart' | 'secret-key-list' | 'composition-view';
export type Dir = 'ltr' | 'rtl';

export const STATES: readonly State[] = ['loaded', 'loading', 'empty', 'error'];
export const TAGS: readonly Tag[] = [
  'search-pagination',
  'usage-chart',
  'secret-key-list',
  'composition-view',
];

/** The states an element has: the pagination renders given numbers, so it never loads or fails. */
export const statesOf = (tag: Tag): readonly State[] =>
  tag === 'search-pagination' ? ['loaded', 'empty'] : STATES;

/** The language of each direction: a right-to-left page is an Arabic one. */
export const LANG: Record<Dir, string> = { ltr: 'en-US', rtl: 'ar' };

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** "Now" of the fixed data: the clock the visual suite freezes (see `freezeClock`). */
// Noon UTC, and every key date between 10:00 and 12:00 UTC: the calendar dates shown (in the
// machine's time zone) are the same from UTC−10 to UTC+11.
export const NOW = Date.UTC(2026, 2, 16, 12, 0);
const iso = (t: number) => new Date(t).toISOString();

/** Thirty days of two daily counts, smooth and fixed. */
function usage(): UsageResult {
  const start = Date.UTC(2026, 1, 14);
  const days = 30;
  const points = (f: (i: number) => number) =>
    Array.from({ length: days }, (_, i) => ({ t: start + i * DAY, v: Math.round(f(i)) }));
  return {
    series: {
      total_search_requests: points((i) => 42_000 + 9_000 * Math.sin(i / 3) + 600 * i),
      total_write_operations: points(
        (i) => 8_000 + 3_500 * Math.cos(i / 4) + (i % 7 === 5 ? 6_000 : 0),
      ),
    },
    startDate: iso(start),
    endDate: iso(start + (days - 1) * DAY),
    granularity: 'daily',
  };
}

const emptyUsage: UsageResult = {
  series: {},
  startDate: iso(Date.UTC(2026, 1, 14)),
  endDate: iso(Date.UTC(2026, 2, 15)),
  granularity: 'daily',
};

const key = (
  n: number,
  name: string,
  agentIds: string[],
  created: number,
  lastUsed: number | null,
  isDefault = false,
) => ({
  id: `sk_${String(n).padStart(4, '0')}`,
  name,
  value: `secret-value-${n}-0123456789abcdef`,
  agentIds,
  isDefault,
  createdAt: iso(created),
  updatedAt: iso(created + 3 * DAY),
  lastUsedAt: lastUsed === null ? null : iso(lastUsed),
});

/** The third page (of three, four keys a page) of a fixed list. */
const keysPage: SecretKeysPage = {
  data: [
    key(
      21,
      'Storefront assistant (production)',
      ['agent_3f9c2a7d1b0e'],
      NOW - 400 * DAY,
      NOW - 2 * HOUR,
      true,
    ),
    key(
      22,
      'Support chatbot (EU)',
      ['agent_8d41c6e2f9a3', 'agent_b27e05d3c8f1', 'agent_ffbd64a0e917'],
      NOW - 95 * DAY,
      NOW - 3 * DAY,
    ),
    key(23, 'Nightly reindex job', [], NOW - 40 * DAY, null),
    key(24, 'Developer sandbox', ['agent_0c5a9e7b3d26'], NOW - 6 * DAY, NOW - 20 * 60_000),
  ],
  pagination: { page: 3, limit: 4, totalCount: 12, totalPages: 3 },
};

const emptyKeys: SecretKeysPage = {
  data: [],
  pagination: { page: 1, limit: 4, totalCount: 0, totalPages: 0 },
};

/** A composition of a main search, one injected item and two sorting strategies. */
const composition = {
  objectID: 'spring-storefront',
  name: 'Products with promoted items',
  description: 'One injected item: three promoted products at position 2.',
  behavior: {
    injection: {
      main: { source: { search: { index: 'products', params: { hitsPerPage: 20 } } } },
      injectedItems: [
        {
          key: 'spring-promo',
          source: {
            search: { index: 'products', params: { filters: 'onSale:true', hitsPerPage: 4 } },
          },
          position: 2,
          length: 3,
          metadata: { hits: { addItemKey: true, extra: { badge: 'Promoted' } } },
        },
      ],
      deduplication: { positioning: 'highestInjected' },
    },
  },
  sortingStrategy: { relevance: 'products', 'price-asc': 'products_price_asc' },
};

/** The emulator route each element loads from. */
const ROUTE = {
  'usage-chart': 'usage',
  'secret-key-list': 'secret-keys',
  'composition-view': 'compositions',
} as const;

type Host = HTMLElement & Record<string, unknown> & { updateComplete?: Promise<unknown> };

export interface Mounted {
  /** The frame: a `<div lang dir>` holding the element (what the visual suite screenshots). */
  frame: HTMLElement;
  el: Host;
  /** Removes the frame and the emulator's faults. */
  remove(): Promise<void>;
}

/** No animation, transition or caret: every screenshot of a state is the same picture. */
const STILL =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
let still: CSSStyleSheet | undefined;
function stillSheet(): CSSStyleSheet {
  still ??= new CSSStyleSheet();
  still.replaceSync(STILL);
  return still;
}

/** Adds the no-motion sheet to the document and to every shadow root under `node`. */
export function holdStill(node: Element): void {
  const add = (root: Document | ShadowRoot) => {
    if (!root.adoptedStyleSheets.includes(stillSheet())) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, stillSheet()];
    }
  };
  add(document);
  const visit = (el: Element) => {
    if (el.shadowRoot) {
      add(el.shadowRoot);
      for (const child of el.shadowRoot.querySelectorAll('*')) visit(child);
    }
  };
  visit(node);
  for (const child of node.querySelectorAll('*')) visit(child);
}

/** What the element shows in each state, once it is there. */
function shows(tag: Tag, state: State, el: Host): boolean {
  const root = el.shadowRoot ?? el;
  if (tag === 'search-pagination') {
    return !!el.querySelector(
      state === 'empty' ? '.ais-Pagination--noRefinement' : '.ais-Pagination-item--selected',
    );
  }
  switch (state) {
    case 'loading':
      return !!root.querySelector('[part~="loading"]');
    case 'empty':
      return !!root.querySelector('[part~="empty"]');
    case 'error':
      return !!root.querySelector('[part~="error"]');
    default:
      return !!root.querySelector('table tbody tr th, [part="plot"] svg, [role="tablist"]');
  }
}

/**
 * `tag` in `state` inside a new frame `<div lang dir>` appended to `parent` (the body by
 * default), once it shows that state in its language and its layout has stopped changing.
 */
export async function mount(
  tag: Tag,
  state: State,
  dir: Dir,
  parent: HTMLElement = document.body,
): Promise<Mounted> {
  const frame = document.createElement('div');
  frame.className = 'frame';
  frame.lang = LANG[dir];
  frame.dir = dir;
  const el = document.createElement(tag) as unknown as Host;
  const appId = uniqueAppId();
  if (tag === 'search-pagination') {
    el.setAttribute('no-url-sync', '');
    el.setAttribute('page', state === 'empty' ? '0' : '3');
    el.setAttribute('nb-pages', state === 'empty' ? '0' : '20');
    el.setAttribute('nb-hits', state === 'empty' ? '0' : '397');
  } else {
    if (state === 'loading') {
      await injectFault(appId, { route: ROUTE[tag], latency: 60_000, times: 0 });
    }
    if (state === 'error') await injectFault(appId, { route: ROUTE[tag], status: 503, times: 0 });
    if (state === 'loading' || state === 'error') el.store = makeStore({ appId, retries: 0 });
    if (tag === 'usage-chart') {
      el.setAttribute('statistic', 'total_search_requests,total_write_operations');
      if (state === 'loaded') el.data = usage();
      else if (state === 'empty') el.data = emptyUsage;
      else el.setAttribute('period', 'month');
    } else if (tag === 'secret-key-list') {
      // Four keys a page: ten skeleton cards would make a 3,000 px picture at 390 px.
      el.setAttribute('limit', '4');
      if (state === 'loaded') {
        el.data = keysPage;
        el.setAttribute('page', '2');
      } else if (state === 'empty') el.data = emptyKeys;
    } else if (state === 'loaded') el.composition = composition;
    else if (state !== 'empty') el.setAttribute('composition-id', 'spring-storefront');
  }
  frame.append(el);
  parent.append(frame);
  const remove = async () => {
    if (state === 'loading') {
      // A new store runs the request again (answered at once): the held one is aborted, so no
      // connection to the emulator stays open for the next cases.
      el.store = makeStore({ retries: 0 });
      await el.updateComplete;
    }
    frame.remove();
    if (tag !== 'search-pagination' && (state === 'loading' || state === 'error')) {
      await clearFaults(appId);
    }
  };
  try {
    await waitUntil(() => shows(tag, state, el), `<${tag}> did not show its ${state} state`, {
      timeout: 8000,
    });
    await translationsSettled();
    await el.updateComplete;
    await settled(frame);
  } catch (error) {
    await remove();
    throw error;
  }
  return { frame, el, remove };
}

/** The next animation frame (or 100 ms, should the page be hidden and draw no frame). */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The rendered tree's markup and boxes: what must stop changing before a picture. */
function snapshot(node: Element): string {
  const parts: string[] = [];
  const visit = (el: Element) => {
    const r = el.getBoundingClientRect();
    parts.push(`${el.tagName}${Math.round(r.width)}x${Math.round(r.height)}`);
    if (el.shadowRoot) {
      parts.push(el.shadowRoot.innerHTML.length.toString());
      for (const child of el.shadowRoot.children) visit(child);
    }
    for (const child of el.children) visit(child);
  };
  visit(node);
  return parts.join('|');
}

/** Waits for the fonts, then until the tree under `node` is the same for three frames running. */
export async function settled(node: Element, timeout = 5000): Promise<void> {
  await document.fonts.ready;
  const end = performance.now() + timeout;
  let last = '';
  let same = 0;
  while (same < 3) {
    if (performance.now() > end) throw new Error('the layout did not settle');
    await nextFrame();
    const now = snapshot(node);
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

const RealDate = Date;

/**
 * Freezes `Date.now()` and `new Date()` at `NOW` (relative dates such as "2 hours ago" are then
 * the same every day); returns the function that restores the clock. Timers are untouched.
 */
export function freezeClock(): () => void {
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(NOW);
      else super(...(args as [number]));
    }

    static override now(): number {
      return NOW;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
