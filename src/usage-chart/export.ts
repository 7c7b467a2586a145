/**
 * The chart as an image file: a standalone SVG (title, metrics, range, legend, one panel per
 * unit with its quantity, the lines), and a PNG drawn from it: what `toSVG()`, `toPNG()` and
 * `downloadImage()` call. Loaded with `import()` on the first of them, so the element's entry
 * does not carry it.
 *
 * Colours: the file is painted in the element's colours as they are now, resolved from its
 * custom properties and tokens (a page's `--usage-chart-color-1`, the light or dark defaults),
 * on the element's surface colour (`--search-ui-surface`): a chart exported in dark mode is a
 * dark picture, on its own dark background, so it reads the same opened anywhere.
 */
import type { ReactiveElement } from 'lit';
import type { UsageRange } from '../api/usage-range.js';
import { bidiText } from '../internal/bidi.js';
import { save } from './csv.js';
import { formatRange } from './format.js';
import { metricNames, seriesLabel, zoneNote, type ResultView } from './labels.js';
import { chartModel, type ChartModel } from './model.js';
import type { Series } from './series.js';
import type { ImageKind } from './view.js';

/** The colours and font the file is drawn in, resolved from the element's styles. */
interface Paint {
  readonly text: string;
  readonly muted: string;
  readonly grid: string;
  readonly background: string;
  /** The 8 series colours. */
  readonly series: readonly string[];
  readonly font: string;
}

/**
 * Resolves the colours of `root` (the element's shadow root): a probe in it takes each colour
 * as its `color` through the CSSOM (no `style` attribute: a strict CSP holds), and the computed
 * value is what the element draws with, custom properties and `light-dark()` resolved.
 */
function paintOf(host: HTMLElement, root: Node): Paint {
  const probe = document.createElement('span');
  probe.className = 'visually-hidden';
  root.appendChild(probe);
  const style = getComputedStyle(probe);
  const resolve = (value: string, cls = '') => {
    probe.className = `visually-hidden ${cls}`;
    probe.style.color = value;
    return style.color;
  };
  try {
    return {
      text: resolve('var(--_text)'),
      muted: resolve('var(--_muted)'),
      grid: resolve('var(--_grid)'),
      background: resolve('var(--_surface)'),
      series: Array.from({ length: 8 }, (_, i) => resolve('var(--c)', `c${i}`)),
      font: getComputedStyle(host).fontFamily,
    };
  } finally {
    probe.remove();
  }
}

/** Text for SVG content and attribute values. */
const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Rough width of `text` at `size` px: about 0.6em a character, 1em for CJK and wide ones. */
const widthOf = (text: string, size: number) => {
  let width = 0;
  for (const char of text) width += char.codePointAt(0)! >= 0x2e80 ? 1 : 0.6;
  return width * size;
};

