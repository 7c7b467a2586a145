// <composition-view> on every screen (issue #19): it reflows at 320 px and at 200 % zoom (no
// sideways scroll, no word laid out a letter or two per line, identifiers wrapped only at their
// own separators), its loading, empty and error states are the shared ones (a skeleton shaped
// like the content), its controls are the shared buttons, "Copy JSON" turns into "Copied" for a
// moment, and all of it is accessible in light and dark.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { engine, setPageScheme, skipIn } from '../../support/engine.js';
import type { CompositionView } from '../../../src/composition-view/composition-view.js';
import '../../../src/composition-view/define.js';
import { clearFaults, injectFault, makeStore } from '../../support/emulator.js';

const $ = (el: CompositionView, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: CompositionView, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];

async function load(id: string, attributes: { dir?: string } = {}) {
  const el = await fixture<CompositionView>(
    html`<composition-view
      composition-id=${id}
      dir=${attributes.dir ?? 'ltr'}
      .store=${makeStore()}
    ></composition-view>`,
  );
  await waitUntil(() => $(el, 'h2'), `"${id}" did not load`, { timeout: 5000 });
  await el.updateComplete;
  return el;
}

/** The lines (distinct tops) a text node is laid out on. */
function lines(node: Text): number {
  const range = document.createRange();
  range.selectNodeContents(node);
  const tops = new Set(
    [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
  );
  return tops.size;
}

/** Every text node under `root`, shadow roots included. */
function texts(root: Node): Text[] {
  const out: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text);
  return out;
}

/**
 * The width the page has to fit: the viewport less its vertical scrollbar (`innerWidth` counts
 * it; Firefox draws a 12 px one once the page is taller than the viewport, headless Chromium
 * none). The root's `scrollWidth` is never under it, and over it when the page scrolls sideways.
 */
const viewportWidth = () => document.documentElement.clientWidth;

/**
 * What a reader would call broken at this width: the page scrolling sideways, strings of four
 * or more characters laid out one or two characters per line, and identifiers (in `code`, split
 * by `<wbr>` at their separators) broken inside a piece.
 */
function reflowFaults(el: CompositionView) {
  const sideways = document.documentElement.scrollWidth - viewportWidth();
  const cramped: string[] = [];
  const midToken: string[] = [];
  for (const node of texts(el.shadowRoot!)) {
    const chars = node.data.replace(/\s+/g, '').length;
    if (chars < 4) continue;
    const n = lines(node);
    if (n >= 2 && chars / n <= 2) cramped.push(node.data);
    const inCode = node.parentElement?.closest('code') && !node.parentElement.closest('pre');
    if (inCode && n >= 2 && !/\s/.test(node.data.trim())) midToken.push(node.data);
  }
  return { sideways, cramped, midToken };
}

const noFaults = { sideways: 0, cramped: [], midToken: [] };

// WebKit's WebDriver cannot set the viewport every check here starts from.
beforeEach(function () {
  skipIn(this, ['webkit'], 'WebDriver cannot set the viewport');
});

afterEach(async () => {
  document.body.style.background = '';
  if (engine !== 'webkit') await setViewport({ width: 800, height: 600 });
  setPageScheme('');
});

describe('<composition-view> reflow', function () {
  // The seeded shapes with the deepest nesting, the longest identifiers and the widest table.
  const shapes = ['rich-params', 'injection-three', 'multifeed-ordered', 'rule-breaker'];

  for (const width of [320, 390, 640]) {
    for (const dir of ['ltr', 'rtl']) {
      it(`holds at ${width} px (${dir}): no sideways scroll, nothing a letter per line, no token split`, async function () {
        this.timeout(30_000); // four compositions, loaded and measured
        await setViewport({ width, height: 800 });
        for (const id of shapes) {
          const el = await load(id, { dir });
          expect(reflowFaults(el), `${id} at ${width} px`).to.deep.equal(noFaults);
          el.remove();
        }
      });
    }
  }

  it('wraps a filter at its separator, never inside "sponsored:true" (200 % zoom)', async () => {
    await setViewport({ width: 640, height: 800 });
    const el = await load('injection-three');
    const filter = $$(el, '.injected code').find((c) => c.textContent === 'sponsored:true')!;
    expect(filter, 'the filter of the sponsored item').to.exist;
    // One piece per separator: the line may only break between "sponsored:" and "true".
    expect(filter.querySelectorAll('wbr')).to.have.length(1);
    for (const node of texts(filter)) expect(lines(node), node.data).to.equal(1);
  });

  it('nests labelled values only as deep as the width allows', async () => {
    await setViewport({ width: 640, height: 800 });
    const el = await load('injection-three');
    // At 640 px the top level keeps labels beside values; a list nested in a value has less
    // than 32em and stacks its labels above its values.
    const top = $(el, '.main-source > .kv')!;
    expect(getComputedStyle(top).gridTemplateColumns.split(' ')).to.have.length(2);
    const nested = $(el, '.item .kv .kv')!;
    expect(getComputedStyle(nested).gridTemplateColumns.split(' ')).to.have.length(1);
    await setViewport({ width: 1280, height: 800 });
    await el.updateComplete;
    expect(getComputedStyle(nested).gridTemplateColumns.split(' ')).to.have.length(2);
  });

  it('keeps the JSON in its own keyboard-scrollable box at 320 px', async () => {
    await setViewport({ width: 320, height: 800 });
    const el = await load('rich-params');
    $(el, '[data-tab="json"]')!.click();
    await el.updateComplete;
    const pre = $(el, 'pre[part="json"]')!;
    expect(pre.scrollWidth).to.be.above(pre.clientWidth);
    expect(pre.tabIndex).to.equal(0);
    expect(document.documentElement.scrollWidth).to.equal(viewportWidth());
  });
});

