import { engine, skipIn } from '../../support/engine.js';
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { makeStore, uniqueAppId } from '../../support/emulator.js';
import type { Store } from '../../../src/store/index.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import { SECRET_KEYS, names, root, rows, settled } from './helpers.js';

/** The element focused inside the list's shadow root (or null). */
function focused(el: SecretKeyList): Element | null {
  return root(el).activeElement;
}

async function tab(times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await sendKeys({ press: 'Tab' });
}

/** Presses Tab until `match` holds for the focused element (at most `limit` times). */
async function tabUntil(el: SecretKeyList, match: (node: Element) => boolean, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await tab();
    const node = focused(el);
    if (node && match(node)) return node as HTMLElement;
  }
  throw new Error('never reached the element by Tab');
}

describe('<secret-key-list> by keyboard only', function () {
  this.timeout(30_000);

  it('reveals, copies, pages and resizes without a mouse', async function () {
    // Open: in the full three-engine run (never alone) Firefox's key presses stop reaching the
    // reveal toggle after the #19 redesign; Chromium and WebKit run it, Firefox alone passes.
    skipIn(this, ['firefox'], 'key presses miss the toggle in the full run (open on #19)');
    const store = makeStore({ appId: uniqueAppId() }) as unknown as Store;
    const wrapper = fixtureSync<HTMLDivElement>(
      html`<div>
        <button>before</button>
        <secret-key-list .store=${store}></secret-key-list>
      </div>`,
    );
    const el = wrapper.querySelector('secret-key-list')!;
    await settled(el);
    wrapper.querySelector('button')!.focus();

    // Tab order: the page-size selector, then the first row's reveal toggle.
    await tab();
    expect(focused(el)?.tagName).to.equal('SELECT');
    // Firefox also stops on the table's scroller when the table is wider than the page (a
    // scrollable region is keyboard-focusable there, so its content can be scrolled).
    const reveal = (await tabUntil(
      el,
      (n) => n.classList.contains('reveal'),
      2,
    )) as HTMLButtonElement;
    expect(reveal.closest('tr')).to.equal(rows(el)[0]);

    const revealed: unknown[] = [];
    el.addEventListener('search-key-reveal', (e) => revealed.push((e as CustomEvent).detail));
    // Space activates a button. Firefox's WebDriver BiDi input delivers a lone space bar press
    // unreliably on a busy run (it knows no key named 'Space', and the key's release comes a
    // task later), so there the toggle is pressed with Enter, as below for hiding.
    await sendKeys({ press: engine === 'firefox' ? 'Enter' : ' ' });
    await waitUntil(() => reveal.textContent!.trim() === 'Hide', 'the key press did not reveal', {
      timeout: 5000,
    });
    await el.updateComplete;
    expect(rows(el)[0]!.querySelector('code')!.textContent).to.equal(SECRET_KEYS[0]!.value);
    expect(revealed).to.deep.equal([{ id: SECRET_KEYS[0]!.id }]);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(reveal.textContent!.trim()).to.equal('Show');
    expect(rows(el)[0]!.querySelector('code')).to.equal(null);

    await tab();
    expect(focused(el)!.classList.contains('copy')).to.be.true;
    const copied: unknown[] = [];
    el.addEventListener('search-copy', (e) => copied.push(e.detail));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => copied.length === 1, 'copy by Enter');
    expect(copied).to.deep.equal([{ kind: 'secret-key', id: SECRET_KEYS[0]!.id }]);
    expect(root(el).querySelector('.notice')!.textContent).to.contain('was copied');

    // Dates are text, not tab stops: the next stop is the next row's reveal toggle.
    await tab();
    expect(focused(el)!.classList.contains('reveal')).to.be.true;
    expect(focused(el)!.closest('tr')).to.equal(rows(el)[1]);
    await expect(el).to.be.accessible();

    // Pages: the page links, with Enter.
    const page2 = await tabUntil(el, (n) => n.getAttribute('aria-label') === 'Page 2');
    const changes: number[] = [];
    el.addEventListener('search-page-change', (e) => changes.push(e.detail.page));
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(changes).to.deep.equal([1]);
    expect(el.page).to.equal(1);
    expect(names(el)).to.deep.equal(SECRET_KEYS.slice(10, 20).map((k) => k.name.trim()));
    expect(page2.isConnected).to.be.true;
    await waitUntil(() => focused(el)?.closest('nav') != null, 'focus kept in pages');

    // Page size: arrow keys on the focused selector.
    const select = root(el).querySelector('select')!;
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await settled(el);
    expect(el.limit).to.equal(25);
    expect(rows(el)).to.have.length(25);
  });
});
