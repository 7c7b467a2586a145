// Reflow at 320 CSS px (WCAG 1.4.10; issue #19): the viewport set to 320 px wide (what 400 %
// zoom of a 1280 px window gives) and each element, in each of its states and in both
// directions, in a container as wide as the page (320 px, less the vertical scrollbar where the
// engine draws one: Firefox's takes 12 px once the page is taller than the viewport, headless
// Chromium draws none). The page must not scroll sideways (`document.documentElement.scrollWidth
// <= clientWidth`, the viewport without its scrollbar: `innerWidth` counts the scrollbar, so a
// page 12 px too wide in Firefox would pass against it), and no text of 4 or more characters
// may be laid out one or two characters per line (its lines, measured per text node with
// Range.getClientRects across shadow roots, must stay under half its length). A failure names
// each offender: the text, its number of lines, its width and where it is.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { engine, skipIn } from '../../support/engine.js';
import { mount, statesOf, TAGS, type Dir } from '../visual/cases.js';

const WIDTH = 320;
const NO_VIEWPORT = 'the WebDriver of WebKitGTK cannot set the viewport (setViewport)';

/** Text nodes of `root` and of every shadow root below it, outside style and script. */
function textNodes(root: Node): Text[] {
  const out: Text[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node as Text);
      return;
    }
    if (node instanceof Element) {
      if (/^(STYLE|SCRIPT|TEMPLATE)$/.test(node.tagName)) return;
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return out;
}

/** Where a node is: its parent's tag, part and class, up to the shadow host. */
function where(node: Text): string {
  const path: string[] = [];
  for (let el = node.parentElement; el && path.length < 3; el = el.parentElement) {
    const part = el.getAttribute('part');
    const cls = el.getAttribute('class');
    path.unshift(
      `${el.localName}${part ? `[part="${part}"]` : ''}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}`,
    );
  }
  const host = (node.getRootNode() as ShadowRoot).host;
  return `${host ? `<${host.localName}> ` : ''}${path.join(' > ')}`;
}

/** The parent in the flat tree: the parent element, or the shadow host. */
const up = (el: Element): Element | null =>
  el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);

/** Whether `el` is inside a visually hidden box (1 px, clipped): seen by screen readers only. */
function visuallyHidden(el: Element): boolean {
  for (let at: Element | null = el; at; at = up(at)) {
    const box = at.getBoundingClientRect();
    if (box.width > 1 && box.height > 1) continue;
    const style = getComputedStyle(at);
    if (style.overflow !== 'visible' || style.clipPath !== 'none') return true;
  }
  return false;
}

/** The width the page has to fit: the viewport less its vertical scrollbar, if any. */
const viewportWidth = () => document.documentElement.clientWidth;

/** The elements under `root` (shadow roots included) that stick out of the viewport sideways
 * while their parent does not: where the overflow escapes. */
