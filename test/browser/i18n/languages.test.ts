// Every shipped language, in every element and state: setting `lang` on an ancestor is all a page
// does; the language's modules load on demand, no English default string is left in the visible
// text or in any aria attribute, and axe passes. Then what pages add: `registerTranslation`, a
// partial translation falling back term by term, and a language found across shadow roots.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import '../../../src/pagination/define.js';
import '../../../src/usage-chart/define.js';
import '../../../src/secret-key-list/define.js';
import '../../../src/composition-view/define.js';
import { registerTranslation, translationsSettled } from '../../../src/index.js';
import { hook } from '../../../src/internal/translation-hook.js';
import { defaultStrings as paginationStrings } from '../../../src/pagination/templates.js';
import { defaultStrings as chartStrings } from '../../../src/usage-chart/strings.js';
import { defaultStrings as keyStrings } from '../../../src/secret-key-list/strings.js';
import { defaultStrings as compositionStrings } from '../../../src/composition-view/strings.js';
import type { SecretKeyList } from '../../../src/secret-key-list/secret-key-list.js';
import type { UsageChart } from '../../../src/usage-chart/usage-chart.js';
import type { UsageResult } from '../../../src/api/index.js';
import { clearFaults, injectFault, makeStore, uniqueAppId } from '../../support/emulator.js';

const LANGUAGES = ['ar', 'de', 'es', 'fr', 'he', 'ja', 'pt-BR', 'zh-Hans'];
const RTL = new Set(['ar', 'he']);
type State = 'loaded' | 'loading' | 'empty' | 'error';

const ELEMENTS = {
  'search-pagination': { part: 'pagination', defaults: paginationStrings },
  'usage-chart': { part: 'usageChart', defaults: chartStrings },
  'secret-key-list': { part: 'secretKeyList', defaults: keyStrings },
  'composition-view': { part: 'compositionView', defaults: compositionStrings },
} as const;
type Tag = keyof typeof ELEMENTS;

const ROUTE = {
  'usage-chart': 'usage',
  'secret-key-list': 'secret-keys',
  'composition-view': 'compositions',
} as const;

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const emptyUsage: UsageResult = {
  series: {},
  startDate: new Date(T0).toISOString(),
  endDate: new Date(T0 + 6 * DAY).toISOString(),
  granularity: 'daily',
} as UsageResult;

/** The application ids of this test's elements (their faults are cleared after it). */
const apps: string[] = [];
const clearAll = () => Promise.all(apps.splice(0).map((id) => clearFaults(id)));

/** A `<div lang dir>` in the document. */
function pageIn(lang: string): HTMLElement {
  const page = document.createElement('div');
  page.lang = lang;
  page.dir = RTL.has(lang) ? 'rtl' : 'ltr';
  document.body.append(page);
  return page;
}

/** `tag` in `state`, inside `page` (a new `<div lang dir>`), once its language has arrived. */
async function mount(
  tag: Tag,
  state: State,
  lang: string,
  page = pageIn(lang),
): Promise<HTMLElement> {
  const appId = uniqueAppId();
  apps.push(appId);
  const el = document.createElement(tag) as unknown as HTMLElement & Record<string, unknown>;
  if (tag !== 'search-pagination') {
    if (state === 'loading')
      await injectFault(appId, { route: ROUTE[tag], latency: 20_000, times: 0 });
    if (state === 'error') await injectFault(appId, { route: ROUTE[tag], status: 503, times: 0 });
    if (state !== 'empty') el.store = makeStore({ appId, retries: 0 });
  }
  if (tag === 'search-pagination') {
    el.setAttribute('nb-pages', state === 'empty' ? '0' : '5');
    el.setAttribute('nb-hits', state === 'empty' ? '0' : '2000');
    el.setAttribute('page', '1');
  } else if (tag === 'usage-chart') {
    el.setAttribute('statistic', 'total_search_requests,records');
    el.setAttribute('period', 'month');
    if (state === 'empty') el.data = emptyUsage;
  } else if (tag === 'secret-key-list') {
    el.setAttribute('limit', '2');
    if (state === 'empty') {
      el.data = { data: [], pagination: { page: 1, limit: 2, totalCount: 0, totalPages: 0 } };
    }
  } else if (state !== 'empty') {
    el.setAttribute('composition-id', 'injection-one');
  }
  page.append(el);
  const root = () => el.shadowRoot ?? el;
  const ready: Record<State, () => unknown> = {
    loaded: () =>
      tag === 'search-pagination'
        ? el.querySelector('.ais-Pagination-item--selected')
        : root().querySelector(
            '[part="base"][aria-busy="false"] table, [part="plot"], [role="tablist"]',
          ),
    loading: () => root().querySelector('[part~="loading"], [aria-busy="true"]'),
    empty: () =>
      tag === 'search-pagination'
        ? el.querySelector('.ais-Pagination--noRefinement')
        : root().querySelector('[part~="empty"]'),
    error: () => root().querySelector('[part~="error"]'),
  };
  await waitUntil(ready[state], `${tag} ${state} in ${lang}`, { timeout: 8000 });
  await translationsSettled();
  await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return el;
}

