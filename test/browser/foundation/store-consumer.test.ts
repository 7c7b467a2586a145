import { LitElement, html as litHtml } from 'lit';
import { expect, fixture, html } from '@open-wc/testing';
import { Store } from '../../../src/store/store.js';
import { SearchProvider } from '../../../src/provider/search-provider.js';
import '../../../src/provider/define.js';
import { StoreConsumer } from '../../../src/internal/store-consumer.js';
import { makeClient } from '../../support/emulator.js';
import { needsGc } from '../../support/engine.js';

class PageProbe extends LitElement {
  static override properties = { store: { attribute: false } };
  declare store: Store | undefined;
  readonly consumer = new StoreConsumer(this, { own: () => this.store });
  renders = 0;
  protected override render() {
    this.renders += 1;
    const store = this.consumer.store;
    return litHtml`<p>page ${store?.search.page ?? '-'}, app ${store?.client?.appId ?? '-'}</p>`;
  }
}
customElements.define('store-consumer-probe', PageProbe);

let unique = 0;
/** Defines a provider tag now (as a page that loads the provider's entry late would). */
function defineLateProvider(): string {
  const tag = `late-provider-${++unique}`;
  customElements.define(tag, class extends SearchProvider {});
  return tag;
}

describe('StoreConsumer', () => {
  it('re-renders its host when its store gets a new client, while connected', async () => {
    const store = new Store();
    const el = await fixture<PageProbe>(
      html`<store-consumer-probe .store=${store}></store-consumer-probe>`,
    );
    store.client = makeClient({ appId: 'FIRST' });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('app FIRST');
  });

  it('ignores the store’s other changes (search state, cache)', async () => {
    const store = new Store();
    const el = await fixture<PageProbe>(
      html`<store-consumer-probe .store=${store}></store-consumer-probe>`,
    );
    await el.updateComplete;
    const before = el.renders;
    store.setSearch({ page: 4 });
    store.clearCache();
    await el.updateComplete;
    expect(el.renders).to.equal(before);
  });

  it('stops listening when disconnected and resumes on reconnect', async () => {
    const store = new Store();
    const el = await fixture<PageProbe>(
      html`<store-consumer-probe .store=${store}></store-consumer-probe>`,
    );
    const parent = el.parentElement!;
    el.remove();
    const before = el.renders;
    store.client = makeClient({ appId: 'AWAY' });
    await el.updateComplete;
    expect(el.renders).to.equal(before);
    parent.append(el);
    store.client = makeClient({ appId: 'BACK' });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('app BACK');
  });

  it('takes the store of the nearest provider, and its own store wins', async () => {
    const provided = new Store({ search: { page: 2 } });
    const own = new Store({ search: { page: 5 } });
    const wrapper = await fixture<SearchProvider>(
      html`<search-provider .store=${provided}
        ><store-consumer-probe></store-consumer-probe
      ></search-provider>`,
    );
    const el = wrapper.querySelector<PageProbe>('store-consumer-probe')!;
    await el.updateComplete;
    expect(el.consumer.store).to.equal(provided);
    el.store = own;
    await el.updateComplete;
    expect(el.consumer.store).to.equal(own);
    expect(el.shadowRoot!.textContent).to.contain('page 5');
  });

  it('receives the store of a provider defined after it connected, across a garbage collection', async function () {
    const gc = (window as { gc?: () => void }).gc;
    needsGc(this);
    const tag = `late-provider-${unique + 1}`;
    const host = document.createElement('div');
    host.innerHTML = `<${tag}><store-consumer-probe></store-consumer-probe></${tag}>`;
    document.body.append(host);
    try {
      const el = host.querySelector<PageProbe>('store-consumer-probe')!;
      await el.updateComplete;
      expect(el.consumer.store).to.equal(undefined);
      gc!();
      await new Promise((r) => setTimeout(r, 10));
      gc!();
      defineLateProvider();
      const store = new Store({ search: { page: 3 } });
      (host.firstElementChild as SearchProvider).store = store;
      await (host.firstElementChild as SearchProvider).updateComplete;
      await el.updateComplete;
      expect(el.consumer.store).to.equal(store);
      expect(el.shadowRoot!.textContent).to.contain('page 3');
    } finally {
      host.remove();
    }
  });
});
