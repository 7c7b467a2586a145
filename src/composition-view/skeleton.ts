/** What `<composition-view>` shows while loading. */
import { html } from 'lit';

const bar = html`<span class="skeleton-line"></span>`;
const row = html`<div class="kv">${bar}${bar}</div>`;

/**
 * The loading placeholder, shaped like what comes (hidden from assistive technologies): the
 * name, the description, the facts, the two tabs, a heading and labelled values, in the
 * classes of the content (`.tabs`, `.kv`), so it reflows as the content does.
 */
export const skeleton = html`<div class="skeleton-lines" aria-hidden="true">
  ${bar}${bar}${bar}
  <div class="tabs">${bar}${bar}</div>
  ${bar}${[row, row, row, row, row]}
</div>`;