const MARK = '\u0001';
/** The literal parts of a term's English text (placeholders and arguments cut out). */
function fragments(value: unknown): string[] {
  let text: string;
  if (typeof value === 'function') {
    if (value.length > 2 && value !== keyStrings.range) return [];
    try {
      text = String((value as (...a: unknown[]) => unknown)(MARK, 7, MARK));
    } catch {
      return [];
    }
  } else if (typeof value === 'string') text = value;
  else return [];
  return text
    .split(new RegExp(`${MARK}|\\{\\w+\\}|7`))
    .map((s) => s.trim())
    .filter((s) => /\p{L}{3}/u.test(s));
}

/** English texts of `tag` that its translation in `lang` does not use. */
function english(tag: Tag, lang: string): Set<string> {
  const source = ELEMENTS[tag];
  // Only the language's own terms (no English under them): a term it lacks is English.
  const only = (part: string) => hook.translator!.translate({ part, defaults: {} }, lang);
  const translated = only(source.part) as Record<string, unknown>;
  const out = new Set<string>();
  const walk = (en: Record<string, unknown>, tr: Record<string, unknown>) => {
    for (const [term, value] of Object.entries(en)) {
      // Metric names other than the billed one are the service's ids put into words.
      if (term === 'metric' || term === 'warning') continue;
      if (value && typeof value === 'object') {
        walk(value as Record<string, unknown>, (tr[term] ?? {}) as Record<string, unknown>);
        continue;
      }
      const own = new Set(fragments(tr[term]));
      for (const f of fragments(value)) if (!own.has(f)) out.add(f);
    }
  };
  walk(source.defaults as Record<string, unknown>, translated);
  if (tag === 'secret-key-list') {
    const pagination = only('pagination');
    walk(paginationStrings, pagination as Record<string, unknown>);
  }
  return out;
}

const ARIA = [
  'aria-label',
  'aria-valuetext',
  'aria-roledescription',
  'aria-description',
  'title',
  'alt',
  'placeholder',
];

/** Every text the user sees or hears: text nodes and aria attributes, shadow roots included. */
function texts(el: Element): string[] {
  const out: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const t = node.textContent!.trim();
      if (t && node.parentElement?.closest('style, script') == null) out.push(t);
      return;
    }
    if (node instanceof Element) {
      for (const a of ARIA) if (node.hasAttribute(a)) out.push(node.getAttribute(a)!);
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(el);
  return out;
}

/** Texts of `el` that are (or contain) an English default its translation replaces. */
function leftovers(el: HTMLElement, tag: Tag, lang: string): string[] {
  const words = [...english(tag, lang)];
  return texts(el).flatMap((t) =>
    words
      .filter((w) => t === w || (w.includes(' ') && w.length > 5 && t.includes(w)))
      .map((w) => `“${w}” in “${t}”`),
  );
}

const STATES: State[] = ['loaded', 'loading', 'empty', 'error'];

