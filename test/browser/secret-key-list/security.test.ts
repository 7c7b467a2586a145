import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendMouse } from '@web/test-runner-commands';
import { pressWith } from '../../support/engine.js';
import { injectFault, keys } from '../../support/emulator.js';
import {
  SECRET_KEYS,
  everything,
  mountList,
  pageLink,
  root,
  rows,
  settled,
} from '../../support/secret-key-list.js';
import type { SecretKeyList } from '../../../src/secret-key-list/index.js';

function revealButton(el: SecretKeyList, row: number): HTMLButtonElement {
  return rows(el)[row]!.querySelector<HTMLButtonElement>('button.reveal')!;
}

/** What a reveal toggle says: "Show" while masked, "Hide" while the secret is shown. */
const says = (button: Element) => button.textContent!.trim();

function copyButton(el: SecretKeyList, row: number): HTMLButtonElement {
  return rows(el)[row]!.querySelector<HTMLButtonElement>('button.copy')!;
}

/** Clicks like a person does (a trusted click, with user activation). */
async function realClick(target: HTMLElement): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

/** What the clipboard holds, read the way a person would: pasting into a text field. */
async function pasteClipboard(): Promise<string> {
  const field = document.createElement('textarea');
  field.setAttribute('aria-label', 'paste target');
  document.body.append(field);
  field.focus();
  await pressWith('Control', 'v');
  const text = field.value;
  field.remove();
  return text;
}

/** Records every console call made while `run` runs. */
async function consoleDuring(run: () => Promise<void>): Promise<string> {
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const saved = methods.map((m) => console[m]);
  const lines: string[] = [];
  for (const m of methods)
    console[m] = (...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
    };
  try {
    await run();
  } finally {
    methods.forEach((m, i) => (console[m] = saved[i]!));
  }
  return lines.join('\n');
}

