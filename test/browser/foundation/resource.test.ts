import { LitElement, html as litHtml } from 'lit';
import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { listSecretKeys } from '../../../src/api/endpoints/secret-keys.js';
import type { SecretKeysPage } from '../../../src/api/schemas/secret-keys.js';
import type { Store } from '../../../src/store/store.js';
import { StoreConsumer } from '../../../src/internal/store-consumer.js';
import { Hydration } from '../../../src/internal/ssr.js';
import { Resource, TaskStatus } from '../../../src/internal/resource.js';
import { injectFault, makeStore, requestLog, uniqueAppId } from '../../support/emulator.js';

class ResourceProbe extends LitElement {
  static override properties = { store: { attribute: false }, page: { type: Number } };
  declare store: Store | undefined;
  page = 1;
  readonly consumer = new StoreConsumer(this, { own: () => this.store });
  readonly keys = new Resource<SecretKeysPage, readonly [number]>(this, {
    name: 'probe-keys',
    consumer: this.consumer,
    hydration: new Hydration(this),
    args: () => [this.page] as const,
    load: (client, [page], signal) => listSecretKeys(client, { page, limit: 5 }, { signal }),
  });
  protected override render() {
    const { status, value } = this.keys.state;
    return status === TaskStatus.ERROR
      ? litHtml`<p>error</p>`
      : status === TaskStatus.COMPLETE && value
        ? litHtml`<p>page ${value.pagination.page}</p>`
        : litHtml`<p>loading</p>`;
  }
}
customElements.define('resource-probe', ResourceProbe);

const shown = (el: ResourceProbe) => el.shadowRoot!.textContent!.trim();
const keyRequests = async (appId: string) =>
  (await requestLog(appId)).filter((r) => r.url.includes('secret-keys')).length;

describe('Resource', () => {
  it('loads through the store and renders by status', async () => {
    const store = makeStore();
    const el = await fixture<ResourceProbe>(
      html`<resource-probe .store=${store}></resource-probe>`,
    );
    await waitUntil(() => el.keys.state.status === TaskStatus.COMPLETE);
    await el.updateComplete;
    expect(shown(el)).to.equal('page 1');
  });

  it('shares one request between elements asking for the same thing', async () => {
    const appId = uniqueAppId();
    const store = makeStore({ appId });
    const wrapper = fixtureSync<HTMLElement>(
      html`<div>
        <resource-probe .store=${store}></resource-probe
        ><resource-probe .store=${store}></resource-probe>
      </div>`,
    );
    const probes = [...wrapper.querySelectorAll<ResourceProbe>('resource-probe')];
    await waitUntil(() => probes.every((p) => p.keys.state.status === TaskStatus.COMPLETE));
    expect(await keyRequests(appId)).to.equal(1);
  });

  it('aborts a superseded load: the newer answer wins even when the older one is slower', async () => {
    const appId = uniqueAppId();
    const store = makeStore({ appId });
    await injectFault(appId, { route: 'secret-keys', latency: 600, times: 1 });
    const el = await fixture<ResourceProbe>(
      html`<resource-probe .store=${store}></resource-probe>`,
    );
    el.page = 2;
    await waitUntil(() => el.keys.state.status === TaskStatus.COMPLETE);
    await new Promise((r) => setTimeout(r, 800));
    await el.updateComplete;
    expect(shown(el)).to.equal('page 2');
  });

  it('reload() asks the service again instead of serving the cached answer', async () => {
    const appId = uniqueAppId();
    const store = makeStore({ appId });
    const el = await fixture<ResourceProbe>(
      html`<resource-probe .store=${store}></resource-probe>`,
    );
    await waitUntil(() => el.keys.state.status === TaskStatus.COMPLETE);
    expect(await keyRequests(appId)).to.equal(1);
    await el.keys.reload();
    expect(await keyRequests(appId)).to.equal(2);
  });

  it('renders the error of a failed load, then recovers on reload', async () => {
    const appId = uniqueAppId();
    const store = makeStore({ appId, retries: 0 });
    await injectFault(appId, { route: 'secret-keys', status: 500, times: 1 });
    const el = await fixture<ResourceProbe>(
      html`<resource-probe .store=${store}></resource-probe>`,
    );
    await waitUntil(() => el.keys.state.status === TaskStatus.ERROR);
    await el.updateComplete;
    expect(shown(el)).to.equal('error');
    await el.keys.reload();
    await el.updateComplete;
    expect(shown(el)).to.equal('page 1');
  });
});