describe('shipped languages', function () {
  this.timeout(60_000);
  afterEach(async () => {
    document.querySelectorAll('body > div[lang]').forEach((d) => d.remove());
    await clearAll();
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every element in every state, with no English left, passes axe`, async () => {
      for (const state of STATES) {
        // Every element in this state on one page (the pagination has no loading or error).
        const page = pageIn(lang);
        const tags = (Object.keys(ELEMENTS) as Tag[]).filter(
          (t) => t !== 'search-pagination' || state === 'loaded' || state === 'empty',
        );
        const els = await Promise.all(
          tags.map(async (tag) => [tag, await mount(tag, state, lang, page)] as const),
        );
        for (const [tag, el] of els)
          expect(leftovers(el, tag, lang), `${tag} ${state}`).to.deep.equal([]);
        await expect(page).to.be.accessible();
        page.remove();
        await clearAll();
      }
    });
  }
});

describe('translations a page adds', () => {
  afterEach(async () => {
    document.querySelectorAll('body > div[lang]').forEach((d) => d.remove());
    await clearAll();
  });

  it('registerTranslation adds a language, term by term over English', async () => {
    registerTranslation({
      $code: 'nl',
      secretKeyList: { caption: 'Geheime sleutels', reveal: 'Tonen' },
    });
    const el = (await mount('secret-key-list', 'loaded', 'nl')) as SecretKeyList;
    const root = el.shadowRoot!;
    expect(root.querySelector('caption')!.textContent!.trim()).to.equal('Geheime sleutels');
    const buttons = [...root.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(buttons).to.include('Tonen');
    // Terms nl does not have stay English, and the check of the shipped languages sees them.
    expect(buttons).to.include(keyStrings.copy);
    expect(leftovers(el, 'secret-key-list', 'nl')).to.include(
      `“${keyStrings.copy}” in “${keyStrings.copy}”`,
    );
  });

  it('a partial pt-BR falls back to the shipped Portuguese, then to English', async () => {
    registerTranslation(
      { $code: 'pt-BR', usageChart: { download: 'Baixar planilha' } },
      { $code: 'pt', usageChart: { tableView: 'Ver tabela' } },
    );
    const el = (await mount('usage-chart', 'loaded', 'pt-BR')) as UsageChart;
    const buttons = [...el.shadowRoot!.querySelectorAll('button')].map((b) =>
      b.textContent!.trim(),
    );
    expect(buttons).to.include('Baixar planilha'); // pt-BR's own term
    expect(buttons).to.include('Ver tabela'); // pt's registered term
    // Nothing left in English: every other term comes from the shipped pt module.
    expect(leftovers(el, 'usage-chart', 'pt-BR')).to.deep.equal([]);
    registerTranslation({ $code: 'fy', usageChart: { download: 'Downloade' } });
    const frisian = (await mount('usage-chart', 'loaded', 'fy-NL')) as UsageChart;
    const own = [...frisian.shadowRoot!.querySelectorAll('button')].map((b) =>
      b.textContent!.trim(),
    );
    expect(own).to.include('Downloade');
    expect(own).to.include(chartStrings.tableView); // no `fy` term: English
  });

  it('an element inside another component’s shadow root follows the outer lang, and changes with it', async () => {
    const page = document.createElement('div');
    page.lang = 'de';
    const outer = document.createElement('div');
    page.append(outer);
    document.body.append(page);
    const shadow = outer.attachShadow({ mode: 'open' });
    shadow.innerHTML = `
      <search-pagination page="1" nb-pages="5" nb-hits="100"></search-pagination>
      <usage-chart statistic="records"></usage-chart>
      <secret-key-list></secret-key-list>
      <composition-view></composition-view>`;
    const chart = shadow.querySelector('usage-chart')! as UsageChart;
    chart.data = emptyUsage;
    const pagination = shadow.querySelector('search-pagination')!;
    const composition = shadow.querySelector('composition-view')!;
    /** What the pagination's landmark and the empty composition say, and what `lang` wants. */
    const said = () => [
      pagination.getAttribute('aria-label'),
      composition.shadowRoot?.textContent ?? '',
    ];
    const wants = (lang: string) => {
      const p = hook.translator!.translate(
        ELEMENTS['search-pagination'],
        lang,
      ) as typeof paginationStrings;
      const c = hook.translator!.translate(
        ELEMENTS['composition-view'],
        lang,
      ) as typeof compositionStrings;
      return [p.label, c.empty];
    };
    const speaks = (lang: string) => async () => {
      await translationsSettled();
      const [label, empty] = said();
      const [wantLabel, wantEmpty] = wants(lang);
      return label === wantLabel && !!empty && empty.includes(wantEmpty!);
    };
    const until = async (lang: string) => {
      for (const end = Date.now() + 5000; !(await speaks(lang)());) {
        if (Date.now() > end) expect(said(), lang).to.deep.equal(wants(lang));
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until('de');
    expect(wants('de')[0]).not.to.equal(paginationStrings.label);
    page.lang = 'fr';
    await until('fr');
    // Every element follows, the chart included (its empty state names no metric in English).
    expect(chart.shadowRoot!.textContent).not.to.contain('No data for');
    // And a lang set inside the shadow root (on the outer component's own wrapper) wins.
    const inner = document.createElement('div');
    inner.lang = 'ja';
    shadow.append(inner);
    inner.append(shadow.querySelector('search-pagination')!);
    await translationsSettled();
    await waitUntil(
      async () => {
        await translationsSettled();
        const ja = hook.translator!.translate(
          ELEMENTS['search-pagination'],
          'ja',
        ) as typeof paginationStrings;
        return pagination.getAttribute('aria-label') === ja.label;
      },
      'Japanese inside the shadow root',
      { timeout: 5000 },
    );
  });
});