function sticksOut(root: Element): string[] {
  const out = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && (box.right > viewportWidth() + 0.5 || box.left < -0.5);
  };
  const found: string[] = [];
  const visit = (el: Element) => {
    const parent = up(el);
    if (out(el) && !(parent && out(parent))) {
      const box = el.getBoundingClientRect();
      const note = visuallyHidden(el) ? ' (visually hidden, yet it widens the page)' : '';
      found.push(
        `${describeElement(el)}${note} spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
      );
    }
    if (el.shadowRoot) for (const child of el.shadowRoot.children) visit(child);
    for (const child of el.children) visit(child);
  };
  visit(root);
  return found;
}

/** `tag[part].class` of an element, with its shadow host. */
function describeElement(el: Element): string {
  const part = el.getAttribute('part');
  const cls = el.getAttribute('class');
  const self = `${el.localName}${part ? `[part="${part}"]` : ''}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}`;
  const host = (el.getRootNode() as ShadowRoot).host;
  return host ? `<${host.localName}> ${self}` : self;
}

interface Crushed {
  text: string;
  lines: number;
  width: number;
  where: string;
}

/**
 * Texts of 4 or more characters laid out on at least half as many lines as they have
 * characters. Visually hidden text (a 1 px box) and text that is not rendered are left out.
 */
function crushedTexts(root: Element): Crushed[] {
  const out: Crushed[] = [];
  const range = document.createRange();
  for (const node of textNodes(root)) {
    const text = node.data.replace(/\s+/g, ' ').trim();
    const length = [...text].length;
    if (length < 4) continue;
    if (!node.parentElement || visuallyHidden(node.parentElement)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    // One rect per line box (bidi runs can split a line: rects of one line share their top).
    const tops: number[] = [];
    for (const r of rects) {
      if (!tops.some((t) => Math.abs(t - r.top) < Math.max(2, r.height / 2))) tops.push(r.top);
    }
    const lines = tops.length;
    if (lines >= 2 && lines >= length / 2) {
      const width = Math.max(...rects.map((r) => r.width));
      out.push({ text, lines, width: Math.round(width), where: where(node) });
    }
  }
  return out;
}

const describeCrushed = (list: Crushed[]) =>
  list
    .map(
      (c) =>
        `  “${c.text.slice(0, 60)}” (${[...c.text].length} characters) on ${c.lines} lines, ${c.width} px wide, in ${c.where}`,
    )
    .join('\n');

describe(`reflow at ${WIDTH} CSS px`, function () {
  this.timeout(20_000);
  const container = document.createElement('div');
  let bodyMargin = '';

  before(async () => {
    if (engine === 'webkit') return;
    await setViewport({ width: WIDTH, height: 640 });
    bodyMargin = document.body.style.margin;
    document.body.style.margin = '0';
    document.body.append(container);
  });

  after(async () => {
    container.remove();
    document.body.style.margin = bodyMargin;
    if (engine !== 'webkit') await setViewport({ width: 800, height: 600 });
  });

  // The checks themselves catch what they look for (a check that cannot fail proves nothing).
  it('the checks see a crushed text and a page that scrolls sideways', async function () {
    skipIn(this, ['webkit'], NO_VIEWPORT);
    const probe = document.createElement('div');
    probe.innerHTML = `<p style="width: 12px; overflow-wrap: anywhere">products</p>
      <p style="width: 200px">products</p>`;
    const shadowed = document.createElement('div');
    shadowed.attachShadow({ mode: 'open' }).innerHTML =
      '<span style="display: inline-block; width: 10px; overflow-wrap: anywhere">agent_ffbd</span>';
    probe.append(shadowed);
    container.append(probe);
    try {
      expect(crushedTexts(probe).map((c) => c.text)).to.deep.equal(['products', 'agent_ffbd']);
      expect(document.documentElement.scrollWidth).to.be.at.most(viewportWidth());
      probe.style.width = `${viewportWidth() + 1}px`;
      expect(document.documentElement.scrollWidth).to.be.greaterThan(viewportWidth());
    } finally {
      probe.remove();
    }
  });

  for (const tag of TAGS) {
    for (const state of statesOf(tag)) {
      for (const dir of ['ltr', 'rtl'] as Dir[]) {
        it(`<${tag}> ${state}, ${dir}: no sideways scroll, no text one or two characters per line`, async function () {
          skipIn(this, ['webkit'], NO_VIEWPORT);
          const { frame, remove } = await mount(tag, state, dir, container);
          try {
            const problems: string[] = [];
            const scrollWidth = document.documentElement.scrollWidth;
            const width = viewportWidth();
            if (scrollWidth > width) {
              problems.push(
                `the page scrolls sideways: scrollWidth ${scrollWidth} px > clientWidth ${width} px` +
                  ` (the element is ${Math.round(frame.scrollWidth)} px wide)`,
                ...sticksOut(frame).map((line) => `  ${line}`),
              );
            }
            const crushed = crushedTexts(frame);
            if (crushed.length) {
              problems.push(
                `${crushed.length} text(s) laid out one or two characters per line:\n${describeCrushed(crushed)}`,
              );
            }
            expect(problems, `<${tag}> ${state} (${dir}) at ${WIDTH} px:\n${problems.join('\n')}\n`)
              .to.be.empty;
          } finally {
            await remove();
          }
        });
      }
    }
  }
});
