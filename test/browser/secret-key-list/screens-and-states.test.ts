/**
 * `<secret-key-list>` finished on every screen (issue #19): cards below 64rem of its own width,
 * identifiers that never break inside a token, no sideways scroll at 320 px, feedback in place
 * (Copy → Copied, Show → Hide), dates that are text (at most three tab stops per key), and axe
 * in every state, light and dark.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
// (Each icon from its own module, as src/internal/icons.ts takes them: the package's index
// would have the test runner serve all of Lucide's four thousand modules.)
import Check from 'lucide/dist/esm/icons/check.mjs';
import Copy from 'lucide/dist/esm/icons/copy.mjs';
import EyeOff from 'lucide/dist/esm/icons/eye-off.mjs';
import { mediaEmulation, setPageScheme } from '../../support/engine.js';
import { appServingKeys, clearFaults, injectFault, uniqueAppId } from '../../support/emulator.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import { COPIED_MS } from '../../../src/secret-key-list/secrets.js';
import { SECRET_KEYS, mountList, root, rows, settled } from '../../support/secret-key-list.js';

/** The `d` of an icon's first path, as Lucide draws it. */
const pathOf = (icon: typeof Check) =>
  (icon.find(([tag]) => tag === 'path')![1] as { d: string }).d;

/** The `d` of the first path of the icon drawn in `button`. */
const drawn = (button: Element) => button.querySelector('svg.icon path')?.getAttribute('d');

/** A list inside a box `width` wide (the element follows its own width, not the viewport's). */
async function listIn(
  width: string,
  options: Parameters<typeof mountList>[0] = {},
): Promise<SecretKeyList> {
  const box = fixtureSync<HTMLDivElement>(html`<div style="inline-size: ${width}"></div>`);
  const { el } = await mountList({ ...options, wait: false });
  box.append(el);
  if (options.wait !== false) await settled(el);
  return el;
}

/**
 * The places where `node`'s text wraps inside a token: a line that starts right after a
 * character that is no separator (`_`, `-`, white space). Measured per character with
 * `Range.getClientRects()`, so it sees the lines as drawn. A character starts a new line when its
 * middle is below the previous character's box, not when its top is a little lower: a direction
 * control's marker (`RLO`, in a smaller font) sits lower on the same line, by more or less
 * depending on the font's metrics.
 */
function midTokenBreaks(node: Element): string[] {
  const chars: { c: string; middle: number; bottom: number }[] = [];
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const value = text.textContent!;
    for (let i = 0; i < value.length; i += 1) {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      const rect = range.getClientRects()[0];
      if (rect)
        chars.push({ c: value[i]!, middle: rect.top + rect.height / 2, bottom: rect.bottom });
    }
  }
  const breaks: string[] = [];
  for (let i = 1; i < chars.length; i += 1) {
    const [before, after] = [chars[i - 1]!, chars[i]!];
    if (after.middle > before.bottom && !/[\s_-]/.test(before.c) && !/\s/.test(after.c)) {
      breaks.push(
        `${chars
          .slice(Math.max(0, i - 8), i)
          .map((x) => x.c)
          .join('')}|${chars
          .slice(i, i + 8)
          .map((x) => x.c)
          .join('')}`,
      );
    }
  }
  return breaks;
}

/** Identifiers with their own separators, longer than a phone's line. */
const LONG_IDS = {
  id: 'design-key',
  name: 'prod_storefront_checkout_assistant_key_eu-west',
  value: 'sk_live_0123456789abcdef',
  agentIds: ['agent_storefront_checkout_assistant_eu-west-0042', 'agent_ffbd64f0a1b2'],
  isDefault: true,
  createdAt: '2024-01-02T03:04:05Z',
  updatedAt: '2024-02-03T04:05:06Z',
  lastUsedAt: null,
};

