// Every element used as people use them, in a page served with the strict policy of
// docs/csp.md (`script-src 'self'; style-src 'self'; require-trusted-types-for 'script';
// trusted-types lit-html`, see csp-plugin.mjs): no `securitypolicyviolation` at all. The page is
// an iframe (the runner's own page needs inline scripts); the elements, their store and their
// requests all belong to it.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { Store } from '../../../src/store/index.js';
import type { makeStore as MakeStore } from '../../support/emulator.js';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}
interface StrictPage {
  violations: Violation[];
  ready: Promise<[unknown, { makeStore: typeof MakeStore }]>;
}

/** Served with the policy by csp-plugin.mjs (its `STRICT_PAGE`). */
const STRICT_PAGE = '/test/browser/csp/strict.html';
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const text = (el: Node | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

let frame: HTMLIFrameElement;
let page: StrictPage;
let doc: Document;
let store: Store;

/**
 * Waits until `el`'s shadow root matches `selector`; on a timeout, the error says what the
 * element showed instead (its state and text: an error's message, a skeleton).
 */
const shown = (el: Element, selector: string, timeout = 8000) =>
  waitUntil(() => el.shadowRoot!.querySelector(selector), `${el.localName}: ${selector}`, {
    timeout,
  }).catch((error: Error) => {
    const base = el.shadowRoot?.querySelector('[part~="base"]');
    const busy = base?.getAttribute('aria-busy') === 'true' ? ' (busy)' : '';
    throw new Error(`${error.message}; it showed${busy}: "${text(el.shadowRoot)}"`);
  });
const $ = <T extends HTMLElement = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector)!;
const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
/** An element's pending render (no animation frame: a page in the background gets none). */
const updated = (el: Element) =>
  (el as Element & { updateComplete: Promise<unknown> }).updateComplete;

