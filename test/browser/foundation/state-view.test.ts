import { LitElement, css } from 'lit';
import { expect, fixture, html } from '@open-wc/testing';
import { setPageScheme } from '../../support/engine.js';
import { waitUntil } from '../../support/wait.js';
import { HttpError, ValidationError } from '../../../src/api/errors.js';
import { failureStrings } from '../../../src/internal/failure-strings.js';
import { lazy, lazyLoaded, PartError } from '../../../src/internal/lazy.js';
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

// A part loaded on demand, which the probe below asks for on its first render.
let release: () => void = () => {};
const slowPart = lazy(
  'probe part',
  () => new Promise<string>((resolve) => (release = () => resolve('part'))),
);

/** A host whose `updateComplete` waits for the parts it asked for, as `<usage-chart>`'s does. */
class LazyProbe extends LitElement {
  protected override render() {
    return slowPart(this) ?? '…';
  }
  protected override async getUpdateComplete(): Promise<boolean> {
    return lazyLoaded(this, await super.getUpdateComplete());
  }
}
customElements.define('lazy-part-probe', LazyProbe);

async function mount(view: (probe: StateProbe) => unknown): Promise<StateProbe> {
  const el = await fixture<StateProbe>(html`<state-view-probe></state-view-probe>`);
  el.view = view(el);
  await el.updateComplete;
  return el;
}

// A part of the element that could not be loaded (the page went offline).
const partFailedOf = (el: StateProbe) =>
  errorView(new PartError('small multiples', new TypeError('Failed to fetch')), {
    strings: failureStrings,
    onRetry: () => (el.retries += 1),
  });

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
        () => loadingView('Loading…', shape),
        () => emptyView('No keys yet', 'Keys you create appear here.'),
        () => noClientView('No API client'),
        errorOf,
        partFailedOf,
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

  // (A skeleton, as an element passes its own.)
  const shape = html`<span class="skeleton-line"></span>`;

  it('loading is announced politely', async () => {
    const el = await mount(() => loadingView('Loading…', shape));
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
    const loading = await mount(() => loadingView('Loading…', shape));
    expect(loading.shadowRoot!.querySelector('[part]')!.getAttribute('part')).to.equal('loading');
  });

  it('the error view is there on the first render of a failure, naming the problem', async () => {
    const el = await mount(errorOf);
    const alert = el.shadowRoot!.querySelector('[part="error"]')!;
    expect(alert.getAttribute('data-kind')).to.equal('notFound');
    expect(alert.textContent).to.contain('Not found');
    expect(alert.textContent).to.contain('Composition "summer" not found');
  });
});

describe('a part loaded on demand', () => {
  it('is waited for by `updateComplete` through lazyLoaded', async () => {
    const el = document.createElement('lazy-part-probe') as LazyProbe;
    document.body.append(el);
    const done = el.updateComplete;
    setTimeout(() => release(), 0);
    await done;
    expect(el.shadowRoot!.textContent).to.equal('part');
    el.remove();
  });

  // A host that renders what the part gives (`drawn`), as an element does.
  const probe = async () => {
    const el = await fixture<StateProbe>(html`<state-view-probe></state-view-probe>`);
    return el;
  };

  it('that cannot load is an error naming it, tried again only after retry()', async () => {
    let attempts = 0;
    let fail = true;
    const part = lazy('small multiples', () => {
      attempts += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve('loaded');
    });
    const el = await probe();
    let updates = 0;
    const requestUpdate = el.requestUpdate.bind(el);
    el.requestUpdate = (...args: Parameters<typeof requestUpdate>) => {
      updates += 1;
      requestUpdate(...args);
    };
    expect(part(el)).to.equal(undefined);
    await waitUntil(() => updates === 1, 'the host renders again after the failure');
    // That render gets the error, naming the part; asking again does not load again.
    const failed = part(el);
    expect(failed).to.be.instanceOf(PartError);
    expect((failed as PartError).message).to.contain('small multiples');
    expect((failed as PartError).message).to.contain('offline');
    expect(part(el)).to.equal(failed);
    expect(attempts).to.equal(1);
    // Shown by the error view, with Retry.
    el.view = errorView(failed, { strings: failureStrings, onRetry: () => {} });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain(
      'small multiples',
    );
    // Back online, Retry: the next render that asks loads it, and the host renders with it.
    fail = false;
    part.retry();
    expect(part(el)).to.equal(undefined);
    await waitUntil(() => updates === 3, 'rendered with the part');
    expect(part(el)).to.equal('loaded');
    expect(attempts).to.equal(2);
  });
});
