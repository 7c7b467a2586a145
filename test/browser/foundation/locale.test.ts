import { LitElement, html as litHtml } from 'lit';
import { expect, fixtureSync, html } from '@open-wc/testing';
import { LanguageController, formatter, resolveLocale } from '../../../src/internal/locale.js';

class LocaleProbe extends LitElement {
  readonly localeController = new LanguageController(this, { part: 'test', defaults: {} });
  protected override render() {
    return litHtml`<p>${formatter(Intl.NumberFormat, this.localeController.locale).format(1234.5)}</p>`;
  }
}
customElements.define('locale-probe', LocaleProbe);

/** A component with its own shadow root, as any Lit, Stencil or Angular app has. */
class ShadowHost extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<div><locale-probe></locale-probe></div>';
  }
}
customElements.define('locale-shadow-host', ShadowHost);

const text = (el: LocaleProbe) => el.shadowRoot!.textContent!.replace(/\s/g, ' ').trim();

describe('locale', () => {
  it('reads en_US as en-US and falls back past an invalid tag', async () => {
    const el = fixtureSync<HTMLElement>(
      html`<div lang="en_US"><span lang="zz-invalid-"></span></div>`,
    );
    expect(resolveLocale(el)).to.equal('en-US');
    expect(resolveLocale(el.firstElementChild!)).to.equal('en-US');
  });

  it('finds the language across shadow roots, through their hosts', async () => {
    const wrapper = fixtureSync<HTMLElement>(
      html`<div lang="de"><locale-shadow-host></locale-shadow-host></div>`,
    );
    const probe = wrapper
      .querySelector('locale-shadow-host')!
      .shadowRoot!.querySelector<LocaleProbe>('locale-probe')!;
    await probe.updateComplete;
    expect(probe.localeController.locale).to.equal('de');
    expect(text(probe)).to.equal('1.234,5');
  });

  it('re-renders every host when an ancestor changes its lang', async () => {
    const wrapper = fixtureSync<HTMLElement>(
      html`<div lang="en"><locale-probe></locale-probe><locale-probe></locale-probe></div>`,
    );
    const [a, b] = [...wrapper.querySelectorAll<LocaleProbe>('locale-probe')];
    await a!.updateComplete;
    expect(text(a!)).to.equal('1,234.5');
    wrapper.setAttribute('lang', 'fr');
    await new Promise((r) => setTimeout(r));
    await a!.updateComplete;
    await b!.updateComplete;
    expect(text(a!)).to.equal('1 234,5');
    expect(text(b!)).to.equal('1 234,5');
  });

  it('falls back to the browser language, then en-US, for garbage everywhere', async () => {
    const wrapper = fixtureSync<HTMLElement>(
      html`<div lang="zz-invalid-"><locale-probe></locale-probe></div>`,
    );
    const probe = wrapper.querySelector<LocaleProbe>('locale-probe')!;
    await probe.updateComplete;
    // The test page itself says lang="en".
    expect(probe.localeController.locale).to.equal('en');
    expect(text(probe)).to.equal('1,234.5');
  });
});
