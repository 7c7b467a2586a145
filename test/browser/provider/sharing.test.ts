import { LitElement, html as litHtml } from 'lit';
import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { Store } from '../../../src/store/index.js';
import { StoreConsumer } from '../../../src/internal/store-consumer.js';
import '../../../src/provider/define.js';
import { SearchProvider } from '../../../src/provider/search-provider.js';

/** An element of the library's kind: it takes its store through a `StoreConsumer`. */
class ProbeElement extends LitElement {
  readonly consumer = new StoreConsumer(this, { own: () => undefined });
  protected override render() {
    return litHtml`<p>probe</p>`;
  }
}
customElements.define('provider-probe', ProbeElement);

describe('<search-provider>', () => {
  it('is accessible and renders its children', async () => {
    const el = await fixture(html`<search-provider><p>child</p></search-provider>`);
    await expect(el).to.be.accessible();
    expect(el.textContent).to.contain('child');
  });

  it('shares its store with descendants, and a new store reaches them', async () => {
    const first = new Store();
    const el = await fixture<HTMLElementTagNameMap['search-provider']>(
      html`<search-provider .store=${first}><provider-probe></provider-probe></search-provider>`,
    );
    const probe = el.querySelector('provider-probe') as ProbeElement;
    expect(probe.consumer.store).to.equal(first);
    const second = new Store();
    el.store = second;
    await el.updateComplete;
    expect(probe.consumer.store).to.equal(second);
  });
});

describe('<search-provider> defined after the elements that use it', () => {
  it('still reaches an element that asked for the store before the provider existed', async () => {
    class LateProvider extends SearchProvider {}
    const store = new Store();
    const host = fixtureSync<HTMLElement>(
      html`<late-search-provider .store=${store}
        ><provider-probe></provider-probe
      ></late-search-provider>`,
    );
    const probe = host.querySelector('provider-probe') as ProbeElement;
    expect(probe.consumer.store).to.equal(undefined);
    customElements.define('late-search-provider', LateProvider);
    await (host as SearchProvider).updateComplete;
    expect(probe.consumer.store).to.equal(store);
  });
});
