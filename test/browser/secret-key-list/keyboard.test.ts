import { expect, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { makeStore, uniqueAppId } from '../../support/emulator.js';
import type { Store } from '../../../src/store/index.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import { SECRET_KEYS, names, root, rows, settled } from '../../support/secret-key-list.js';
import { focusPage } from './keyboard-focus.js';

/** The element focused inside the list's shadow root (or null). */
function focused(el: SecretKeyList): Element | null {
  return root(el).activeElement;
}

/**
 * Presses Tab; every press must land inside the list. So the walk never goes on to the button
 * after it, let alone past the page's last stop (out of the document: see keyboard-focus.ts).
 */
async function tab(el: SecretKeyList, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement, 'Tab stays in the list').to.equal(el);
  }
}

/** Presses Tab until `match` holds for the focused element (at most `limit` times). */
async function tabUntil(el: SecretKeyList, match: (node: Element) => boolean, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await tab(el);
    const node = focused(el);
    if (node && match(node)) return node as HTMLElement;
  }
  throw new Error('never reached the element by Tab');
}

describe('<secret-key-list> by keyboard only', function () {
  this.timeout(30_000);

  it('reveals, copies, pages and resizes without a mouse', async function () {
    await focusPage();
    const store = makeStore({ appId: uniqueAppId() }) as unknown as Store;
    const wrapper = fixtureSync<HTMLDivElement>(
      html`<div>
        <button>before</button>
        <secret-key-list .store=${store}></secret-key-list>
        <button>after</button>
      </div>`,
    );
    const el = wrapper.querySelector('secret-key-list')!;
    await settled(el);
    wrapper.querySelector('button')!.focus();
    expect(document.hasFocus(), 'the page has the keyboard focus').to.equal(true);

    // Tab order: the page-size selector, then the first row's reveal toggle.
    await tab(el);
    expect(focused(el)?.tagName).to.equal('SELECT');
    // Firefox also stops on the table's scroller when the table is wider than the page (a
    // scrollable region is keyboard-focusable there, so its content can be scrolled).
    const reveal = (await tabUntil(
      el,
      (n) => n.classList.contains('reveal'),
      2,
    )) as HTMLButtonElement;
    expect(reveal.closest('tr')).to.equal(rows(el)[0]);
    expect(reveal.matches(':focus-visible'), 'keyboard focus is shown').to.equal(true);

    const revealed: unknown[] = [];
    el.addEventListener('search-key-reveal', (e) => revealed.push((e as CustomEvent).detail));
    // Space activates a button (Enter hides it again, below).
    await sendKeys({ press: ' ' });
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

    await tab(el);
    expect(focused(el)!.classList.contains('copy')).to.be.true;
    const copied: unknown[] = [];
    el.addEventListener('search-copy', (e) => copied.push(e.detail));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => copied.length === 1, 'copy by Enter');
    expect(copied).to.deep.equal([{ kind: 'secret-key', id: SECRET_KEYS[0]!.id }]);
    expect(root(el).querySelector('.notice')!.textContent).to.contain('was copied');

    // Dates are text, not tab stops: the next stop is the next row's reveal toggle.
    await tab(el);
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