describe('every element under a strict Content-Security-Policy', function () {
  this.timeout(30_000);

  before(async () => {
    frame = document.createElement('iframe');
    frame.title = 'strict page';
    frame.allow = 'clipboard-read; clipboard-write';
    frame.width = '800';
    frame.height = '600';
    const loaded = new Promise((resolve) =>
      frame.addEventListener('load', resolve, { once: true }),
    );
    frame.src = STRICT_PAGE;
    document.body.append(frame);
    await loaded;
    await waitUntil(() => (frame.contentWindow as { cspPage?: unknown }).cspPage, 'the page');
    page = (frame.contentWindow as unknown as { cspPage: StrictPage }).cspPage;
    const [, emulator] = await page.ready;
    doc = frame.contentDocument!;
    store = emulator.makeStore() as unknown as Store;
  });

  after(() => frame.remove());

  it('is served with the policy, enforced (a control)', () => {
    const control = doc.createElement('div');
    doc.body.append(control);
    control.setAttribute('style', 'color: red');
    // Refused (each engine words it its own way): a plain string is no TrustedHTML here.
    expect(() => (control.innerHTML = '<b>x</b>')).to.throw();
    control.remove();
    return waitUntil(() => page.violations.length >= 2, 'the control violations').then(() => {
      expect(page.violations.map((v) => v.directive).sort()).to.deep.equal([
        'require-trusted-types-for',
        'style-src-attr',
      ]);
      page.violations.length = 0;
    });
  });

  it('loads and uses every element without a violation', async () => {
    // One provider for the elements that load data.
    const provider = doc.createElement('search-provider') as HTMLElement & { store: Store };
    provider.store = store;
    const chart = doc.createElement('usage-chart');
    chart.setAttribute('statistic', 'records');
    chart.setAttribute('start-date', new Date(today - 10 * DAY).toISOString());
    chart.setAttribute('end-date', new Date(today - 1).toISOString());
    const keys = doc.createElement('secret-key-list');
    provider.append(chart, keys);
    const composition = doc.createElement('composition-view') as HTMLElement & {
      composition: unknown;
    };
    composition.composition = {
      objectID: 'home',
      name: 'Home page',
      behavior: { injection: { main: { source: { search: { index: 'products' } } } } },
    };
    const pagination = doc.createElement('search-pagination') as HTMLElement & {
      templates: unknown;
    };
    pagination.setAttribute('nb-pages', '12');
    pagination.setAttribute('no-url-sync', '');
    // A string template (InstantSearch's mustache-style): page-author HTML, through Lit.
    pagination.templates = { next: '<span class="next-arrow">Next {{page}}</span>' };
    doc.body.append(provider, composition, pagination);

    // The chart: pointer, keyboard (the crosshair and its positioned tooltip), table view.
    await shown(chart, '[part="plot"]');
    const plot = $(chart, '[part="plot"]');
    expect(plot.style.getPropertyValue('--_panels')).to.equal('1');
    const rect = plot.getBoundingClientRect();
    plot.dispatchEvent(
      new PointerEvent('pointermove', { clientX: rect.left + 40, clientY: rect.top + 40 }),
    );
    await shown(chart, '[part="tooltip"]');
    plot.focus();
    plot.dispatchEvent(new FocusEvent('focus'));
    key(plot, 'Home');
    key(plot, 'ArrowRight');
    await updated(chart);
    expect(plot.getAttribute('aria-valuenow')).to.equal('1');
    const tooltip = $(chart, '[part="tooltip"]');
    expect(tooltip.style.left).to.match(/^\d+(\.\d+)?px$/);
    // Dropped styles would leave the tooltip in the flow, under the plot's top.
    expect(getComputedStyle(tooltip).position).to.equal('absolute');
    key(plot, 'Escape');
    $(chart, '[part="view-toggle"]').click();
    await shown(chart, 'table[part="table"]');
    $(chart, '[part="view-toggle"]').click();
    await shown(chart, '[part="plot"]');

    // The key list: reveal, copy, the next page (its pagination inside).
    await shown(keys, 'tbody tr:not(.skeleton) button.reveal');
    const firstRow = () => $(keys, 'tbody tr:not(.skeleton)');
    firstRow().querySelector<HTMLButtonElement>('button.reveal')!.click();
    await waitUntil(() => !text(firstRow()).includes('•'), 'a revealed secret', { timeout: 8000 });
    firstRow().querySelector<HTMLButtonElement>('button.copy')!.click();
    // Copied, or refused by a clipboard that needs a focused page: announced either way.
    await waitUntil(
      () => /copied|copy/.test(text(keys.shadowRoot!.querySelector('[part="notice"]'))),
      'the copy announced',
    );
    const firstName = text(firstRow().querySelector('th'));
    keys.shadowRoot!.querySelector<HTMLElement>('nav [aria-label="Next Page"]')!.click();
    await waitUntil(
      () =>
        keys.shadowRoot!.querySelector('tbody tr:not(.skeleton) th') &&
        text(firstRow().querySelector('th')) !== firstName,
      'the second page of keys',
      { timeout: 8000 },
    );

    // The composition: both tabs.
    await shown(composition, '[role="tab"][data-tab="json"]');
    $(composition, '[role="tab"][data-tab="json"]').click();
    await waitUntil(
      () =>
        $(composition, '[role="tab"][data-tab="json"]').getAttribute('aria-selected') === 'true',
      'the JSON tab',
    );
    $(composition, '[role="tab"][data-tab="readable"]').click();

    // The pagination: its string template rendered, then paging.
    await waitUntil(() => pagination.querySelector('.next-arrow'), 'the string template');
    expect(text(pagination.querySelector('.next-arrow'))).to.equal('Next 2');
    pagination.querySelector<HTMLElement>('.next-arrow')!.closest('a')!.click();
    await waitUntil(
      () => text(pagination.querySelector('[aria-current="page"]')) === '2',
      'page 2',
    );
    expect(text(pagination.querySelector('.next-arrow'))).to.equal('Next 3');

    await new Promise((resolve) => setTimeout(resolve, 50)); // a last violation report
    expect(page.violations).to.deep.equal([]);
  });
});