describe('<secret-key-list> keeps secrets secret', function () {
  this.timeout(20_000);

  it('has no secret value anywhere in the DOM before a reveal', async () => {
    const { el } = await mountList({ limit: 50 });
    const dom = everything(el);
    for (const key of SECRET_KEYS) expect(dom.includes(key.value), key.name).to.be.false;
    expect(dom.includes('sk_live_'), 'a secret prefix in the DOM').to.be.false;
    expect(rows(el)[0]!.querySelector('.mask')!.textContent).to.match(/^\u2022+$/);
    await expect(el).to.be.accessible();
  });

  it('reveals one row on request, as text, never in an attribute; toggles back', async () => {
    const { el } = await mountList();
    const key = SECRET_KEYS[1]!;
    const toggle = revealButton(el, 1);
    expect(says(toggle)).to.equal('Show');
    expect(toggle.getAttribute('aria-label')).to.equal(`Show the secret of ${key.name}`);
    const details: unknown[] = [];
    el.addEventListener('search-key-reveal', (e) => details.push((e as CustomEvent).detail));
    toggle.click();
    await el.updateComplete;
    expect(details).to.deep.equal([{ id: key.id }]);
    // The toggle says what it does next: Hide (its eye-slash icon beside the text).
    expect(says(toggle)).to.equal('Hide');
    expect(toggle.getAttribute('aria-label')).to.equal(`Hide the secret of ${key.name}`);
    expect(toggle.hasAttribute('aria-pressed'), 'a label that changes is not also pressed').to.be
      .false;
    expect(toggle.querySelector('svg.icon[aria-hidden="true"]')).to.exist;
    expect(rows(el)[1]!.querySelector('code')!.textContent).to.equal(key.value);
    const attributes = [...root(el).querySelectorAll('*')]
      .flatMap((n) => [...n.attributes].map((a) => a.value))
      .join('\n');
    expect(attributes.includes(key.value), 'secret in an attribute').to.be.false;
    // Only that row is revealed.
    const dom = everything(el);
    for (const other of SECRET_KEYS.filter((k) => k !== key)) {
      expect(dom.includes(other.value)).to.be.false;
    }
    await expect(el).to.be.accessible();
    toggle.click();
    await el.updateComplete;
    expect(says(toggle)).to.equal('Show');
    expect(toggle.getAttribute('aria-label')).to.equal(`Show the secret of ${key.name}`);
    expect(everything(el).includes(key.value), 'secret in the DOM').to.be.false;
  });

  it('stays masked when search-key-reveal is cancelled', async () => {
    const { el } = await mountList();
    el.addEventListener('search-key-reveal', (e) => e.preventDefault());
    revealButton(el, 0).click();
    await el.updateComplete;
    expect(says(revealButton(el, 0))).to.equal('Show');
    expect(everything(el).includes(SECRET_KEYS[0]!.value), 'secret in the DOM').to.be.false;
  });

  it('hides revealed values when the page changes, even while the old rows stay dimmed', async () => {
    const { el, appId } = await mountList();
    revealButton(el, 0).click();
    await el.updateComplete;
    expect(everything(el).includes(SECRET_KEYS[0]!.value), 'secret shown').to.be.true;
    await injectFault(appId, { route: 'secret-keys', latency: 600 });
    pageLink(el, 'Page 2')!.click();
    await el.updateComplete;
    expect(root(el).querySelector('[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
    expect(everything(el).includes(SECRET_KEYS[0]!.value), 'secret in the DOM').to.be.false;
    await settled(el);
    el.page = 0;
    await settled(el);
    expect(everything(el).includes(SECRET_KEYS[0]!.value), 'secret in the DOM').to.be.false;
    expect(says(revealButton(el, 0))).to.equal('Show');
  });

  it('hides revealed values when the element leaves the document', async () => {
    const { el } = await mountList();
    revealButton(el, 2).click();
    await el.updateComplete;
    expect(everything(el).includes(SECRET_KEYS[2]!.value), 'secret shown').to.be.true;
    const parent = el.parentElement!;
    el.remove();
    await el.updateComplete;
    expect(root(el).innerHTML.includes(SECRET_KEYS[2]!.value), 'secret left behind').to.be.false;
    parent.append(el);
    await el.updateComplete;
    expect(everything(el).includes(SECRET_KEYS[2]!.value), 'secret in the DOM').to.be.false;
    expect(says(revealButton(el, 2))).to.equal('Show');
  });

  it('copies without revealing, announces it, and the clipboard holds the secret', async () => {
    const { el } = await mountList();
    const key = SECRET_KEYS[4]!;
    const details: unknown[] = [];
    el.addEventListener('search-copy', (e) => details.push(e.detail));
    const copy = copyButton(el, 4);
    expect(copy.getAttribute('aria-label')).to.equal(`Copy the secret of ${key.name}`);
    const logged = await consoleDuring(async () => {
      await realClick(copy);
      const notice = () => root(el).querySelector('[part="notice"]')!;
      await waitUntil(() => notice().textContent!.includes('copied'), 'no copy confirmation');
      expect(notice().getAttribute('role')).to.equal('status');
      expect(notice().textContent).to.contain(`The secret of ${key.name} was copied`);
    });
    expect(details).to.deep.equal([{ kind: 'secret-key', id: key.id }]);
    expect(JSON.stringify(details).includes(key.value), 'secret in event').to.be.false;
    expect(logged.includes(key.value), 'secret logged').to.be.false;
    expect(everything(el).includes(key.value), 'secret in the DOM').to.be.false;
    expect(says(copy.closest('tr')!.querySelector('.reveal')!)).to.equal('Show');
    expect(await pasteClipboard()).to.equal(key.value);
    await expect(el).to.be.accessible();
  });

  it('says so when the clipboard refuses, and fires no copy event', async () => {
    const { el } = await mountList();
    const clipboard = navigator.clipboard;
    const original = Object.getOwnPropertyDescriptor(
      Object.getPrototypeOf(clipboard),
      'writeText',
    )!;
    Object.defineProperty(clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
    let copied = 0;
    el.addEventListener('search-copy', () => (copied += 1));
    try {
      copyButton(el, 0).click();
      // A failed copy is drawn (a confirmation is only announced: the button says "Copied").
      await waitUntil(() => root(el).querySelector('.notice:not(.visually-hidden)') !== null);
    } finally {
      delete (clipboard as unknown as Record<string, unknown>).writeText;
      expect(
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(clipboard), 'writeText'),
      ).to.deep.equal(original);
    }
    expect(root(el).querySelector('.notice')!.textContent).to.contain(
      `Could not copy the secret of ${SECRET_KEYS[0]!.name}`,
    );
    expect(copied).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('shows what the service sends for keys without full rights, still masked first', async () => {
    const { el } = await mountList({ apiKey: keys.settings });
    expect(everything(el).includes('sk_live_'), 'secret in the DOM').to.be.false;
    revealButton(el, 0).click();
    await el.updateComplete;
    const shown = rows(el)[0]!.querySelector('code')!.textContent!;
    expect(shown).not.to.equal(SECRET_KEYS[0]!.value);
    expect(shown.endsWith(SECRET_KEYS[0]!.value.slice(-4))).to.be.true;
  });

  it('never logs a secret or puts one in an event while paging, revealing and copying', async () => {
    const { el } = await mountList();
    const events: unknown[] = [];
    for (const type of [
      'search-key-reveal',
      'search-copy',
      'search-page-change',
      'search-page-size-change',
    ])
      el.addEventListener(type, (e) => events.push((e as CustomEvent).detail));
    const logged = await consoleDuring(async () => {
      revealButton(el, 0).click();
      await el.updateComplete;
      await realClick(copyButton(el, 1));
      await waitUntil(() => root(el).querySelector('.notice')!.textContent!.includes('copied'));
      const select = root(el).querySelector('select')!;
      select.value = '25';
      select.dispatchEvent(new Event('change'));
      await settled(el);
      revealButton(el, 20).click();
      await el.updateComplete;
    });
    expect(events).to.have.length(4);
    const all = `${JSON.stringify(events)}\n${logged}`;
    for (const key of SECRET_KEYS) expect(all.includes(key.value), key.name).to.be.false;
  });
});