describe('<composition-view> states', () => {
  it('loads behind a skeleton shaped like the content, with a polite status', async () => {
    await setViewport({ width: 320, height: 800 });
    const store = makeStore();
    // (The answer is held until the loading state is checked, then released.)
    await injectFault(store.client!.appId, { route: 'compositions', latency: 60_000 });
    const el = await fixture<CompositionView>(
      html`<composition-view composition-id="minimal" .store=${store}></composition-view>`,
    );
    const loading = $(el, '[part="loading"]')!;
    expect(loading.querySelector('[role="status"]')!.textContent).to.equal(
      'Loading the composition…',
    );
    const skeleton = loading.querySelector('.skeleton-lines')!;
    expect(skeleton.getAttribute('aria-hidden')).to.equal('true');
    // A title, the two tabs, then labelled values.
    expect(skeleton.querySelectorAll('.tabs > .skeleton-line')).to.have.length(2);
    expect(skeleton.querySelectorAll('.kv').length).to.be.at.least(3);
    expect(skeleton.getBoundingClientRect().height).to.be.above(150);
    expect(reflowFaults(el)).to.deep.equal(noFaults);
    await expect(el).to.be.accessible();
    await clearFaults(store.client!.appId);
    await waitUntil(() => $(el, 'h2'), 'never loaded', { timeout: 5000 });
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`is accessible in ${scheme} when loaded, loading, empty and failed, at 320 px`, async function () {
      await setViewport({ width: 320, height: 800 });
      setPageScheme(scheme === 'dark' ? 'dark' : '');
      // The page's own surface in that scheme (the element draws on the page's background).
      document.body.style.background = scheme === 'dark' ? '#181b22' : '#ffffff';
      const loaded = await load('rule-breaker');
      await expect(loaded).to.be.accessible();
      $(loaded, '[data-tab="json"]')!.click();
      await loaded.updateComplete;
      await expect(loaded).to.be.accessible();

      const slow = makeStore();
      await injectFault(slow.client!.appId, { route: 'compositions', latency: 1500 });
      const loading = await fixture<CompositionView>(
        html`<composition-view composition-id="minimal" .store=${slow}></composition-view>`,
      );
      expect($(loading, '[part="loading"]')).to.exist;
      await expect(loading).to.be.accessible();

      const empty = await fixture<CompositionView>(html`<composition-view></composition-view>`);
      expect($(empty, '[part="empty"].state')).to.exist;
      await expect(empty).to.be.accessible();

      const failed = await fixture<CompositionView>(
        html`<composition-view
          composition-id="feature-disabled"
          .store=${makeStore()}
        ></composition-view>`,
      );
      await waitUntil(() => $(failed, '[part="error"]'), 'no error', { timeout: 5000 });
      expect($(failed, '[part="retry"]')!.classList.contains('button')).to.equal(true);
      expect(reflowFaults(failed)).to.deep.equal(noFaults);
      await expect(failed).to.be.accessible();
    });
  }
});

describe('<composition-view> controls', () => {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  afterEach(() => {
    delete (navigator as { clipboard?: unknown }).clipboard;
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
  });

  it('draws its tabs and the copy button as the shared buttons, at least 24 px', async () => {
    const el = await load('minimal');
    const controls = $$(el, '[role="tab"], [part="copy"]');
    expect(controls).to.have.length(3);
    for (const control of controls) {
      expect(control.classList.contains('button'), control.textContent!).to.equal(true);
    }
    for (const tab of $$(el, '[role="tab"]')) {
      const box = tab.getBoundingClientRect();
      expect(box.height, tab.textContent!).to.be.at.least(24);
      expect(box.width, tab.textContent!).to.be.at.least(24);
    }
  });

  it('turns "Copy JSON" into "Copied" with a check for a moment, announced, then back', async () => {
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    });
    const el = await load('minimal');
    $(el, '[data-tab="json"]')!.click();
    await el.updateComplete;
    const copy = $(el, '[part="copy"]')!;
    const label = () => copy.textContent!.trim();
    const iconPath = () =>
      copy.querySelector('svg.icon[aria-hidden="true"] path')!.getAttribute('d');
    expect(label()).to.equal('Copy JSON');
    const copyIcon = iconPath();

    copy.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => label() === 'Copied', 'the button never said "Copied"');
    expect(copied).to.contain('"objectID": "minimal"');
    expect(iconPath(), 'the check replaces the copy icon').not.to.equal(copyIcon);
    const status = $(el, '.copy-status')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('The JSON was copied to the clipboard.');
    // Said once, by the status; seen on the button.
    expect(status.classList.contains('visually-hidden')).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(copy);
    await expect(el).to.be.accessible();

    await waitUntil(() => label() === 'Copy JSON', 'the button stayed "Copied"', {
      timeout: 5000,
    });
    expect(iconPath()).to.equal(copyIcon);
    expect(status.textContent).to.equal('');
  });

  it('keeps the failure visible beside the button when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const el = await load('minimal');
    $(el, '[data-tab="json"]')!.click();
    await el.updateComplete;
    $(el, '[part="copy"]')!.click();
    const status = () => $(el, '.copy-status')!;
    await waitUntil(() => status().textContent!.includes('Copying failed'));
    expect(status().classList.contains('visually-hidden')).to.equal(false);
    expect($(el, '[part="copy"]')!.textContent!.trim()).to.equal('Copy JSON');
  });
});