describe('<secret-key-list> design', function () {
  this.timeout(40_000);

  afterEach(async () => {
    if (mediaEmulation) setPageScheme('');
  });

  it('has at most 3 tab stops per key row (dates are text, not tab stops)', async () => {
    const el = await listIn('1200px');
    // The walk ends on this button at the latest: never past the page's last stop (out of the
    // document, see keyboard-focus.ts). Tab moves the focus even in a window without the focus,
    // so this walk, unlike a key press on a control, needs no `focusPage()`.
    const end = document.createElement('button');
    end.textContent = 'end';
    el.after(end);
    root(el).querySelector('select')!.focus();
    const stops = new Map<HTMLTableRowElement, number>();
    for (let i = 0; i < 60; i += 1) {
      await sendKeys({ press: 'Tab' });
      const row = (root(el).activeElement as HTMLElement | null)?.closest('tbody tr');
      if (!row) break;
      stops.set(row as HTMLTableRowElement, (stops.get(row as HTMLTableRowElement) ?? 0) + 1);
    }
    expect(document.activeElement, 'the walk stayed in the page').to.be.oneOf([el, end]);
    expect(stops.size, 'every row reached').to.equal(rows(el).length);
    for (const [row, count] of stops) expect(count, row.textContent!).to.be.within(1, 3);
    // A revealed secret and the date cells add none.
    expect(root(el).querySelectorAll('td [tabindex]')).to.have.length(0);
  });

  it('turns Copy into "Copied" with a check for a moment, announced, then back', async () => {
    const el = await listIn('1200px');
    const key = SECRET_KEYS[2]!;
    const copy = rows(el)[2]!.querySelector<HTMLButtonElement>('button.copy')!;
    expect(copy.textContent!.trim()).to.equal('Copy');
    expect(drawn(copy)).to.equal(pathOf(Copy));
    // The clipboard accepts (a real one needs a trusted click: see security.test.ts).
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.resolve(),
    });
    try {
      copy.click();
      await waitUntil(() => copy.textContent!.trim() === 'Copied', 'no "Copied"');
      expect(drawn(copy), 'a check').to.equal(pathOf(Check));
      // Its name is what it shows, and the status region says the whole of it.
      expect(copy.hasAttribute('aria-label')).to.be.false;
      const notice = root(el).querySelector('[part="notice"]')!;
      await waitUntil(() => notice.textContent!.includes('was copied'), 'not announced');
      expect(notice.getAttribute('role')).to.equal('status');
      expect(notice.textContent).to.contain(`The secret of ${key.name} was copied`);
      // Said, not drawn below the table (off-screen): the button is the visible feedback.
      expect(notice.classList.contains('visually-hidden')).to.be.true;
      await expect(el).to.be.accessible();
      await waitUntil(() => copy.textContent!.trim() === 'Copy', 'never back to Copy', {
        timeout: COPIED_MS + 3000,
      });
      expect(drawn(copy)).to.equal(pathOf(Copy));
      expect(copy.getAttribute('aria-label')).to.equal(`Copy the secret of ${key.name}`);
    } finally {
      delete (navigator.clipboard as unknown as Record<string, unknown>).writeText;
    }
  });

  it('labels the reveal toggle Hide, with the eye-slash icon, while the secret is shown', async () => {
    const el = await listIn('1200px');
    const toggle = rows(el)[0]!.querySelector<HTMLButtonElement>('button.reveal')!;
    const eye = drawn(toggle);
    toggle.click();
    await el.updateComplete;
    expect(toggle.textContent!.trim()).to.equal('Hide');
    expect(drawn(toggle)).to.equal(pathOf(EyeOff));
    expect(toggle.getAttribute('aria-label')).to.equal(
      `Hide the secret of ${SECRET_KEYS[0]!.name}`,
    );
    toggle.click();
    await el.updateComplete;
    expect(toggle.textContent!.trim()).to.equal('Show');
    expect(drawn(toggle)).to.equal(eye);
  });

  it('keeps the same column widths on every page of the wide table', async () => {
    const el = await listIn('1200px');
    const widths = () =>
      [...root(el).querySelectorAll('thead th')].map((th) => th.getBoundingClientRect().width);
    const first = widths();
    el.page = 4;
    await settled(el);
    expect(widths()).to.deep.equal(first);
    // Every row is a table row here, not a card.
    expect(getComputedStyle(rows(el)[0]!).display).to.equal('table-row');
  });

  it('shows cards at 320 px: no sideways scroll, identifiers wrap only at their separators', async () => {
    const appId = await appServingKeys([LONG_IDS, ...SECRET_KEYS.slice(0, 9)], {
      limit: 10,
      page: 1,
      totalCount: 47,
      totalPages: 5,
    });
    const el = await listIn('320px', { appId });
    const row = rows(el)[0]!;
    expect(getComputedStyle(row).display, 'a card').to.equal('flex');
    // The column names are still the table's (clipped), and each card cell shows its own.
    expect(root(el).querySelector('thead')!.getBoundingClientRect().width).to.be.at.most(1);
    // Chromium resolves `attr()` in the computed `content`; Firefox reports the declaration.
    const cell = row.querySelectorAll('td')[3]!;
    const content = getComputedStyle(cell, '::before').content;
    if (content.includes('attr(data-label)')) expect(cell.dataset.label).to.equal('Created');
    else expect(content).to.contain('Created');
    expect(el.scrollWidth, 'the element').to.be.at.most(320);
    for (const scroller of root(el).querySelectorAll<HTMLElement>('.scroll, nav, .toolbar'))
      expect(scroller.scrollWidth, scroller.className).to.be.at.most(scroller.clientWidth + 1);
    const ids = [...root(el).querySelectorAll('tbody th bdi, .chip')];
    expect(ids.length).to.be.greaterThan(20);
    // The long ones do wrap (so the check below has lines to look at)…
    const [long, short] = row.querySelectorAll<HTMLElement>('.chip');
    expect(long!.offsetHeight).to.be.greaterThan(1.5 * short!.offsetHeight);
    // …and never inside a token.
    for (const id of ids) expect(midTokenBreaks(id), id.textContent!).to.deep.equal([]);
    // Three dates side by side or stacked, but inside the card.
    const card = row.getBoundingClientRect();
    for (const cell of row.querySelectorAll('td')) {
      const box = cell.getBoundingClientRect();
      expect(box.left).to.be.at.least(card.left - 0.5);
      expect(box.right).to.be.at.most(card.right + 0.5);
    }
    await expect(el).to.be.accessible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`is accessible in every state, ${scheme}, wide and as cards`, async function () {
      setPageScheme(scheme === 'dark' ? 'dark' : '');
      const page = fixtureSync<HTMLElement>(
        // The page's own background, under the widest list too.
        html`<div
          style="inline-size: max-content; min-inline-size: 100%; color-scheme: ${scheme}; background: ${
            scheme === 'dark' ? '#181b22' : '#fff'
          }"
        ></div>`,
      );
      for (const width of ['1200px', '20rem']) {
        // Loading: the skeleton (it never scrolls sideways, so it needs no tab stop). The
        // answer is held until the checks are done, then released.
        const slow = uniqueAppId();
        await injectFault(slow, { route: 'secret-keys', latency: 60_000 });
        const loading = await listIn(width, { appId: slow, wait: false });
        page.append(loading.parentElement!);
        await loading.updateComplete;
        expect(root(loading).querySelector('tr.skeleton'), `${width} skeleton`).to.exist;
        const scroller = root(loading).querySelector<HTMLElement>('.scroll')!;
        expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth + 1);
        await expect(loading).to.be.accessible();
        // Loaded, with a secret shown.
        await clearFaults(slow);
        await settled(loading);
        rows(loading)[1]!.querySelector<HTMLButtonElement>('button.reveal')!.click();
        await loading.updateComplete;
        await expect(loading).to.be.accessible();
        // Empty.
        const none = uniqueAppId();
        await injectFault(none, {
          route: 'secret-keys',
          status: 200,
          times: 0,
          body: { data: [], pagination: { limit: 10, page: 1, totalCount: 0, totalPages: 0 } },
        });
        const empty = await listIn(width, { appId: none });
        page.append(empty.parentElement!);
        expect(root(empty).querySelector('[part="empty"]')).to.exist;
        await expect(empty).to.be.accessible();
        // Error.
        empty.limit = 0;
        await settled(empty);
        expect(root(empty).querySelector('[part="error"]')).to.exist;
        await expect(empty).to.be.accessible();
      }
    });
  }
});
