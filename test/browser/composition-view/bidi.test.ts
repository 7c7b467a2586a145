// <composition-view> with direction controls in a composition from the service (issue #20,
// item 4): its name, description, index, feed id and item key are drawn in isolates with the
// controls shown as markers, in the readable view and in the JSON.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { injectFault, makeStore, uniqueAppId } from '../../support/emulator.js';
import type { CompositionView } from '../../../src/composition-view/composition-view.js';
import '../../../src/composition-view/define.js';
import {
  CONTROL,
  expectIsolatedHostile,
  expectNoControls,
  HOSTILE,
  HOSTILE_TEXT,
} from '../../support/bidi.js';

const composition = {
  objectID: HOSTILE,
  name: HOSTILE,
  description: HOSTILE,
  behavior: {
    injection: {
      main: { source: { search: { index: HOSTILE, params: { facets: [HOSTILE] } } } },
      injectedItems: [
        { key: HOSTILE, source: { search: { index: 'guides' } }, position: 2, length: 1 },
      ],
    },
  },
};

async function load(): Promise<CompositionView> {
  const store = makeStore({ appId: uniqueAppId() });
  await injectFault(store.client!.appId, {
    route: 'compositions',
    status: 200,
    times: 0,
    body: composition,
  });
  const el = await fixture<CompositionView>(
    html`<composition-view
      style="width: 1100px"
      composition-id="evil"
      .store=${store}
    ></composition-view>`,
  );
  await waitUntil(() => el.shadowRoot!.querySelector('h2, [part="error"]'), 'no composition', {
    timeout: 8000,
  });
  await el.updateComplete;
  return el;
}

describe('<composition-view> with direction controls in service text', function () {
  this.timeout(20_000);

  it('shows the controls of the name, description, id and index as markers, in order', async () => {
    const el = await load();
    const root = el.shadowRoot!;
    expect(root.querySelector('[part="error"]')).to.equal(null);
    expectIsolatedHostile(root.querySelector('h2 bdi'));
    expectIsolatedHostile(root.querySelector('.description bdi'));
    expectIsolatedHostile(root.querySelector('.id bdi'));
    expectIsolatedHostile(root.querySelector('.source code bdi'));
    // In a translated sentence (the item's title): the controls' names.
    expect(root.querySelector('.item-name')!.textContent).to.contain(HOSTILE_TEXT);
    expectNoControls(root);
    await expect(el).to.be.accessible();
  });

  it('shows the controls in the JSON as markers too', async () => {
    const el = await load();
    const root = el.shadowRoot!;
    root.querySelector<HTMLElement>('[data-tab="json"]')!.click();
    await el.updateComplete;
    const json = root.querySelector('[part="json"]')!;
    expect(CONTROL.test(json.textContent!)).to.equal(false);
    expect([...json.querySelectorAll('.bidi')].map((m) => m.textContent)).to.include.members([
      'RLO',
      'LRI',
      'PDI',
    ]);
    expectNoControls(root);
    await expect(el).to.be.accessible();
  });
});
