import { LitElement, html as litHtml } from 'lit';
import { expect, fixture, html } from '@open-wc/testing';
import { Store } from './store.js';
import { StoreController } from './controller.js';

class PageProbe extends LitElement {
  readonly controller = new StoreController(this, {
    filter: (detail) => detail.part === 'search',
  });
  renders = 0;
  protected override render() {
    this.renders += 1;
    return litHtml`<p>page ${this.controller.store?.search.page ?? '-'}</p>`;
  }
}
customElements.define('store-controller-probe', PageProbe);

describe('StoreController', () => {
  it('re-renders its host on store changes while connected', async () => {
    const store = new Store();
    const el = await fixture<PageProbe>(html`<store-controller-probe></store-controller-probe>`);
    el.controller.store = store;
    await el.updateComplete;
    store.setSearch({ page: 4 });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('page 4');
  });

  it('ignores changes its filter rejects', async () => {
    const store = new Store();
    const el = await fixture<PageProbe>(html`<store-controller-probe></store-controller-probe>`);
    el.controller.store = store;
    await el.updateComplete;
    const before = el.renders;
    store.client = {};
    await el.updateComplete;
    expect(el.renders).to.equal(before);
  });

  it('stops listening when disconnected and resumes on reconnect', async () => {
    const store = new Store();
    const el = await fixture<PageProbe>(html`<store-controller-probe></store-controller-probe>`);
    el.controller.store = store;
    await el.updateComplete;
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
});
