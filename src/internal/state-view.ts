/**
 * The states every element shows instead of its content, in one design, each with one part and
 * one role, the same in every element:
 *
 * - loading: `part="loading"`, a polite, visually hidden `status` over a skeleton (what is
 *   reloading carries `aria-busy`);
 * - empty: `part="empty"`, `role="status"`, a title and a hint;
 * - no client: `part="no-client"`, `role="status"`, no store with a client (a setup to fix);
 * - error: `part="error"`, `role="alert"`, a title naming the problem, its details, and the
 *   Retry button (`part="retry"`). Drawn by error-view.ts, loaded the first time an element
 *   fails (`errorState`): a page that never fails never loads it.
 *
 * Style them with `stateStyles` (in `styles.ts`). An element renders them in one order: no
 * client, error, loading, then its content (see CONTRIBUTING's "One element, all of it").
 *
 * Skeletons: `skeleton(lines)` draws lines of text; an element whose content has another
 * shape (a table, a plot) draws its own with `<span class="skeleton-line"></span>` bars (the
 * same colour and the same shimmer, still under reduced motion) and passes it to `loadingView`.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { errorBlock } from './error-block.js';
import type { ErrorViewOptions } from './error-view.js';
import { lazy } from './lazy.js';

/** `lines` placeholder lines of text (hidden from assistive technology). */
function skeleton(lines = 3): TemplateResult {
  return html`<div class="skeleton-lines" aria-hidden="true">
    ${Array.from({ length: lines }, () => html`<span class="skeleton-line"></span>`)}
  </div>`;
}

/** A polite "Loading…" status (visually hidden) over a skeleton shaped like the content. */
export function loadingView(label: string, shape: TemplateResult = skeleton()): TemplateResult {
  return html`<div part="loading" class="state state-loading">
    <p role="status" class="visually-hidden">${label}</p>
    ${shape}
  </div>`;
}

/** "Nothing to show", with an optional hint of what would appear here. */
export function emptyView(title: string, hint?: string): TemplateResult {
  return html`<div part="empty" class="state state-empty" role="status">
    <p class="state-title">${title}</p>
    ${hint ? html`<p class="state-hint">${hint}</p>` : nothing}
  </div>`;
}

/** No store with a client: what to give the element (its `noClient` string). */
export function noClientView(text: string): TemplateResult {
  return html`<div part="no-client" class="state state-empty" role="status">
    <p class="state-title">${text}</p>
  </div>`;
}

// The error view, loaded the first time an element fails. When it cannot load (the page went
// offline, which is also why most loads fail then), this stands in: the service could not be
// reached, and Retry (which also tries to load the view again).
const errorViews = lazy<Pick<typeof import('./error-view.js'), 'errorView'>>(
  () => import('./error-view.js'),
  {
    errorView: (_error: unknown, { strings, onRetry }: ErrorViewOptions) =>
      errorBlock('unreachable', strings.failureUnreachable, nothing, strings, onRetry),
  },
);

/**
 * What an element shows for a failed load (`error`, whatever it is): the error view
 * (error-view.ts: the title of the failure's kind, the service's message or the invalid fields,
 * and Retry), loaded on demand for `host`; while it loads, the loading state.
 */
export function errorState(
  host: ReactiveControllerHost,
  error: unknown,
  options: ErrorViewOptions & { readonly strings: { readonly loading: string } },
): TemplateResult {
  const view = errorViews(host);
  return view ? view.errorView(error, options) : loadingView(options.strings.loading);
}