/** `text` in lines of at most `max` px (at most `rows` lines, the last cut with "…"). */
function wrap(text: string, size: number, max: number, rows = 3): string[] {
  const lines: string[] = [];
  let line = '';
  // Words, and the characters of a word too long for a line (or of text without spaces).
  for (const word of text.split(/(?<=\s)/)) {
    const parts = widthOf(word, size) > max ? [...word] : [word];
    for (const part of parts) {
      if (line && widthOf(line + part, size) > max) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += line || !/^\s+$/.test(part) ? part : '';
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length > rows) {
    lines.length = rows;
    lines[rows - 1] = `${lines[rows - 1]!.slice(0, -1)}…`;
  }
  return lines;
}

/** Series 9 to 16 are dashed, 17 on dotted, as on screen. */
const dashOf = (color: number) =>
  color >= 16 ? ' stroke-dasharray="2 3"' : color >= 8 ? ' stroke-dasharray="6 3"' : '';

/** The size of the SVG `chartSVG` makes, read back from its root. */
function sizeOf(svg: string): { width: number; height: number } {
  const [, width, height] = /^<svg[^>]* width="([\d.]+)" height="([\d.]+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
}

/**
 * The chart of `m` as a standalone SVG document: the chart's name, the metrics, the range and
 * granularity (as the text alternative words them), the legend of the shown series, then each
 * panel headed by its quantity, with its axes, gridlines, lines and dots. Right-to-left charts
 * are mirrored as on screen.
 */
function chartSVG(model: ChartModel, view: ResultView, paint: Paint): string {
  const words = view.strings;
  const font = model.font;
  const pad = font;
  const width = Math.max(model.width, 320);
  const max = width - 2 * pad;
  const rtl = model.rtl;
  // Text flows from the start side: the left, or the right in right-to-left.
  const at = (offset: number) => (rtl ? width - pad - offset : pad + offset);
  const dir = rtl ? 'rtl' : 'ltr';
  const text = (x: number, y: number, content: string, attrs = '') =>
    `<text x="${x}" y="${y}" direction="${dir}"${attrs}>${esc(content)}</text>`;
  const out: string[] = [];
  let y = pad;
  const lines = (content: string, size: number, attrs: string, rows?: number) => {
    for (const line of wrap(content, size, max, rows)) {
      y += size * 1.25;
      out.push(text(at(0), y, line, ` font-size="${size}"${attrs}`));
    }
  };
  const metrics = [...new Set(view.shown.map((series) => series.metric))];
  const title = words.chart;
  lines(title, Math.round(font * 1.5), ` font-weight="bold"`, 2);
  lines(metricNames(metrics, words, view.lang), font * 1.1, '');
  const range = words.summary(
    formatRange(
      model.times[0]!,
      model.times[model.times.length - 1]!,
      view.granularity,
      view.lang,
      view.timeZone,
    ),
    words[view.granularity],
  );
  lines(range, font, ` fill="${paint.muted}"`);
  lines(zoneNote(view, model.times), font, ` fill="${paint.muted}"`);
  y += font * 0.5;

  // The legend: a line in the series' colour and dash, then its name, flowing into rows.
  const colourOf = (item: Series) => paint.series[item.color % 8]!;
  const swatch = font * 1.5;
  let offset = 0;
  y += font * 1.4;
  for (const entry of view.shown) {
    const name = `\u2068${bidiText(seriesLabel(entry, words))}\u2069`;
    const itemWidth = swatch + font * 0.4 + Math.min(widthOf(name, font), max - swatch);
    if (offset && offset + itemWidth > max) {
      offset = 0;
      y += font * 1.6;
    }
    out.push(
      `<line x1="${at(offset)}" x2="${at(offset + swatch)}" y1="${y - font * 0.35}" y2="${y - font * 0.35}" stroke="${colourOf(entry)}" stroke-width="3"${dashOf(entry.color)}/>`,
      text(at(offset + swatch + font * 0.4), y, name),
    );
    offset += itemWidth + font;
  }
  y += font;

  // The panels, each headed by its quantity (the ticks carry the unit).
  const { margin } = model;
  const yAxisX = rtl ? model.width - margin.right + font / 2 : margin.left - font / 2;
  const shift = rtl ? width - model.width : 0;
  model.panels.forEach((panel, panelIndex) => {
    y += font * 1.4;
    out.push(text(at(0), y, words.unitName(panel.unit), ` font-weight="bold"`));
    y += font * 0.2;
    const line = (x1: number, x2: number, y1: number, y2: number) =>
      `<line x1="${x1}" x2="${x2}" y1="${y1}" y2="${y2}"/>`;
    const body = [
      `<g stroke="${paint.grid}" stroke-width="1" shape-rendering="crispEdges">`,
      ...panel.ticks.map((tk) => line(margin.left, model.width - margin.right, tk.at, tk.at)),
      ...model.xTicks.map((tk) => line(tk.at, tk.at, margin.top, model.height - margin.bottom)),
      '</g>',
      ...panel.ticks.map((tk) => text(yAxisX, tk.at, tk.label, ` dy=".32em" text-anchor="end"`)),
      ...(panelIndex === model.panels.length - 1
        ? model.xTicks.map(
            (tk) =>
              `<text x="${tk.tx}" y="${model.height - margin.bottom + font * 1.5}" text-anchor="middle">${esc(tk.label)}</text>`,
          )
        : []),
      ...panel.lines.map(
        (line) =>
          `<g data-series="${esc(line.series.id)}"><path d="${line.d}" fill="none" stroke="${colourOf(line.series)}" stroke-width="2" stroke-linejoin="round"${dashOf(line.series.color)}/>${line.dots
            .map(
              ([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="3" fill="${colourOf(line.series)}"/>`,
            )
            .join('')}</g>`,
      ),
    ];
    out.push(`<g transform="translate(${shift} ${y})">${body.join('')}</g>`);
    y += model.height;
  });
  const height = Math.ceil(y + pad);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" lang="${esc(view.lang)}" font-family="${esc(paint.font)}" font-size="${font}" fill="${paint.text}">` +
    `<title>${esc(`${title}: ${range}`)}</title>` +
    `<rect width="100%" height="100%" fill="${paint.background}"/>` +
    out.join('') +
    '</svg>'
  );
}

/**
 * A PNG of `svg` at `scale` times its size (sharp on high-density screens): the SVG drawn on a
 * canvas. Rejects when the page cannot make it: a Content-Security-Policy without `blob:`
 * images, or a canvas the browser considers tainted.
 */
async function pngOf(svg: string, scale = 2): Promise<Blob> {
  const { width, height } = sizeOf(svg);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The chart as an export method found it when called. */
export interface Exported {
  readonly host: ReactiveElement;
  /** The detailed chart drawn; none under small multiples. */
  readonly model: ChartModel | undefined;
  /** The result as drawn (strings, language, granularity, shown series); none before any. */
  readonly view: ResultView | undefined;
  /** The result's range (the file's name). */
  readonly range: UsageRange | undefined;
}

/**
 * The chart of `model` (or, under small multiples, one chart of every shown series) as an SVG
 * string (`svg`) or a PNG blob. Rejects when nothing is shown, or when the PNG cannot be made.
 */
export async function image<K extends ImageKind>(
  { host, model, view }: Exported,
  kind: K,
): Promise<K extends 'svg' ? string : Blob> {
  if (!view?.shown.length) throw new Error('usage-chart: nothing drawn to export');
  // Small multiples draw no detailed chart: the image is one of every series shown.
  const drawn =
    model ??
    chartModel({
      series: view.shown,
      granularity: view.granularity,
      width: 960,
      height: 256,
      lang: view.lang,
      rtl: getComputedStyle(host).direction === 'rtl',
    });
  const svg = chartSVG(drawn, view, paintOf(host, host.renderRoot));
  return (kind === 'svg' ? svg : await pngOf(svg)) as K extends 'svg' ? string : Blob;
}

/** Saves the chart as `usage-<start>-<end>.svg` or `.png`. Rejects as `image` does. */
export async function saveImage(chart: Exported, kind: ImageKind): Promise<void> {
  const made = await image(chart, kind);
  save(made, kind === 'svg' ? 'image/svg+xml' : 'image/png', chart.range, kind);
}
