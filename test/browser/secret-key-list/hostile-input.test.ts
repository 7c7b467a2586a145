import { expect, fixtureSync, html } from '@open-wc/testing';
import { appServingKeys } from '../../support/emulator.js';
import { HOSTILE_KEY_NAMES } from '../../../dev/emulator/seed/secret-keys.js';
import { button, mountList, names, root, rows, shown } from '../../support/secret-key-list.js';

const LONG_WORD = 'K'.repeat(2500);
const hostileKey = {
  id: '"><img src=x onerror=alert(1)>',
  name: `<script>window.__pwned = true</script>${LONG_WORD}`,
  value: '<img src=x onerror="window.__pwned=true">secret',
  agentIds: ['<b>bold agent</b>', `agent_${'x'.repeat(600)}`, 'وكيل المبيعات \u202Eexe.\u202C'],
  isDefault: true,
  createdAt: '<i>not a date</i>',
  updatedAt: '2024-01-01T00:00:00Z',
  lastUsedAt: null,
};

function noInjectedElements(shadow: ShadowRoot): void {
  expect(shadow.querySelector('script, img, b, i, iframe')).to.equal(null);
  expect((window as unknown as { __pwned?: boolean }).__pwned).to.equal(undefined);
}

describe('<secret-key-list> with hostile strings', function () {
  // Whole-list renders and axe runs over 47 rows take a while on a busy machine.
  this.timeout(30_000);

  it('renders the seeded markup, long and right-to-left names as text', async () => {
    const container = fixtureSync<HTMLDivElement>(html`<div style="width: 900px"></div>`);
    const { el } = await mountList({ limit: 50 });
    container.append(el);
    await el.updateComplete;
    noInjectedElements(root(el));
    for (const name of HOSTILE_KEY_NAMES) expect(names(el)).to.include(shown(name));
    for (const row of rows(el)) {
      expect(row.querySelector('th')!.getAttribute('dir')).to.equal('auto');
      for (const chip of row.querySelectorAll('.chip'))
        expect(chip.getAttribute('dir')).to.equal('auto');
    }
    const scroller = root(el).querySelector<HTMLElement>('.scroll')!;
    expect(scroller.scrollWidth, 'no horizontal overflow').to.be.at.most(scroller.clientWidth + 1);
    await expect(el).to.be.accessible();
  });

  it('renders hostile text in every field as text, wrapping instead of overflowing', async () => {
    const appId = await appServingKeys([hostileKey]);
    const container = fixtureSync<HTMLDivElement>(html`<div style="width: 700px"></div>`);
    const { el } = await mountList({ appId });
    container.append(el);
    await el.updateComplete;
    const row = rows(el)[0]!;
    noInjectedElements(root(el));
    // Long service strings are drawn bounded, the rest in a title; the whole name on request.
    const shownName = row.querySelector('th [data-clipped]')!;
    expect(shownName.textContent).to.equal(`${hostileKey.name.slice(0, 499)}…`);
    expect(shownName.getAttribute('title')).to.equal(`${hostileKey.name.slice(0, 1999)}…`);
    expect(
      [...row.querySelectorAll('.chip')].map(
        (c) => c.querySelector('[data-clipped]')?.getAttribute('title') ?? c.textContent,
      ),
    ).to.deep.equal([
      hostileKey.agentIds[0],
      `${hostileKey.agentIds[1]}`,
      shown(hostileKey.agentIds[2]!),
    ]);
    expect(row.querySelectorAll('.chip')[1]!.textContent).to.equal(
      `${hostileKey.agentIds[1]!.slice(0, 63)}…`,
    );
    // A date that does not parse is shown as the text it is.
    expect(row.querySelectorAll('td')[3]!.textContent!.trim()).to.equal(hostileKey.createdAt);
    const scroller = root(el).querySelector<HTMLElement>('.scroll')!;
    expect(scroller.scrollWidth, 'long words wrap').to.be.at.most(scroller.clientWidth + 1);
    expect(el.getBoundingClientRect().width).to.be.at.most(700);
    await expect(el).to.be.accessible();

    row.querySelector<HTMLButtonElement>('button.reveal')!.click();
    await el.updateComplete;
    expect(row.querySelector('code')!.textContent).to.equal(hostileKey.value);
    noInjectedElements(root(el));
    const label = (b: Element) => b.getAttribute('aria-label')!;
    const short = `${hostileKey.name.slice(0, 255)}…`;
    // Shown: the toggle now hides it (its name says so, bounded like every name).
    expect(label(row.querySelector('button.reveal')!)).to.equal(`Hide the secret of ${short}`);

    const more = button(row, `Full name of ${short}`);
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    more.click();
    await el.updateComplete;
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    expect(row.querySelector('th .full')!.textContent).to.equal(hostileKey.name);
    noInjectedElements(root(el));
    expect(scroller.scrollWidth, 'the whole name wraps').to.be.at.most(scroller.clientWidth + 1);
    await expect(el).to.be.accessible();
  });
});
