import { LitElement, html as litHtml } from 'lit';
import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { listSecretKeys } from '../../../src/api/endpoints/secret-keys.js';
import type { SecretKeysPage } from '../../../src/api/schemas/secret-keys.js';
import type { Store } from '../../../src/store/store.js';
import { StoreConsumer } from '../../../src/internal/store-consumer.js';
import { Hydration } from '../../../src/internal/ssr.js';
import { Resource, TaskStatus } from '../../../src/internal/resource.js';
import {
  clearFaults,
  injectFault,
  makeStore,
  requestLog,
  uniqueAppId,
} from '../../support/emulator.js';

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

  describe('an element that leaves the document', () => {
    // Answers held until the test releases them, and a client that waits for them.
    const heldStore = async (times: number) => {
      const appId = uniqueAppId();
      await injectFault(appId, { route: 'secret-keys', latency: 60_000, times });
      return { appId, store: makeStore({ appId, retries: 0, timeouts: { read: 120_000 } }) };
    };

    it('gives up its load, and asks again when it comes back', async () => {
      // Only the first answer is held: a later request is answered at once.
      const { appId, store } = await heldStore(1);
      const el = await fixture<ResourceProbe>(
        html`<resource-probe .store=${store}></resource-probe>`,
      );
      await waitUntil(
        async () => (await keyRequests(appId)) === 1,
        'the first request was not sent',
      );
      const parent = el.parentElement!;
      el.remove();
      // Had the held request stayed, this element would have joined it and waited a minute.
      const other = await fixture<ResourceProbe>(
        html`<resource-probe .store=${store}></resource-probe>`,
      );
      await waitUntil(() => shown(other) === 'page 1', 'the second element did not load');
      expect(await keyRequests(appId)).to.equal(2);
      parent.append(el);
      await waitUntil(() => shown(el) === 'page 1', 'the element did not load on its return');
      // (The store's answer, already there.)
      expect(await keyRequests(appId)).to.equal(2);
    });

    it('keeps its load when it only moves within the page', async () => {
      const { appId, store } = await heldStore(0);
      const wrapper = await fixture<HTMLElement>(
        html`<div>
          <p><resource-probe .store=${store}></resource-probe></p>
          <p></p>
        </div>`,
      );
      const el = wrapper.querySelector<ResourceProbe>('resource-probe')!;
      await waitUntil(async () => (await keyRequests(appId)) === 1, 'the request was not sent');
      // Out, then back in, in two steps (as a framework may move it).
      el.remove();
      wrapper.lastElementChild!.append(el);
      await el.updateComplete;
      await clearFaults(appId);
      await waitUntil(() => shown(el) === 'page 1', 'the element did not load');
      expect(await keyRequests(appId)).to.equal(1);
    });
  });
});
