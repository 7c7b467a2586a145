/**
 * The library's icons: a few from Lucide (ISC licence, a well-kept set), drawn as inline SVG in
 * the element's own shadow root (no fetch, no `innerHTML`: strict CSP and Trusted Types hold).
 *
 * An icon is decorative (`aria-hidden`): it sits beside the visible text of its control, which
 * is the accessible name. Styled by `.icon` in `baseStyles` (1.25em, `currentColor` stroke,
 * so it follows the control's colour, hover and dark mode). None of these has a direction, so
 * none mirrors in right-to-left.
 */
import { svg, type SVGTemplateResult } from 'lit';
import {
  ChartLine,
  Check,
  Copy,
  Download,
  Eye,
  EyeOff,
  RotateCw,
  Table,
  type IconNode,
} from 'lucide';

/** The icons, by what they mean. */
const icons = {
  chart: ChartLine,
  copied: Check,
  copy: Copy,
  download: Download,
  reveal: Eye,
  hide: EyeOff,
  retry: RotateCw,
  table: Table,
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof icons;

type Attributes = Record<string, string | number | undefined>;

/** One shape of an icon (Lucide's icons here use paths, circles and rectangles only). */
function shape([tag, a]: [string, Attributes]): SVGTemplateResult {
  return tag === 'circle'
    ? svg`<circle cx=${a.cx} cy=${a.cy} r=${a.r}></circle>`
    : tag === 'rect'
      ? svg`<rect x=${a.x} y=${a.y} width=${a.width} height=${a.height} rx=${a.rx ?? 0}></rect>`
      : svg`<path d=${a.d}></path>`;
}

/** The icon `name`, decorative (its control's text names it). */
export function icon(name: IconName): SVGTemplateResult {
  return svg`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${(
    icons[name] as [string, Attributes][]
  ).map(shape)}</svg>`;
}
