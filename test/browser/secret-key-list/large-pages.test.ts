// Large pages: what the list draws from service data is bounded: a page of 100 keys with huge
// names shows every row, no wider than its box and with a bounded amount of text, and each whole
// name stays a click away. (How long that takes, and the longest main-thread task meanwhile, are
// figures of the bench, `npm run bench`, not bounds of a test.)
import { expect, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { checkSecretKeysPage } from '../../../src/api/secret-keys-body.js';
import { cacheKey } from '../../../src/internal/resource.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import type { Store } from '../../../src/store/index.js';
import { injectFault, makeStore, uniqueAppId } from '../../support/emulator.js';
import { largeKeysPage } from '../../support/large-inputs.js';
import { button, root, rows } from '../../support/secret-key-list.js';

/** Mounts a list of 100 per page on `store`, and waits for its rows. */
async function show(store: Store): Promise<SecretKeyList> {
  // fixtureSync and a condition, not fixture() or animation frames: a background test tab
  // (files run in parallel) gets no animation frames, and waiting for one would hang.
  const container = fixtureSync<HTMLDivElement>(html`<div style="width: 800px"></div>`);
  const el = document.createElement('secret-key-list') as SecretKeyList;
  el.limit = 100;
  el.store = store;
  container.append(el);
  await waitUntil(() => rows(el).length > 0, 'no rows', { timeout: 20_000 });
  await el.updateComplete;
  return el;
}

function checkBounded(el: SecretKeyList, width = 800): void {
  const scroller = root(el).querySelector<HTMLElement>('.scroll')!;
  expect(scroller.scrollWidth, 'no horizontal overflow').to.be.at.most(scroller.clientWidth + 1);
  expect(el.getBoundingClientRect().width).to.be.at.most(width);
  expect(root(el).textContent!.length, 'characters drawn').to.be.below(200_000);
}

describe('<secret-key-list> with large pages', function () {
  this.timeout(30_000);

  it('shows 100 keys with 18 KB names served by the emulator (1.8 MB), bounded', async () => {
    // The emulator takes fault bodies under 2 MB: the largest page it can serve.
    const store = makeStore({ appId: uniqueAppId() }) as unknown as Store;
    await injectFault(store.client!.appId, {
      route: 'secret-keys',
      status: 200,
      times: 0,
      body: largeKeysPage(100, 18_000),
    });
    const el = await show(store);
    expect(rows(el)).to.have.length(100);
    checkBounded(el);
  });

  it('shows 100 keys with 100 KB names (a 10 MB body), bounded, each name whole behind a button', async () => {
    // The 10 MB body is parsed and checked by the endpoint's own checker, then handed to the
    // store under the key the list asks for (the emulator cannot take a fault body this size).
    const text = JSON.stringify(largeKeysPage(100, 100_000));
    expect(text.length).to.be.above(10_000_000);
    const store = makeStore({ appId: uniqueAppId() }) as unknown as Store;
    const result = checkSecretKeysPage(JSON.parse(text));
    if (!result.ok) throw new Error('the page does not check');
    void store.request(cacheKey('secret-keys', store.client!, [0, 100]), () =>
      Promise.resolve(result.value),
    );
    const el = await show(store);
    expect(rows(el)).to.have.length(100);
    checkBounded(el);

    // The whole name stays reachable: its start in a title, all of it behind "Full name".
    const row = rows(el)[3]!;
    const clipped = row.querySelector('th [data-clipped]')!;
    expect(clipped.getAttribute('title')!.startsWith('Key 3 nnn')).to.equal(true);
    const more = button(row, 'Full name of ' + clipped.textContent!.slice(0, 255) + '…');
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    more.focus();
    more.click();
    await el.updateComplete;
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    expect(row.querySelector('th .full')!.textContent).to.equal(`Key 3 ${'n'.repeat(100_000)}`);
    checkBounded(el);
    await expect(el).to.be.accessible();
    more.click();
    await el.updateComplete;
    expect(row.querySelector('th .full')).to.equal(null);
  });
});
