/**
 * What every section template of `<composition-view>` shares: the render context (strings,
 * number format, ids, link options) and the small pieces (headings, chips, values, links).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { bidiText, serviceText } from '../../internal/bidi.js';
import { clip, MAX_TEXT } from '../../internal/text.js';
import { MAX_ROWS } from '../model.js';
import type { CheckedUrl } from '../safe-url.js';
import type { CompositionViewStrings } from '../strings.js';

/** What the section templates need from the element, built once per render. */
export interface ViewContext {
  readonly s: CompositionViewStrings;
  /** Formats a number for the element's language. */
  readonly n: (value: number) => string;
  /** Joins items into a list for the element's language (`a, b and c`). */
  readonly list: (items: readonly string[]) => string;
  /** The element's id prefix, for ids unique in its shadow root. */
  readonly uid: string;
  readonly linkTarget: string | undefined;
  readonly noImages: boolean;
}

/** A heading of `level` (clamped to 1–6): dynamic levels without static templates. */
export function heading(level: number, content: unknown, id?: string): TemplateResult {
  switch (Math.min(Math.max(level, 1), 6)) {
    case 1:
      return html`<h1 id=${ifDefined(id)}>${content}</h1>`;
    case 2:
      return html`<h2 id=${ifDefined(id)}>${content}</h2>`;
    case 3:
      return html`<h3 id=${ifDefined(id)}>${content}</h3>`;
    case 4:
      return html`<h4 id=${ifDefined(id)}>${content}</h4>`;
    case 5:
      return html`<h5 id=${ifDefined(id)}>${content}</h5>`;
    default:
      return html`<h6 id=${ifDefined(id)}>${content}</h6>`;
  }
}

/**
 * A service string to place in a translated sentence or an attribute: at most `MAX_TEXT`
 * characters, its direction controls named (`bidiText`), never obeyed.
 */
export const short = (value: string): string => bidiText(clip(value).text);

/** Where an identifier may wrap: after its separators, and between the words of camelCase. */
const BREAK = /(?<=[-:_./,;=&?@|+])(?=.)|(?<=[a-z])(?=[A-Z])/u;

/**
 * Service text as `serviceText` draws it (isolated, bounded, controls named), that wraps only
 * where an identifier allows it (`products_|price_|desc`, `sponsored:|true`, `minWord|Size`),
 * or every 16 characters of a longer run: never mid-token in a normal value, never one letter
 * per line, never wider than a phone.
 */
const ident = (v: ViewContext, value: string): TemplateResult =>
  serviceText(value, v.s, MAX_TEXT, (text) =>
    text.split(BREAK).flatMap((part) => part.match(/[^]{1,16}/gu) ?? []),
  );

/** Code text (isolated, bounded, wrapping at its separators), or a dash when there is none. */
export const code = (v: ViewContext, value: string | null): TemplateResult | string =>
  value === null ? '—' : html`<code>${ident(v, value)}</code>`;

/** The first `MAX_ROWS` entries of a list from the data. */
export const rows = <T>(list: readonly T[]): readonly T[] =>
  list.length > MAX_ROWS ? list.slice(0, MAX_ROWS) : list;

/** The note after a list cut short (`omitted` more entries), or nothing. */
export const more = (v: ViewContext, omitted: number): TemplateResult | typeof nothing =>
  omitted > 0 ? html`<p class="more muted">${v.s.notShown(v.n(omitted), omitted)}</p>` : nothing;

/** The note after a list cut to `rows(list)`, or nothing. */
export const moreOf = (v: ViewContext, list: readonly unknown[]): TemplateResult | typeof nothing =>
  more(v, list.length - MAX_ROWS);

/** A number in the element's language, code text, or a dash. */
export const value = (v: ViewContext, value: number | string | null): TemplateResult | string =>
  typeof value === 'number' ? v.n(value) : code(v, value);

/** A list of code chips (`ol` numbers them), or "(empty)". */
export function chips(v: ViewContext, values: readonly string[], ordered = false): unknown {
  if (values.length === 0) return html`<span class="muted">${v.s.emptyString}</span>`;
  const items = rows(values).map((value) => html`<li>${code(v, value)}</li>`);
  return html`${
    ordered
      ? html`<ol class="chips">
          ${items}
        </ol>`
      : html`<ul class="chips">
          ${items}
        </ul>`
  }${moreOf(v, values)}`;
}

/** A link for a safe URL; an unsafe one is shown as flagged text. */
export function link(v: ViewContext, url: CheckedUrl): TemplateResult {
  return url.href === null
    ? html`<span class="unsafe-url"
        >${code(v, url.raw)} <span class="flag">(${v.s.unsafeUrl})</span></span
      >`
    : html`<a href=${url.href} rel="noopener noreferrer" target=${v.linkTarget || nothing}
        >${ident(v, url.raw)}</a
      >`;
}

/** A `<dt>`/`<dd>` pair. */
export const pair = (term: unknown, detail: unknown, detailClass?: string): TemplateResult =>
  html`<dt>${term}</dt>
    <dd class=${ifDefined(detailClass)}>${detail}</dd>`;
