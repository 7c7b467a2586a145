import { expect, fixture, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { clearFaults, injectFault, keys, makeClient, uniqueAppId } from '../../support/emulator.js';
import {
  SECRET_KEYS,
  SECRET_KEY_COUNT,
  button,
  currentPageLabel,
  mountList,
  names,
  pageLink,
  pagination,
  root,
  rows,
  settled,
  shown,
} from '../../support/secret-key-list.js';
import { Store } from '../../../src/store/index.js';
import '../../../src/provider/index.js';
import '../../../src/secret-key-list/index.js';
import type {
  PageChangeDetail,
  PageSizeChangeDetail,
  SecretKeyList,
} from '../../../src/secret-key-list/index.js';

/** The names of the seeded keys on a zero-based page. */
const expectedNames = (page: number, limit: number) =>
  SECRET_KEYS.slice(page * limit, (page + 1) * limit).map((k) => shown(k.name.trim()));

/** The error block (the shared error view: a titled alert with a retry button). */
const errorBlock = (el: SecretKeyList) => root(el).querySelector('[part="error"]')!;

/** The user clicks the link of a zero-based page (labelled from one). */
function pick(el: SecretKeyList, zeroBasedPage: number): HTMLElement {
  const link = pageLink(el, `Page ${zeroBasedPage + 1}`)!;
  link.click();
  return link;
}

function select(el: SecretKeyList): HTMLSelectElement {
  return root(el).querySelector('select')!;
}

function chooseLimit(el: SecretKeyList, limit: number): void {
  const s = select(el);
  s.value = String(limit);
  s.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<secret-key-list>', function () {
  this.timeout(20_000);

  it('shows the first page as a real table, accessible', async () => {
    const { el } = await mountList();
    const table = root(el).querySelector('table')!;
    expect(table.querySelector('caption')!.textContent!.trim()).to.equal('Secret keys');
    const headers = [...table.querySelectorAll('thead th')];
    expect(headers.map((h) => h.textContent!.trim())).to.deep.equal([
      'Name',
      'Secret',
      'Agents',
      'Default',
      'Created',
      'Updated',
      'Last used',
    ]);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).to.be.true;
    expect(rows(el)).to.have.length(10);
    expect(rows(el).every((r) => r.querySelector('th')!.getAttribute('scope') === 'row')).to.be
      .true;
    expect(names(el)).to.deep.equal(expectedNames(0, 10));
    expect(root(el).querySelector('.range')!.textContent).to.contain('Keys 1–10 of 47');
    const nav = pagination(el)!;
    expect(nav.getAttribute('aria-label')).to.equal('Secret key pages');
    expect(currentPageLabel(el)).to.equal('Page 1');
    expect(nav.querySelectorAll('.ais-Pagination-item--page')).to.have.length(5);
    expect(pageLink(el, 'Last Page, Page 5')!.getAttribute('href')).to.match(/[?&]page=5$/);
    await expect(el).to.be.accessible();
  });

  it('renders agents as chips, "no agents", the default badge and "never used"', async () => {
    const { el } = await mountList({ limit: 50 });
    expect(rows(el)).to.have.length(SECRET_KEY_COUNT);
    SECRET_KEYS.forEach((key, i) => {
      const cells = rows(el)[i]!.querySelectorAll('td');
      const chips = [...cells[1]!.querySelectorAll('li')].map((li) => li.textContent!.trim());
      if (key.agentIds.length === 0) expect(cells[1]!.textContent).to.contain('No agents');
      else expect(chips).to.deep.equal(key.agentIds);
      expect(cells[2]!.querySelector('.badge') !== null).to.equal(key.isDefault);
      if (key.lastUsedAt === null) expect(cells[5]!.textContent!.trim()).to.equal('Never used');
      else
        expect(cells[5]!.querySelector('time')!.getAttribute('datetime')).to.equal(
          new Date(key.lastUsedAt).toISOString(),
        );
    });
    expect(root(el).querySelectorAll('.badge')).to.have.length(1);
  });

  it('shows each date as the short date with the relative one below, and no tab stop', async () => {
    const { el } = await mountList();
    const key = SECRET_KEYS[0]!;
    const cell = rows(el)[0]!.querySelectorAll('td')[3]!;
    const time = cell.querySelector('time')!;
    expect(time.textContent).to.equal(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(key.createdAt)),
    );
    expect(time.getAttribute('datetime')).to.equal(new Date(key.createdAt).toISOString());
    expect(cell.querySelector('time + .muted')!.textContent).to.match(/ago|yesterday|last|now/);
    // The relative date is on its own line, under the absolute one.
    expect(cell.querySelector('.muted')!.getBoundingClientRect().top).to.be.at.least(
      time.getBoundingClientRect().bottom - 1,
    );
    expect(cell.querySelector('[tabindex], [role="tooltip"]')).to.equal(null);
  });

  it('pages through every page by its links, zero-based in events', async () => {
    const { el } = await mountList();
    const seen: PageChangeDetail[] = [];
    const onPage = (e: Event) => seen.push((e as CustomEvent<PageChangeDetail>).detail);
    document.addEventListener('search-page-change', onPage);
    try {
      for (let page = 1; page <= 4; page += 1) {
        pick(el, page);
        await settled(el);
        expect(el.page).to.equal(page);
        expect(el.getAttribute('page')).to.equal(String(page));
        expect(names(el)).to.deep.equal(expectedNames(page, 10));
        expect(currentPageLabel(el)).to.equal(`Page ${page + 1}`);
      }
      expect(rows(el)).to.have.length(7);
      expect(root(el).querySelector('.range')!.textContent).to.contain('Keys 41–47 of 47');
      pick(el, 0);
      await settled(el);
      expect(names(el)).to.deep.equal(expectedNames(0, 10));
    } finally {
      document.removeEventListener('search-page-change', onPage);
    }
    // One event per page change, from the list itself.
    expect(seen.map((d) => d.page)).to.deep.equal([1, 2, 3, 4, 0]);
    expect(seen[0]).to.deep.equal({ page: 1, previousPage: 0 });
  });

  it('changes the page size and keeps the first key of the page in view', async () => {
    const { el } = await mountList({ page: 2 });
    const label = root(el).querySelector('label')!;
    expect(label.textContent).to.contain('Keys per page');
    expect([...select(el).options].map((o) => o.value)).to.deep.equal(['10', '25', '50', '100']);
    const pageChanges: unknown[] = [];
    el.addEventListener('search-page-change', (e) => pageChanges.push(e.detail));
    const event = oneEvent(el, 'search-page-size-change');
    chooseLimit(el, 25);
    const detail: PageSizeChangeDetail = (await event).detail;
    // Key 21 (the first of zero-based page 2 at 10 a page) is on page 0 at 25 a page.
    expect(detail).to.deep.equal({ limit: 25, previousLimit: 10, page: 0 });
    await settled(el);
    expect(pageChanges, 'a size change is not a page change').to.deep.equal([]);
    expect(el.page).to.equal(0);
    expect(el.limit).to.equal(25);
    expect(el.getAttribute('limit')).to.equal('25');
    expect(rows(el)).to.have.length(25);
    expect(names(el)).to.deep.equal(expectedNames(0, 25));
    expect(pageLink(el, 'Last Page, Page 2')).to.exist;
    chooseLimit(el, 100);
    await settled(el);
    expect(rows(el)).to.have.length(SECRET_KEY_COUNT);
    // Everything fits on one page: no pagination to show.
    expect(pagination(el)).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('follows page and limit attributes set by the page', async () => {
    const { el } = await mountList();
    el.setAttribute('limit', '5');
    el.setAttribute('page', '3');
    await settled(el);
    expect(el.page).to.equal(3);
    expect(names(el)).to.deep.equal(expectedNames(3, 5));
    // An unusual size is offered in the selector so it shows the truth.
    expect(select(el).value).to.equal('5');
  });

  it('reads page and limit attributes as clamped integers', async () => {
    const { el } = await mountList();
    el.setAttribute('page', '-3');
    el.setAttribute('limit', '500');
    await settled(el);
    expect(el.page).to.equal(0);
    expect(el.limit).to.equal(100);
    expect(rows(el)).to.have.length(SECRET_KEY_COUNT);
    el.setAttribute('limit', 'many');
    el.setAttribute('page', '1.7');
    await settled(el);
    expect(el.limit).to.equal(10);
    expect(el.page).to.equal(1);
    expect(names(el)).to.deep.equal(expectedNames(1, 10));
  });

  it('changes nothing when search-page-change is cancelled', async () => {
    const { el } = await mountList();
    const cancel = (e: Event) => e.preventDefault();
    el.addEventListener('search-page-change', cancel);
    el.addEventListener('search-page-size-change', cancel);
    pick(el, 2);
    await el.updateComplete;
    expect(currentPageLabel(el), 'the links stay on the page').to.equal('Page 1');
    chooseLimit(el, 50);
    await el.updateComplete;
    expect(el.page).to.equal(0);
    expect(el.limit).to.equal(10);
    expect(select(el).value).to.equal('10');
    expect(root(el).querySelector('[aria-busy="true"]')).to.equal(null);
    expect(names(el)).to.deep.equal(expectedNames(0, 10));
    el.removeEventListener('search-page-change', cancel);
    el.removeEventListener('search-page-size-change', cancel);
  });

  it('keeps the previous rows visible and dimmed until the next page arrives', async () => {
    const { el, appId } = await mountList();
    await injectFault(appId, { route: 'secret-keys', latency: 700, times: 1 });
    pick(el, 1);
    await el.updateComplete;
    const table = root(el).querySelector('table')!;
    expect(root(el).querySelector('[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
    expect(table.classList.contains('stale')).to.be.true;
    expect(Number(getComputedStyle(table.querySelector('tbody')!).opacity)).to.be.below(1);
    expect(names(el), 'old rows stay').to.deep.equal(expectedNames(0, 10));
    expect(root(el).querySelector('[role="status"]')!.textContent).to.contain('Loading page 2');
    await expect(el).to.be.accessible();
    await settled(el);
    expect(names(el)).to.deep.equal(expectedNames(1, 10));
    expect(table.classList.contains('stale')).to.be.false;
  });

  it('aborts superseded requests: rapid page changes end on the last page asked for', async () => {
    // A real client and store; the store is told which loads it started (and their signals).
    const loads: { key: string; signal: AbortSignal }[] = [];
    class RecordingStore extends Store {
      override request<T>(
        key: string,
        load: (signal: AbortSignal) => Promise<T>,
        options?: { signal?: AbortSignal; ttl?: number },
      ): Promise<T> {
        return super.request(
          key,
          (signal) => {
            loads.push({ key, signal });
            return load(signal);
          },
          options,
        );
      }
    }
    const appId = uniqueAppId();
    const store = new RecordingStore({ client: makeClient({ appId }) });
    const { el } = await mountList({ appId, store });
    await injectFault(appId, { route: 'secret-keys', latency: 400, times: 0 });
    for (const page of [1, 2, 3]) {
      pick(el, page);
      await el.updateComplete;
    }
    await settled(el);
    await clearFaults(appId);
    expect(el.page).to.equal(3);
    expect(names(el)).to.deep.equal(expectedNames(3, 10));
    const byPage = (p: number) => loads.find((l) => JSON.parse(l.key.split('|')[2]!)[0] === p)!;
    expect(byPage(1).signal.aborted, 'page 1 aborted').to.be.true;
    expect(byPage(2).signal.aborted, 'page 2 aborted').to.be.true;
    expect(byPage(3).signal.aborted).to.be.false;
    // Late answers of the superseded pages never replace the last one.
    await new Promise((r) => setTimeout(r, 500));
    expect(names(el)).to.deep.equal(expectedNames(3, 10));
  });

  it('says when the page is past the end and offers the last page', async () => {
    const { el } = await mountList({ page: 8 });
    const state = root(el).querySelector('.state')!;
    expect(state.textContent).to.contain('Page 9 is past the end of the list');
    expect(state.textContent).to.contain('only 5 pages');
    expect(rows(el)).to.have.length(0);
    await expect(el).to.be.accessible();
    const go = button(el, 'Go to the last page (5)');
    go.click();
    await settled(el);
    expect(el.page).to.equal(4);
    expect(names(el)).to.deep.equal(expectedNames(4, 10));
    await waitUntil(() => root(el).activeElement === root(el).querySelector('[part="base"]'));
  });

  it('shows "No secret keys yet" when there are none', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, {
      route: 'secret-keys',
      status: 200,
      body: { data: [], pagination: { limit: 10, page: 1, totalCount: 0, totalPages: 0 } },
    });
    const { el } = await mountList({ appId });
    expect(root(el).querySelector('.state')!.textContent).to.contain('No secret keys yet');
    expect(root(el).querySelector('table')).to.equal(null);
    expect(pagination(el)).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shows loading skeleton rows, busy, while the first page loads', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, { route: 'secret-keys', latency: 600 });
    const { el } = await mountList({ appId, wait: false });
    await el.updateComplete;
    expect(root(el).querySelector('[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
    expect(root(el).querySelector('table')).to.not.equal(null);
    expect(root(el).querySelectorAll('tr.skeleton')).to.have.length(10);
    expect(root(el).querySelector('[role="status"]')!.textContent).to.contain(
      'Loading secret keys',
    );
    await expect(el).to.be.accessible();
    await settled(el);
    expect(rows(el)).to.have.length(10);
  });

  it('lists each 422 detail item of the service as "parameter: message"', async () => {
    const { el } = await mountList();
    // The attribute is clamped to 100; a property is sent as it is, and the service refuses it.
    el.limit = 500;
    await settled(el);
    const error = errorBlock(el);
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.getAttribute('data-kind')).to.equal('invalid');
    expect(error.textContent).to.contain('The service refused the request parameters');
    const items = [...error.querySelectorAll('li')].map((li) => li.textContent!.trim());
    expect(items).to.have.length(1);
    expect(items[0]).to.match(/^limit: \S/);
    await expect(el).to.be.accessible();
  });

  it('names a parameter the client refuses to send (limit 0) as invalid', async () => {
    const { el } = await mountList();
    el.limit = 0;
    await settled(el);
    const error = errorBlock(el);
    expect(error.getAttribute('data-kind')).to.equal('invalid');
    expect(error.textContent).to.contain('The service refused the request parameters');
    expect(error.textContent).to.match(/\blimit\b/);
    await expect(el).to.be.accessible();
  });

  it('shows a 422 detail sent by the service verbatim, as text', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, {
      route: 'secret-keys',
      status: 422,
      body: {
        detail: [
          { loc: ['query', 'page'], msg: 'Input should be <b>valid</b>', type: 'int_parsing' },
          { loc: ['query', 'limit'], msg: 'Too large', type: 'less_than_equal' },
        ],
      },
    });
    const { el } = await mountList({ appId });
    const items = [...errorBlock(el).querySelectorAll('li')].map((li) => li.textContent!.trim());
    expect(items).to.deep.equal(['page: Input should be <b>valid</b>', 'limit: Too large']);
    expect(errorBlock(el).querySelector('b')).to.equal(null);
  });

  it('shows the service message for 401 and 403', async () => {
    const { el } = await mountList({ apiKey: keys.invalid });
    const error = errorBlock(el);
    expect(error.textContent).to.contain('The service refused access');
    expect(error.textContent).to.contain('Invalid credentials');
    await expect(el).to.be.accessible();

    const { el: forbidden } = await mountList({ apiKey: keys.usage });
    const message = errorBlock(forbidden).textContent!;
    expect(message).to.contain('The service refused access');
    expect(message.replace('The service refused access to the secret keys.', '').trim()).not.to.be
      .empty;
    expect(button(forbidden, 'Retry')).to.exist;
  });

  it('reports a timeout with a Retry button that recovers', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, { route: 'secret-keys', latency: 3000, times: 0 });
    const { el } = await mountList({ appId, retries: 0, timeouts: { connect: 300, read: 300 } });
    const error = errorBlock(el);
    expect(error.textContent).to.contain('timed out');
    await expect(el).to.be.accessible();
    await clearFaults(appId);
    button(el, 'Retry').click();
    await settled(el);
    expect(names(el)).to.deep.equal(expectedNames(0, 10));
    await waitUntil(() => root(el).activeElement === root(el).querySelector('[part="base"]'));
  });

  it('reports a dropped connection as a network error with Retry', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, { route: 'secret-keys', drop: true, times: 0 });
    const { el } = await mountList({ appId, retries: 0 });
    const error = errorBlock(el);
    expect(error.textContent).to.contain('Network error');
    await expect(el).to.be.accessible();
    await clearFaults(appId);
    button(el, 'Retry').click();
    await settled(el);
    expect(rows(el)).to.have.length(10);
  });

  it('reports malformed and wrongly shaped answers with the schema message', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, { route: 'secret-keys', malformed: true });
    const { el } = await mountList({ appId, retries: 0 });
    expect(errorBlock(el).textContent).to.contain('cannot be shown');
    await expect(el).to.be.accessible();

    const other = uniqueAppId();
    await injectFault(other, { route: 'secret-keys', wrongShape: true });
    const { el: shaped } = await mountList({ appId: other, retries: 0 });
    const text = errorBlock(shaped).textContent!;
    expect(text).to.contain('cannot be shown');
    expect(text).to.contain('Unexpected response');
  });

  it('uses the store of an enclosing <search-provider>', async () => {
    const store = new Store({ client: makeClient({ appId: uniqueAppId() }) });
    const wrapper = await fixture(
      html`<search-provider .store=${store}><secret-key-list></secret-key-list></search-provider>`,
    );
    const el = wrapper.querySelector('secret-key-list')!;
    await settled(el);
    expect(names(el)).to.deep.equal(expectedNames(0, 10));
  });

  it('reloads when the store gets another client', async () => {
    const store = new Store({ client: makeClient({ appId: uniqueAppId(), apiKey: keys.invalid }) });
    const { el } = await mountList({ store });
    expect(errorBlock(el)).to.exist;
    store.client = makeClient({ appId: uniqueAppId() });
    await settled(el);
    expect(rows(el)).to.have.length(10);
  });

  it('says it is not connected without a store', async () => {
    const el = await fixture<SecretKeyList>(html`<secret-key-list></secret-key-list>`);
    const state = root(el).querySelector('[part="no-client"][role="status"]');
    expect(state?.textContent).to.contain('No API client');
    await expect(el).to.be.accessible();
  });

  it('takes overridden strings and formats for its language', async () => {
    const store = new Store({ client: makeClient({ appId: uniqueAppId() }) });
    // A plain wrapper: fixtureSync (fixture() would wait for an animation frame, which a
    // background tab never gets when test files run side by side).
    const wrapper = fixtureSync(
      html`<div lang="fr">
        <secret-key-list
          .store=${store}
          .strings=${{ caption: 'Clés secrètes', columnName: 'Nom', neverUsed: 'Jamais utilisée' }}
        ></secret-key-list>
      </div>`,
    );
    const el = wrapper.querySelector('secret-key-list')!;
    await settled(el);
    expect(root(el).querySelector('caption')!.textContent!.trim()).to.equal('Clés secrètes');
    expect(root(el).querySelector('thead th')!.textContent!.trim()).to.equal('Nom');
    const dates = [...root(el).querySelectorAll('time + .muted')].map((d) => d.textContent!);
    expect(
      dates.some((d) => /il y a|hier/.test(d)),
      dates.join(', '),
    ).to.be.true;
  });
});
