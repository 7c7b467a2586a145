import { LitElement, css } from 'lit';
import { expect, fixture, html } from '@open-wc/testing';
import { setPageScheme } from '../../support/engine.js';
import { HttpError, ValidationError } from '../../../src/api/errors.js';
import { failureStrings } from '../../../src/internal/failure.js';
import {
  emptyView,
  errorView,
  loadingView,
  noClientView,
} from '../../../src/internal/state-view.js';
import { sharedStyles } from '../../../src/internal/styles.js';

class StateProbe extends LitElement {
  static override styles = [...sharedStyles, css``];
  static override properties = { view: { attribute: false } };
  declare view: unknown;
  retries = 0;
  protected override render() {
    return this.view;
  }
}
customElements.define('state-view-probe', StateProbe);

async function mount(view: (probe: StateProbe) => unknown): Promise<StateProbe> {
  const el = await fixture<StateProbe>(html`<state-view-probe></state-view-probe>`);
  el.view = view(el);
  await el.updateComplete;
  return el;
}

const errorOf = (el: StateProbe) =>
  errorView(new HttpError(404, 'Composition "summer" not found', {}), {
    strings: failureStrings,
    onRetry: () => (el.retries += 1),
  });

describe('state views', () => {
  afterEach(() => setPageScheme(''));

  for (const scheme of ['light', 'dark'] as const) {
    it(`are accessible in the ${scheme} scheme`, async function () {
      setPageScheme(scheme === 'dark' ? 'dark' : '');
      for (const view of [
        () => loadingView('Loading…'),
        () => emptyView('No keys yet', 'Keys you create appear here.'),
        () => noClientView('No API client'),
        errorOf,
      ]) {
        const el = await mount(view);
        await expect(el).to.be.accessible();
      }
    });
  }

  it('an error names the problem in the service’s words and retries on click', async () => {
    const el = await mount(errorOf);
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('Not found');
    expect(alert.textContent).to.contain('Composition "summer" not found');
    alert.querySelector('button')!.click();
    expect(el.retries).to.equal(1);
  });

  it('a validation failure lists each field', async () => {
    const el = await mount(() =>
      errorView(
        new ValidationError(422, [{ loc: ['query', 'page'], msg: 'too small', type: 'x' }], {}),
        {
          strings: failureStrings,
          onRetry: () => {},
        },
      ),
    );
    expect(el.shadowRoot!.querySelector('li')!.textContent).to.equal('page: too small');
  });

  it('loading is announced politely', async () => {
    const el = await mount(() => loadingView('Loading…'));
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('Loading…');
  });

  it('each state has one part and one role', async () => {
    const states: [() => unknown, string, string][] = [
      [() => emptyView('Nothing'), 'empty', 'status'],
      [() => noClientView('No API client'), 'no-client', 'status'],
    ];
    for (const [view, part, role] of states) {
      const el = await mount(view);
      const block = el.shadowRoot!.querySelector(`[part]`)!;
      expect([block.getAttribute('part'), block.getAttribute('role')]).to.deep.equal([part, role]);
    }
    const failed = await mount(errorOf);
    const alert = failed.shadowRoot!.querySelector('[part="error"]')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.querySelector('button')!.getAttribute('part')).to.equal('retry');
    const loading = await mount(() => loadingView('Loading…'));
    expect(loading.shadowRoot!.querySelector('[part]')!.getAttribute('part')).to.equal('loading');
  });
});
