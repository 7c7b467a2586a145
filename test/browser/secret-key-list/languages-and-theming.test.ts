/**
 * `<secret-key-list>` on the shared foundation: languages as pages carry them, a provider
 * defined late (across a garbage collection), one theme rule, and dark mode.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { needsGc, setPageScheme } from '../../support/engine.js';
import { makeStore } from '../../support/emulator.js';
import { SearchProvider } from '../../../src/provider/index.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import {
  SECRET_KEYS,
  mountList,
  names,
  root,
  rows,
  settled,
  shown,
} from '../../support/secret-key-list.js';

const firstNames = SECRET_KEYS.slice(0, 10).map((k) => shown(k.name.trim()));

/** The absolute date the first row's "created" cell shows. */
function createdTip(el: SecretKeyList): string {
  return rows(el)[0]!.querySelectorAll('td')[3]!.querySelector('time')!.textContent!;
}

/** The relative date beside it. */
function createdText(el: SecretKeyList): string {
  return rows(el)[0]!.querySelectorAll('td')[3]!.querySelector('time + .muted')!.textContent!;
}

// Relative dates depend on today: any of the words each language uses for the past.
const ENGLISH = /ago|yesterday|last/;
const FRENCH = /il y a|hier|dernier|dernière/;
const GERMAN = /vor|gestern|letzte/;

const absolute = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(SECRET_KEYS[0]!.createdAt),
  );

/** A list inside `<div lang=…>`, loaded. */
async function listIn(lang: string): Promise<{ el: SecretKeyList; wrapper: HTMLElement }> {
  const store = makeStore();
  const wrapper = fixtureSync<HTMLElement>(
    html`<div lang=${lang}><secret-key-list .store=${store}></secret-key-list></div>`,
  );
  const el = wrapper.querySelector('secret-key-list')!;
  await settled(el);
  return { el, wrapper };
}

describe('<secret-key-list> languages', function () {
  this.timeout(20_000);

  it('reads lang="en_US" as en-US', async () => {
    const { el } = await listIn('en_US');
    expect(names(el)).to.deep.equal(firstNames);
    expect(createdTip(el)).to.equal(absolute('en-US'));
    expect(root(el).querySelector('.range')!.textContent).to.contain('Keys 1–10 of 47');
    await expect(el).to.be.accessible();
  });

  it('falls back from lang="zz-invalid-" to the nearest valid language, throwing nothing', async () => {
    const store = makeStore();
    const outer = fixtureSync<HTMLElement>(
      html`<div lang="de">
        <div lang="zz-invalid-"><secret-key-list .store=${store}></secret-key-list></div>
      </div>`,
    );
    const el = outer.querySelector('secret-key-list')!;
    await settled(el);
    expect(names(el)).to.deep.equal(firstNames);
    expect(createdTip(el)).to.equal(absolute('de'));
    expect(createdText(el)).to.match(GERMAN);
    // Directly under <html lang="en">: English.
    const { el: plain } = await listIn('zz-invalid-');
    expect(createdTip(plain)).to.equal(absolute('en'));
    await expect(el).to.be.accessible();
  });

  it('follows a change of an ancestor lang', async () => {
    const { el, wrapper } = await listIn('en');
    expect(createdText(el)).to.match(ENGLISH);
    wrapper.setAttribute('lang', 'fr');
    await waitUntil(() => FRENCH.test(createdText(el)), 'French dates');
    expect(createdTip(el)).to.equal(absolute('fr'));
    expect(names(el), 'no reload needed').to.deep.equal(firstNames);
    document.documentElement.setAttribute('lang', 'de');
    wrapper.removeAttribute('lang');
    try {
      await waitUntil(() => GERMAN.test(createdText(el)), 'German dates from <html lang>');
      expect(createdTip(el)).to.equal(absolute('de'));
    } finally {
      document.documentElement.setAttribute('lang', 'en');
    }
  });
});

describe('<secret-key-list> with a provider defined late', function () {
  this.timeout(20_000);

  it('receives the store and loads, across a garbage collection', async function () {
    const gc = (window as { gc?: () => void }).gc;
    needsGc(this);
    const tag = `late-provider-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    const wrapper = fixtureSync<HTMLElement>(html`<div></div>`);
    wrapper.innerHTML = `<${tag}><secret-key-list></secret-key-list></${tag}>`;
    (wrapper.firstElementChild as SearchProvider).store = makeStore();
    const el = wrapper.querySelector('secret-key-list')!;
    await el.updateComplete;
    expect(root(el).querySelector('[part="no-client"]')?.textContent).to.contain('No API client');
    await new Promise((r) => setTimeout(r, 0));
    gc!();
    await new Promise((r) => setTimeout(r, 0));
    customElements.define(tag, class extends SearchProvider {});
    await settled(el, 'the list to load through the late provider');
    expect(names(el)).to.deep.equal(firstNames);
  });
});

describe('<secret-key-list> theming', function () {
  this.timeout(20_000);

  afterEach(async () => {
    setPageScheme('');
  });

  /** Adds a page stylesheet for the duration of `run`. */
  async function withPageRule(rule: string, run: () => Promise<void> | void): Promise<void> {
    const style = document.createElement('style');
    style.textContent = rule;
    document.head.append(style);
    try {
      await run();
    } finally {
      style.remove();
    }
  }

  it('takes its accent from --search-ui-accent, in light and dark', async function () {
    // The second of two pages: the default key and the current page link.
    const { el } = await mountList({ limit: 25, page: 1 });
    const badge = root(el).querySelector('.badge')!;
    const current = root(el).querySelector('nav a[aria-current="page"]')!;
    const accent = () => [
      getComputedStyle(badge).color,
      getComputedStyle(badge).borderTopColor,
      getComputedStyle(current).backgroundColor,
    ];
    const light = accent();
    expect(light).to.deep.equal(Array(3).fill('rgb(58, 70, 201)'));
    setPageScheme('dark');
    const dark = accent();
    expect(dark, 'a dark default of its own').to.deep.equal(Array(3).fill('rgb(154, 166, 255)'));
    await withPageRule(':root { --search-ui-accent: rgb(1, 2, 3); }', async () => {
      expect(accent(), 'dark, themed').to.deep.equal(Array(3).fill('rgb(1, 2, 3)'));
      setPageScheme('');
      expect(accent(), 'light, themed').to.deep.equal(Array(3).fill('rgb(1, 2, 3)'));
      // The element's own property still wins over the page token.
      el.style.setProperty('--secret-key-list-accent-color', 'rgb(4, 5, 6)');
      expect(getComputedStyle(badge).color).to.equal('rgb(4, 5, 6)');
      el.style.removeProperty('--secret-key-list-accent-color');
    });
    expect(accent()).to.deep.equal(light);
  });

  it('is accessible in dark mode: rows, a revealed secret, pages and an error', async function () {
    setPageScheme('dark');
    // A dark page, as a page in dark mode has (the element paints no background of its own).
    const container = fixtureSync<HTMLElement>(
      html`<div style="background: #181b22; color-scheme: dark"></div>`,
    );
    const { el } = await mountList();
    container.append(el);
    await el.updateComplete;
    rows(el)[1]!.querySelector<HTMLButtonElement>('button.reveal')!.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    el.limit = 0;
    await settled(el);
    expect(root(el).querySelector('[part="error"]')).to.exist;
    await expect(el).to.be.accessible();
  });
});
