/**
 * Styles every shadow-DOM element of the library includes, in this order:
 * `[tokens, baseStyles, stateStyles, …its own]`.
 *
 * `tokens` maps the page-level `--search-ui-*` design tokens to private `--_*` properties with
 * light and dark defaults; an element's own custom properties fall back to them, e.g.
 * `color: var(--usage-chart-color, var(--_text))`. One rule of page CSS themes every element:
 *
 * ```css
 * :root { --search-ui-accent: #0a7d5a; --search-ui-radius: 2px; }
 * ```
 */
import { css } from 'lit';

/** The design tokens (see the README's "Theming" table), light and dark. */
export const tokens = css`
  :host {
    --_accent: var(--search-ui-accent, #3a46c9);
    --_accent-text: var(--search-ui-accent-text, #ffffff);
    --_text: var(--search-ui-text, #1d2433);
    --_muted: var(--search-ui-muted, #5a6274);
    --_surface: var(--search-ui-surface, #ffffff);
    --_surface-alt: var(--search-ui-surface-alt, #f4f5f8);
    --_border: var(--search-ui-border, #c9cdd6);
    --_danger: var(--search-ui-danger, #b3261e);
    --_radius: var(--search-ui-radius, 6px);
    --_font: var(--search-ui-font, inherit);
    --_mono: var(--search-ui-mono-font, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
    --_space: var(--search-ui-space, 0.5rem);
    --_focus: var(--search-ui-focus, var(--_accent));
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_accent: var(--search-ui-accent, #9aa6ff);
      --_accent-text: var(--search-ui-accent-text, #10132b);
      --_text: var(--search-ui-text, #e7e9ee);
      --_muted: var(--search-ui-muted, #a9b0bf);
      --_surface: var(--search-ui-surface, #181b22);
      --_surface-alt: var(--search-ui-surface-alt, #232733);
      --_border: var(--search-ui-border, #4a5163);
      --_danger: var(--search-ui-danger, #ffb4ab);
    }
  }
`;

/**
 * Box sizing, `[hidden]`, the visually hidden helper, the direction-control marker of
 * `bidi.ts`, the focus ring and the shared button.
 */
const baseStyles = css`
  :host {
    font-family: var(--_font);
    color: var(--_text);
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  .bidi {
    font: 0.75em var(--_mono);
    border: 1px solid var(--_danger);
    border-radius: 3px;
    padding: 0 0.2em;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .button {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 0.5) calc(var(--_space) * 1.5);
    min-height: 2rem;
    cursor: pointer;
  }
  .button:hover {
    border-color: var(--_accent);
    background: var(--_surface-alt);
  }
  .button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The loading, empty and error blocks of `state-view.ts`. */
const stateStyles = css`
  .state {
    display: grid;
    gap: calc(var(--_space) * 0.75);
    justify-items: start;
    padding: calc(var(--_space) * 2);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .state p {
    margin: 0;
  }
  .state-title {
    font-weight: 600;
  }
  .state-hint,
  .state-details {
    color: var(--_muted);
    margin: 0;
  }
  .state-error {
    border-color: var(--_danger);
    border-inline-start-width: 4px;
  }
  .state-error .state-title {
    color: var(--_danger);
  }
`;

/** The three, for `static styles = [...sharedStyles, own]`. */
export const sharedStyles = [tokens, baseStyles, stateStyles];
