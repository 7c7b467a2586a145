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
 *
 * Light or dark: each colour default is `light-dark(light, dark)`, so it follows the
 * `color-scheme` the element inherits from the page, and only that: a page that declares none is
 * light whatever the system prefers (most host pages have no dark mode, and an element that turned
 * dark on its own would put light text on their light background); `:root { color-scheme: dark }`
 * or the theme's `search-ui-dark` class makes it dark, `color-scheme: light dark` follows the
 * system. These defaults live in the elements' own styles, which no bundler's CSS pipeline
 * rewrites. Contrast of the defaults (text ≥ 4.5:1, borders and focus ring ≥ 3:1 on `--_surface`
 * and `--_surface-alt`) is listed in the README's "Theming" section.
 */
import { css, unsafeCSS } from 'lit';
import { palette, schemeDeclarations } from './palette.js';

/** The colours of the palette, each behind its page token, light and dark. */
const colours = unsafeCSS(`:host{${schemeDeclarations(palette)}}`);

/** The design tokens (see the README's "Theming" table), light and dark. */
export const tokens = css`
  ${colours}
  :host {
    --_radius: var(--search-ui-radius, 6px);
    --_font: var(--search-ui-font, inherit);
    --_mono: var(--search-ui-mono-font, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
    --_space: var(--search-ui-space, 0.5rem);
    --_focus: var(--search-ui-focus, var(--_accent));
    --_control: max(24px, 2rem);
  }
  @media (pointer: coarse) {
    :host {
      --_control: max(40px, 2.5rem);
    }
  }
`;

/**
 * Box sizing, `[hidden]`, the visually hidden helper, icons, the direction-control marker of
 * `bidi.ts`, the focus ring, and the one control design: `.button` (hover, active, pressed,
 * disabled) and `.control` (a `<select>` or `<input>` of the same height).
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
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  .icon {
    inline-size: 1.25em;
    block-size: 1.25em;
    flex: none;
    vertical-align: -0.25em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
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
  .button,
  .control {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    min-block-size: var(--_control);
    min-inline-size: var(--_control);
    padding: 0 calc(var(--_space) * 1.5);
  }
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: calc(var(--_space) * 0.75);
    cursor: pointer;
  }
  :is(.button, .control):hover {
    border-color: var(--_accent);
    background: var(--_surface-alt);
  }
  .button:active {
    translate: 0 1px;
  }
  .button[aria-pressed='true'] {
    color: var(--_accent-text);
    background: var(--_accent);
    border-color: var(--_accent);
  }
  .button[aria-pressed='true']:hover {
    border-color: var(--_text);
  }
  :is(.button, .control):disabled {
    opacity: 0.6;
    cursor: not-allowed;
    color: var(--_text);
    border-color: var(--_border);
    background: var(--_surface);
  }
`;

/**
 * The loading (skeleton), empty and error blocks of `state-view.ts`, and the wrapper of every
 * state (`part="base"`), which takes focus after Retry without drawing a ring round everything.
 */
const stateStyles = css`
  [part='base']:focus {
    outline: none;
  }
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
  .state-loading {
    display: block;
    padding: 0;
    border: 0;
    background: none;
  }
  .skeleton-lines {
    display: grid;
    gap: 0.75em;
  }
  .skeleton-line {
    display: block;
    block-size: 0.9em;
    border-radius: 0.25em;
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  .skeleton-line:nth-child(even) {
    inline-size: 70%;
  }
  @media (prefers-reduced-motion: no-preference) {
    .skeleton-line {
      animation: skeleton 1s ease-in-out infinite alternate;
    }
  }
  @keyframes skeleton {
    to {
      opacity: 0.4;
    }
  }
`;

/** The three, for `static styles = [...sharedStyles, own]`. */
export const sharedStyles = [tokens, baseStyles, stateStyles];
