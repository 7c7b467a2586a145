/**
 * Service text in a template, bounded: at most `max` characters drawn (the rest replaced by
 * `…`), the longer original (up to `MAX_TITLE` characters) in a `title`, and a `data-clipped`
 * marker that styles and tests can find. The whole text stays reachable through each element's
 * own way (copy, expand, raw JSON). Always text, never HTML.
 */
import { html, type TemplateResult } from 'lit';
import { clip, MAX_TEXT } from './text.js';

/** The most a `title` carries; past it the element's copy or raw view has the whole value. */
const MAX_TITLE = 2_000;

export function boundedText(value: string, max = MAX_TEXT): TemplateResult | string {
  const { text, clipped } = clip(value, max);
  return clipped
    ? html`<span class="clipped" data-clipped title=${clip(value, MAX_TITLE).text}>${text}</span>`
    : value;
}
