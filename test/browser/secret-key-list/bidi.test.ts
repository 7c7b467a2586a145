// <secret-key-list> with direction controls in key names, agent ids and an error message from
// the service (issue #20, item 4): where people decide which secret to copy, a key name cannot
// pass for another.
import { expect, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { appServingKeys, injectFault, makeStore, uniqueAppId } from '../../support/emulator.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';
import '../../../src/secret-key-list/define.js';
import {
  expectIsolatedHostile,
  expectNoControls,
  HOSTILE,
  HOSTILE_TEXT,
} from '../../support/bidi.js';

const key = {
  id: 'key-1',
  name: HOSTILE,
  value: 'secret',
  agentIds: [HOSTILE],
  isDefault: false,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  lastUsedAt: null,
};

async function mount(appId: string): Promise<SecretKeyList> {
  const container = fixtureSync<HTMLDivElement>(html`<div style="width: 1100px"></div>`);
  const el = document.createElement('secret-key-list') as SecretKeyList;
  el.store = makeStore({ appId });
  container.append(el);
  await waitUntil(
    () => el.shadowRoot?.querySelector('tbody tr:not(.skeleton), [part="error"]'),
    'the list did not load',
    { timeout: 8000 },
  );
  await el.updateComplete;
  return el;
}

describe('<secret-key-list> with direction controls in service text', function () {
  this.timeout(20_000);

  it('shows the controls of a key name and an agent id as markers, in the order they were written', async () => {
    const appId = await appServingKeys([key]);
    const el = await mount(appId);
    const root = el.shadowRoot!;
    const row = root.querySelector('tbody tr')!;
    expectIsolatedHostile(row.querySelector('th bdi'));
    expectIsolatedHostile(row.querySelector('.chip bdi'));
    // Labels that name the key carry the controls' names, never the controls.
    expect(row.querySelector('button.reveal')!.getAttribute('aria-label')).to.equal(
      `Show the secret of ${HOSTILE_TEXT}`,
    );
    expect(row.querySelector('.chips')!.getAttribute('aria-label')).to.contain(HOSTILE_TEXT);
    expectNoControls(root);
    await expect(el).to.be.accessible();
  });

  it('shows the controls of an error message from the service as markers', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, {
      route: 'secret-keys',
      status: 422,
      times: 0,
      body: { status: 422, message: HOSTILE },
    });
    const el = await mount(appId);
    const root = el.shadowRoot!;
    expectIsolatedHostile(root.querySelector('[part="error"] .state-hint bdi'));
    expectNoControls(root);
    await expect(el).to.be.accessible();
  });
});
