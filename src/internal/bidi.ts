/**
 * Service text, bidi-safe: the one way an element draws a string that comes from the service
 * (names, ids, messages). It sits in its own isolate (`<bdi>`), so a right-to-left name does
 * not reorder the words around it, and an explicit direction control in it (U+202A–U+202E,
 * U+2066–U+2069) is shown as a marker (`RLO`, styled `.bidi` by `baseStyles`) explained to
 * assistive technology and in a tooltip, never obeyed: `invoice\u202Egnp.exe` cannot pass for
 * `invoice.exe.png` where people decide what to copy. Always text, never HTML. Attributes get
 * `bidiText` (`invoice⟨RLO⟩gnp.exe`).
 */
import { html, type TemplateResult } from 'lit';
import type { FailureStrings } from './failure-strings.js';
import { clip, MAX_TEXT } from './text.js';

/** The explicit direction controls (embeddings, overrides, isolates and their ends). */
const CONTROL = /([\u202a-\u202e\u2066-\u2069])/g;
const ANY = /[\u202a-\u202e\u2066-\u2069]/;

/** The abbreviation of a direction control (`RLO` for U+202E). */
export function controlName(control: string): string {
  const c = control.charCodeAt(0);
  const i = 3 * (c - (c < 0x2066 ? 0x202a : 0x2061));
  return 'LRERLEPDFLRORLOLRIRLIFSIPDI'.slice(i, i + 3);
}

/** Service text for an attribute or a sentence: each control as its name, `⟨RLO⟩`. */
export const bidiText = (text: string): string =>
  text.replace(CONTROL, (c) => `⟨${controlName(c)}⟩`);

/**
 * Service text with each control shown as an explained marker, not isolated: for a block that
 * is laid out on its own (the JSON view). Use `serviceText` everywhere else.
 */
export const markers = (text: string, strings: Pick<FailureStrings, 'directionControl'>) =>
  // Nearly all text has no control: it renders as it is, without a list of parts.
  !ANY.test(text)
    ? text
    : text.split(CONTROL).map((part, i) => {
        if (!(i % 2)) return part;
        const name = controlName(part);
        const why = strings.directionControl(name);
        return html`<span class="bidi" role="img" aria-label=${why} title=${why}>${name}</span>`;
      });

/**
 * Service text in a template: isolated, its controls shown as markers, and bounded like
 * `boundedText` (at most `max` characters drawn; when cut, the longer original in a `title`
 * and a `data-clipped` marker). `strings.directionControl` explains a marker.
 *
 * An identifier (an id, a name, a code value) passes `split`, the pieces it may wrap between:
 * they are drawn with a `<wbr>` between them (the line breaks only there, or inside a piece
 * wider than the line), each piece's controls shown as markers.
 */
export function serviceText(
  value: string,
  strings: Pick<FailureStrings, 'directionControl'>,
  max = MAX_TEXT,
  split?: (text: string) => string[],
): TemplateResult {
  const { text, clipped } = clip(value, max);
  const shown = split
    ? split(text).map((part, i) => [i ? html`<wbr />` : '', markers(part, strings)])
    : markers(text, strings);
  return clipped
    ? html`<bdi data-clipped title=${bidiText(clip(value, 2e3).text)}>${shown}</bdi>`
    : html`<bdi>${shown}</bdi>`;
}
