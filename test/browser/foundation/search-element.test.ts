import { html as litHtml } from 'lit';
import { expect, fixture, html } from '@open-wc/testing';
import { Store } from '../../../src/store/store.js';
import '../../../src/provider/define.js';
import { failureStrings } from '../../../src/internal/failure-strings.js';
import { SearchElement, type DataStrings } from '../../../src/internal/search-element.js';
import { noClientView } from '../../../src/internal/state-view.js';
import { makeClient } from '../../support/emulator.js';

interface ProbeStrings extends DataStrings {
  hello: string;
}

class SearchProbe extends SearchElement<ProbeStrings> {
  protected static override translations = {
    part: 'searchProbe',
    defaults: { ...failureStrings, hello: 'Hello', noClient: 'No API client', loading: '…' },
  };
  override reload() {
    return Promise.resolve();
  }
  protected override render() {
    const s = this.text;
    if (this.noClient) return noClientView(s.noClient);
    return litHtml`<p lang=${this.locale}>${s.hello}</p>`;
  }
}
customElements.define('search-element-probe', SearchProbe);

const shown = (el: SearchProbe) => el.shadowRoot!.textContent!.trim();

describe('SearchElement', () => {
  it('shows the no-client state without a store, then uses its own store or a provider’s', async () => {
    const el = await fixture<SearchProbe>(html`<search-element-probe></search-element-probe>`);
    expect(el.shadowRoot!.querySelector('[part="no-client"][role="status"]')).to.exist;
    el.store = new Store({ client: makeClient() });
    await el.updateComplete;
    expect(shown(el)).to.equal('Hello');

    const provided = await fixture(
      html`<search-provider .store=${new Store({ client: makeClient() })}
        ><search-element-probe></search-element-probe
      ></search-provider>`,
    );
    const inner = provided.querySelector<SearchProbe>('search-element-probe')!;
    await inner.updateComplete;
    expect(shown(inner)).to.equal('Hello');
  });

  it('merges `strings` over the defaults and re-renders on its own `lang` at once', async () => {
    const el = await fixture<SearchProbe>(
      html`<search-element-probe
        lang="fr"
        .store=${new Store({ client: makeClient() })}
        .strings=${{ hello: 'Bonjour' }}
      ></search-element-probe>`,
    );
    expect(shown(el)).to.equal('Bonjour');
    expect(el.shadowRoot!.querySelector('p')!.lang).to.equal('fr');
    el.setAttribute('lang', 'de');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('p')!.lang).to.equal('de');
  });
});
