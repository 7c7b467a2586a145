/**
 * Shared checks of the bidi tests (issue #20, item 4): service text with explicit direction
 * controls is drawn in its own isolate, each control shown as a marker (`RLO`) with an
 * explanation, never obeyed; the words around a control keep their order on screen.
 */
import { expect } from '@open-wc/testing';
import { failureStrings } from '../../src/internal/failure-strings.js';

/** Every explicit direction control (embeddings, overrides, isolates and their ends). */
export const CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * A name that reads `invoice.exe.png`-like when the override is obeyed: the words `gnp` and
 * `exe` then swap places (and their letters turn around); plus an LRI…PDI pair.
 */
export const HOSTILE = 'invoice\u202Egnp.exe \u2066inner\u2069 tail';
/** Its words in logical order, which must also be their order left to right on screen. */
export const WORDS = ['invoice', 'gnp', 'exe', 'inner', 'tail'];
/** `HOSTILE` in an attribute or a sentence. */
export const HOSTILE_TEXT = 'invoice⟨RLO⟩gnp.exe ⟨LRI⟩inner⟨PDI⟩ tail';

/** The box of the first occurrence of `word` in the text nodes under `root`. */
function wordBox(root: Node, word: string): DOMRect {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(word);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`"${word}" is not in the text`);
}

/**
 * `isolate` is a `<bdi>` holding `HOSTILE`: no control character in its text, a laid-out,
 * explained marker for each control (RLO, LRI, PDI, in that order), and the words (and the RLO
 * marker) in reading order as in their logical order (the page is left-to-right).
 */
export function expectIsolatedHostile(isolate: Element | null | undefined): void {
  expect(isolate, 'the isolate').to.exist;
  expect(isolate!.localName).to.equal('bdi');
  const text = isolate!.textContent!;
  expect(CONTROL.test(text), `no control in ${JSON.stringify(text)}`).to.equal(false);
  const markers = [...isolate!.querySelectorAll<HTMLElement>('.bidi')];
  expect(markers.map((m) => m.textContent)).to.deep.equal(['RLO', 'LRI', 'PDI']);
  for (const marker of markers) {
    const why = failureStrings.directionControl(marker.textContent!);
    expect(marker.getAttribute('title'), 'tooltip').to.equal(why);
    expect(marker.getAttribute('aria-label'), 'accessible name').to.equal(why);
    expect(marker.getAttribute('role')).to.equal('img');
    const box = marker.getBoundingClientRect();
    expect(box.width, 'the marker is laid out').to.be.above(4);
    expect(box.height, 'the marker is laid out').to.be.above(4);
    expect(getComputedStyle(marker).visibility).to.equal('visible');
    expect(getComputedStyle(marker).borderTopStyle, 'the marker is bordered').to.equal('solid');
  }
  const boxes = expectWordsInOrder(isolate!);
  const rlo = markers[0]!.getBoundingClientRect();
  if (Math.abs(boxes[0]!.top - boxes[1]!.top) < 2) {
    expect(rlo.left, 'RLO after "invoice"').to.be.at.least(boxes[0]!.right - 1);
    expect(rlo.right, 'RLO before "gnp"').to.be.at.most(boxes[1]!.left + 1);
  }
}

/**
 * `WORDS` under `root` in reading order on screen (left to right on a line, lines top to
 * bottom), as in their logical order; their boxes.
 */
export function expectWordsInOrder(root: Node): DOMRect[] {
  const boxes = WORDS.map((w) => wordBox(root, w));
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1]!, boxes[i]!];
    const pair = `"${WORDS[i - 1]}" then "${WORDS[i]}" left to right`;
    if (Math.abs(a.top - b.top) < 2) expect(b.left, pair).to.be.above(a.right - 1);
    else expect(b.top, `${pair} (on the next line)`).to.be.above(a.top);
  }
  return boxes;
}

/** No text node and no attribute anywhere under `root` carries a direction control. */
export function expectNoControls(root: ShadowRoot): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    expect(CONTROL.test(node.textContent!), `text ${JSON.stringify(node.textContent)}`).to.equal(
      false,
    );
  }
  for (const element of root.querySelectorAll('*')) {
    for (const a of element.attributes) {
      expect(CONTROL.test(a.value), `${element.localName}[${a.name}]=${a.value}`).to.equal(false);
    }
  }
}
