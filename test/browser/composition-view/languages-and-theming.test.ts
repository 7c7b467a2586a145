// <composition-view> on the shared foundation: languages (malformed, invalid, changing), a
// provider defined late (with a garbage collection in between), its events (on user action
// only), and the page's theme tokens in light and dark.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { collectUncaught } from '../../support/fuzz.js';
import { sendKeys } from '@web/test-runner-commands';
import { browserLocale, needsGc, withPageScheme } from '../../support/engine.js';
import type { CompositionView } from '../../../src/composition-view/composition-view.js';
import type { CompositionLike } from '../../../src/composition-view/model.js';
import type { TabChangeDetail } from '../../../src/composition-view/tabs.js';
import '../../../src/composition-view/define.js';
import type { CopyDetail } from '../../../src/internal/events.js';
import { SearchProvider } from '../../../src/provider/search-provider.js';
import { makeStore } from '../../support/emulator.js';

const $ = (el: CompositionView, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);

const main = { source: { search: { index: 'products', params: { hitsPerPage: 1000 } } } };
const composition: CompositionLike = {
  objectID: 'home',
  name: 'Home page',
  behavior: {
    injection: {
      main,
      injectedItems: [
        { key: 'a', position: 1, length: 2, source: { search: { index: 'promos' } } },
        { key: 'b', position: 2, length: 1, source: { search: { index: 'promos' } } },
      ],
    },
  },
  sortingStrategy: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`l${i}`, `i${i}`])),
};

const wrappers: HTMLElement[] = [];
afterEach(() => wrappers.splice(0).forEach((w) => w.remove()));

/** The element inside a wrapper carrying `lang` (no fixture: it would wait for a frame). */
async function inLang(lang: string) {
  const wrapper = document.createElement('div');
  wrapper.lang = lang;
  const el = document.createElement('composition-view');
  el.composition = composition;
  wrapper.append(el);
  document.body.append(wrapper);
  wrappers.push(wrapper);
  await el.updateComplete;
  return { wrapper, el };
}

const hitsPerPage = (el: CompositionView) =>
  $(el, '.main-source .params')!.textContent!.replace(/\s+/g, ' ');

/** Errors thrown anywhere while `run` runs (Lit reports render errors this way). */
async function errorsDuring(run: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const stop = collectUncaught(errors);
  try {
    await run();
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    stop();
  }
  return errors;
}

describe('<composition-view> languages', () => {
  it('reads lang="en_US" as en-US', async () => {
    const errors = await errorsDuring(async () => {
      const { el } = await inLang('en_US');
      expect($(el, 'h2')!.textContent).to.equal('Home page');
      expect(hitsPerPage(el)).to.contain('1,000');
    });
    expect(errors).to.deep.equal([]);
  });

  it('falls back from lang="zz-invalid-" to the browser language, throwing nothing', async () => {
    const expected = new Intl.NumberFormat(browserLocale()).format(1000);
    const errors = await errorsDuring(async () => {
      const { el } = await inLang('zz-invalid-');
      expect($(el, 'h2')!.textContent).to.equal('Home page');
      expect(hitsPerPage(el)).to.contain(expected);
      expect($(el, '[part="warnings"]')!.textContent).to.contain(
        `${new Intl.NumberFormat(browserLocale()).format(21)} sorting strategies`,
      );
    });
    expect(errors).to.deep.equal([]);
  });

  it('follows a lang change on an ancestor', async () => {
    const { wrapper, el } = await inLang('en');
    expect(hitsPerPage(el)).to.contain('1,000');
    wrapper.lang = 'de';
    await waitUntil(() => hitsPerPage(el).includes('1.000'), 'did not follow lang="de"');
    wrapper.lang = 'zz-invalid-';
    await waitUntil(
      () => hitsPerPage(el).includes(new Intl.NumberFormat(browserLocale()).format(1000)),
      'did not fall back from an invalid lang',
    );
  });
});

let unique = 0;

describe('<composition-view> with a provider defined late', () => {
  it('receives the store after a garbage collection, and loads', async function () {
    const gc = (window as { gc?: () => void }).gc;
    needsGc(this);
    const tag = `late-composition-provider-${++unique}`;
    const wrapper = document.createElement(tag) as SearchProvider;
    wrapper.store = makeStore();
    wrapper.innerHTML = '<composition-view composition-id="minimal"></composition-view>';
    document.body.append(wrapper);
    try {
      const el = wrapper.querySelector('composition-view')!;
      await el.updateComplete;
      expect($(el, '[part="no-client"]')!.textContent).to.contain('No API client');
      for (let i = 0; i < 3; i += 1) {
        gc!();
        await new Promise((r) => setTimeout(r, 10));
      }
      // The provider's element is upgraded now: its store property (set before) is applied.
      customElements.define(tag, class extends SearchProvider {});
      await waitUntil(() => $(el, 'h2'), 'never loaded through the late provider', {
        timeout: 5000,
      });
      expect($(el, 'h2')!.textContent).to.equal('Minimal');
      await expect(el).to.be.accessible();
    } finally {
      wrapper.remove();
    }
  });
});

