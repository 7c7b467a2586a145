/**
 * The element's image methods, behind `toSVG()`, `toPNG()` and `downloadImage()`: the chart as
 * drawn now (`Exported`), handed to the image export (export.ts), which loads on the first use
 * (a part many pages never use: see lazy.ts).
 */
import type { Exported } from './export.js';
import type { ImageKind } from './view.js';

const images = () => import('./export.js');

/** The chart as an image (`svg`: the SVG document's text; `png`: a PNG blob). */
export const image = <K extends ImageKind>(
  chart: Exported,
  kind: K,
): Promise<K extends 'svg' ? string : Blob> =>
  images().then((exporter) => exporter.image(chart, kind));

/**
 * Saves the chart as an image through a temporary download link. Never rejects: `failed` is
 * called when the image cannot be made (`loaded`: true, the export is there) or when the
 * export cannot be loaded (`loaded`: false).
 */
export const saveImage = (
  chart: Exported,
  kind: ImageKind,
  failed: (loaded: boolean) => void,
): Promise<void> =>
  images().then(
    (exporter) => exporter.saveImage(chart, kind).catch(() => failed(true)),
    () => failed(false),
  );
