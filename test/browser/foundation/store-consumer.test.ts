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
  readonly consumer = new StoreConsumer(this, {
    own: () => this.store,
    filter: (detail) => detail.part === 'search',
  });
  renders = 0;
  protected override render() {
    this.renders += 1;
    return litHtml`<p>page ${this.consumer.store?.search.page ?? '-'}</p>`;
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
  it('re-renders its host on the store changes its filter keeps, while connected', async () => {
    const store = new Store();
    const el = await fixture<PageProbe>(
      html`<store-consumer-probe .store=${store}></store-consumer-probe>`,
    );
    store.setSearch({ page: 4 });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('page 4');
  });

  it('ignores the changes its filter rejects', async () => {
    const store = new Store();
    const el = await fixture<PageProbe>(
      html`<store-consumer-probe .store=${store}></store-consumer-probe>`,
    );
    await el.updateComplete;
    const before = el.renders;
    store.clearCache();
    store.client = makeClient();
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
    store.setSearch({ page: 7 });
    await el.updateComplete;
    expect(el.renders).to.equal(before);
    parent.append(el);
    store.setSearch({ page: 8 });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('page 8');
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
