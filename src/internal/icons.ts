/**
 * The library's icons: a few from Lucide (ISC licence, a well-kept set), drawn as inline SVG in
 * the element's own shadow root (no fetch, no `innerHTML`: strict CSP and Trusted Types hold).
 * Each icon is imported from its own Lucide module, and the build writes each drawing into
 * `dist/internal/icons.js` as a constant of its own, so an element's bundle carries only the
 * icons it draws (and a page without a bundler loads only those), and an app installs no Lucide.
 *
 * An icon is decorative (`aria-hidden`): it sits beside the visible text of its control, which
 * is the accessible name. Styled by `.icon` in `baseStyles` (1.25em, `currentColor` stroke,
 * so it follows the control's colour, hover and dark mode). None of these has a direction, so
 * none mirrors in right-to-left.
 *
 * ```ts
 * html`<button class="button">${icon(copyIcon)}${s.copy}</button>`
 * ```
 */
import { svg, type SVGTemplateResult } from 'lit';
import ChartLine from 'lucide/dist/esm/icons/chart-line.mjs';
import Check from 'lucide/dist/esm/icons/check.mjs';
import Copy from 'lucide/dist/esm/icons/copy.mjs';
import Download from 'lucide/dist/esm/icons/download.mjs';
import Eye from 'lucide/dist/esm/icons/eye.mjs';
import EyeOff from 'lucide/dist/esm/icons/eye-off.mjs';
import RotateCw from 'lucide/dist/esm/icons/rotate-cw.mjs';
import Table from 'lucide/dist/esm/icons/table.mjs';

/**
 * An icon's drawing: Lucide's shapes (paths, circles and rectangles), as `[tag, attributes]`
 * (see `inlineIcons` in rollup.config.mjs).
 */
export type Icon = [tag: string, attributes: Record<string, string | number>][];

export const chartIcon: Icon = ChartLine;
export const copiedIcon: Icon = Check;
export const copyIcon: Icon = Copy;
export const downloadIcon: Icon = Download;
export const revealIcon: Icon = Eye;
export const hideIcon: Icon = EyeOff;
export const retryIcon: Icon = RotateCw;
export const tableIcon: Icon = Table;

/** One shape of an icon. */
function shape([tag, a]: Icon[number]): SVGTemplateResult {
  return tag === 'circle'
    ? svg`<circle cx=${a.cx} cy=${a.cy} r=${a.r}></circle>`
    : tag === 'rect'
      ? svg`<rect x=${a.x} y=${a.y} width=${a.width} height=${a.height} rx=${a.rx ?? 0}></rect>`
      : svg`<path d=${a.d}></path>`;
}

/** `drawing` as a decorative icon (its control's text names it). */
export function icon(drawing: Icon): SVGTemplateResult {
  return svg`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${drawing.map(shape)}</svg>`;
}
