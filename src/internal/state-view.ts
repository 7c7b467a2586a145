/**
 * The states every element shows instead of its content, in one design, each with one part and
 * one role, the same in every element:
 *
 * - loading: `part="loading"`, a polite, visually hidden `status` over a skeleton (what is
 *   reloading carries `aria-busy`);
 * - empty: `part="empty"`, `role="status"`, a title and a hint;
 * - no client: `part="no-client"`, `role="status"`, no store with a client (a setup to fix);
 * - error: `part="error"`, `role="alert"`, a title naming the problem, its details, and the
 *   Retry button (`part="retry"`).
 *
 * Style them with `stateStyles` (in `styles.ts`). An element renders them in one order: no
 * client, error, loading, then its content (see CONTRIBUTING's "One element, all of it").
 *
 * Skeletons: `skeleton(lines)` draws lines of text; an element whose content has another
 * shape (a table, a plot) draws its own with `<span class="skeleton-line"></span>` bars (the
 * same colour and the same shimmer, still under reduced motion) and passes it to `loadingView`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { serviceText } from './bidi.js';
import { describeFailure, failureTitle, type FailureStrings } from './failure.js';
import { icon, retryIcon } from './icons.js';

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

export interface ErrorViewOptions {
  strings: FailureStrings;
  /** Replaces the generic title of the failure's kind (e.g. "Composition not found"). */
  title?: (kind: ReturnType<typeof describeFailure>['kind']) => string | undefined;
  onRetry: () => void;
}

/** An alert that names the problem (the service's message or the invalid fields) and a retry. */
export function errorView(error: unknown, options: ErrorViewOptions): TemplateResult {
  const failure = describeFailure(error);
  const title = options.title?.(failure.kind) ?? failureTitle(failure, options.strings);
  return html`<div part="error" class="state state-error" role="alert" data-kind=${failure.kind}>
    <p class="state-title">${title}</p>
    ${
      failure.details.length
        ? html`<ul class="state-details">
            ${failure.details.slice(0, 20).map((line) => html`<li>${serviceText(line, options.strings)}</li>`)}
          </ul>`
        : html`<p class="state-hint">${serviceText(failure.message, options.strings, Infinity)}</p>`
    }
    <button type="button" part="retry" class="button" data-focus-target @click=${options.onRetry}>
      ${icon(retryIcon)}${options.strings.retry}
    </button>
  </div>`;
}