describe('<composition-view> events', () => {
  async function show() {
    const el = await fixture<CompositionView>(
      html`<composition-view .composition=${composition}></composition-view>`,
    );
    const seen: string[] = [];
    for (const type of ['search-tab-change', 'search-copy']) {
      el.addEventListener(type, () => seen.push(type));
    }
    return { el, seen };
  }

  it('fires nothing without a user action', async () => {
    const { el, seen } = await show();
    el.composition = { ...composition, name: 'Other' };
    el.headingLevel = 3;
    el.strings = { readableTab: 'Lesbar' };
    await el.updateComplete;
    await el.reload();
    expect(seen).to.deep.equal([]);
  });

  it('fires search-tab-change on a tab click, cancelable, bubbling out of the shadow root', async () => {
    const { el } = await show();
    const json = $(el, '[role="tab"][data-tab="json"]')!;
    setTimeout(() => json.click());
    const event = await oneEvent(document.body, 'search-tab-change');
    const detail = (event as CustomEvent<TabChangeDetail>).detail;
    expect(detail).to.deep.equal({ tab: 'json', previousTab: 'readable' });
    expect(event.cancelable).to.equal(true);
    expect(event.composed).to.equal(true);
    await el.updateComplete;
    expect(json.getAttribute('aria-selected')).to.equal('true');
  });

  it('keeps the tab when search-tab-change is cancelled', async () => {
    const { el } = await show();
    el.addEventListener('search-tab-change', (e) => e.preventDefault());
    $(el, '[role="tab"][data-tab="json"]')!.click();
    await el.updateComplete;
    expect($(el, '[role="tab"][data-tab="readable"]')!.getAttribute('aria-selected')).to.equal(
      'true',
    );
    expect($(el, 'pre[part="json"]')).to.equal(null);
  });

  it('fires search-tab-change from the keyboard, once per change', async () => {
    const { el } = await show();
    const details: TabChangeDetail[] = [];
    el.addEventListener('search-tab-change', (e) => details.push(e.detail));
    $(el, '[role="tab"][data-tab="readable"]')!.focus();
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(details).to.deep.equal([
      { tab: 'json', previousTab: 'readable' },
      { tab: 'readable', previousTab: 'json' },
    ]);
  });

  describe('search-copy', () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    afterEach(() => {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    });

    function clipboard(writeText: (text: string) => Promise<void>) {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    }

    it('fires after the JSON is copied, naming the composition', async () => {
      let copied = '';
      clipboard(async (text) => void (copied = text));
      const { el } = await show();
      $(el, '[data-tab="json"]')!.click();
      await el.updateComplete;
      setTimeout(() => $(el, '[part="copy"]')!.click());
      const event = (await oneEvent(el, 'search-copy')) as CustomEvent<CopyDetail>;
      expect(event.detail).to.deep.equal({ kind: 'composition', id: 'home' });
      expect(copied).to.equal(JSON.stringify(composition, null, 2));
    });

    it('does not fire when the clipboard refuses', async () => {
      clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
      const { el, seen } = await show();
      $(el, '[data-tab="json"]')!.click();
      await el.updateComplete;
      $(el, '[part="copy"]')!.click();
      await waitUntil(() => $(el, '.copy-status')!.textContent!.includes('Copying failed'));
      expect(seen).to.deep.equal(['search-tab-change']);
    });
  });
});

describe('<composition-view> theme', () => {
  const accent = 'rgb(10, 125, 90)';
  const own = 'rgb(200, 20, 20)';

  async function themed(rule: string) {
    const style = document.createElement('style');
    style.textContent = rule;
    document.head.append(style);
    const el = await fixture<CompositionView>(
      html`<composition-view .composition=${composition}></composition-view>`,
    );
    return { el, style };
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`takes --search-ui-accent from the page (${scheme})`, async function () {
      await withPageScheme(scheme, async () => {
        const { el, style } = await themed(`:root { --search-ui-accent: ${accent}; }`);
        try {
          const tab = $(el, '[role="tab"][aria-selected="true"]')!;
          expect(getComputedStyle(tab).borderTopColor).to.equal(accent);
          style.textContent = `:root { --search-ui-accent: ${accent}; }
            composition-view { --composition-view-accent: ${own}; }`;
          expect(getComputedStyle(tab).borderTopColor).to.equal(own);
        } finally {
          style.remove();
        }
      });
    });
  }

  it('changes its accent between light and dark by itself', async function () {
    const el = await fixture<CompositionView>(
      html`<composition-view .composition=${composition}></composition-view>`,
    );
    const tab = $(el, '[role="tab"][aria-selected="true"]')!;
    const light = getComputedStyle(tab).borderTopColor;
    await withPageScheme('dark', () => {
      expect(getComputedStyle(tab).borderTopColor).to.not.equal(light);
    });
  });

  it('is accessible in dark, warnings, fills and flags included', async function () {
    await withPageScheme('dark', async () => {
      const page = document.createElement('div');
      page.style.cssText = 'background:#181b22;color:#e7e9ee;padding:1rem';
      document.body.append(page);
      try {
        const el = document.createElement('composition-view');
        el.composition = composition;
        page.append(el);
        await el.updateComplete;
        expect($(el, '[part="warnings"]')).to.not.equal(null);
        expect($(el, '.slot.overlap')).to.not.equal(null);
        await expect(page).to.be.accessible();
      } finally {
        page.remove();
      }
    });
  });
});
