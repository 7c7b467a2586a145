// Small DOM helpers shared by the bench pages.
import type { UsageResult } from '../src/api/index.js';
import type { UsageChart } from '../src/usage-chart/usage-chart.js';

/** Resolves after the next rendering opportunity has run (animation frame, layout, observers). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/**
 * Resolves at the first DOM mutation inside `root` after which `done()` holds
 * (MutationObserver callbacks run at the microtask checkpoint that follows the change), with
 * `performance.now()` then (`mutated`) and once layout has been forced there (`laidOut`), so
 * each side pays the layout of its own update. Rejects after `timeout` ms, so a broken page
 * fails the run instead of hanging it.
 */
export function whenDOM(
  root: Element,
  done: () => boolean,
  timeout = 5_000,
): Promise<{ mutated: number; laidOut: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('bench: the DOM never reached the expected state'));
    }, timeout);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      const mutated = performance.now();
      root.getBoundingClientRect();
      const laidOut = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve({ mutated, laidOut });
    });
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** A fixed-size box appended to the body, so both sides of a comparison get the same room. */
export function box(id: string, width = 640): HTMLDivElement {
  const el = document.createElement('div');
  el.id = id;
  el.style.width = `${width}px`;
  document.body.append(el);
  return el;
}

/** Adds uPlot's own style sheet to the page, as a page using uPlot does (its legend, its cursor). */
export function uplotStyles(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Our chart of `data` (`statistic`, in US English) appended to `host`, once its lines are drawn
 * (the page registers the element).
 */
export async function drawnChart(
  host: HTMLElement,
  data: UsageResult,
  statistic: string,
): Promise<UsageChart> {
  const el = document.createElement('usage-chart') as UsageChart;
  el.lang = 'en-US';
  el.statistic = statistic;
  el.data = data;
  host.append(el);
  for (let i = 0; i < 20 && !el.shadowRoot?.querySelector('svg path.s'); i += 1) {
    await el.updateComplete;
    await nextFrame();
  }
  if (!el.shadowRoot!.querySelector('svg path.s')) throw new Error('bench: no line was drawn');
  return el;
}
