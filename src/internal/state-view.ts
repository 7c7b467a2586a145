/**
 * The states every element shows instead of its content, in one design, each with one part and
 * one role, the same in every element:
 *
 * - loading: `part="loading"`, a polite, visually hidden `status` over a skeleton (the element's
 *   `part="base"` carries `aria-busy` meanwhile, and while newer data loads over the shown);
 * - empty: `part="empty"`, `role="status"`, a title and a hint (also "nothing asked yet");
 * - no client: `part="no-client"`, `role="status"`, no store with a client (a setup to fix);
 * - error: `part="error"`, `role="alert"`, a title naming the problem, the service's message or
 *   one line per invalid field, and the Retry button (`part="retry"`).
 *
 * Style them with `stateStyles` (in `styles.ts`). Elements render them through
 * `SearchElement.renderData`, in one order: nothing asked, no client, error, loading, then the
 * element's content (see CONTRIBUTING's "One element, all of it").
 *
 * Skeletons: each element draws its own, shaped like its content (lines of text, a table, a
 * plot), with `<span class="skeleton-line"></span>` bars (the same colour and the same shimmer,
 * still under reduced motion), and passes it to `loadingView`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { serviceText } from './bidi.js';
import { describeFailure, failureTitle, type Failure } from './failure.js';
import type { FailureStrings } from './failure-strings.js';
import { icon, retryIcon } from './icons.js';

export { failureTitle, type Failure };

/** A polite "Loading…" status (visually hidden) over a skeleton shaped like the content. */
export function loadingView(label: string, shape: TemplateResult): TemplateResult {
  return html`<div part="loading" class="state state-loading">
    <p role="status" class="visually-hidden">${label}</p>
    ${shape}
  </div>`;
}

/**
 * "Nothing to show" (or nothing asked yet), with an optional hint of what would appear here;
 * as `part="no-client"`, the same block saying that no store has a client.
 */
export function emptyView(title: string, hint?: string, part = 'empty'): TemplateResult {
  return html`<div part=${part} class="state state-empty" role="status">
    <p class="state-title">${title}</p>
    ${hint ? html`<p class="state-hint">${hint}</p>` : nothing}
  </div>`;
}

/** No store with a client: what to give the element (its `noClient` string). */
export const noClientView = (text: string): TemplateResult =>
  emptyView(text, undefined, 'no-client');

export interface ErrorViewOptions {
  strings: FailureStrings;
  /** Replaces the generic title of the failure's kind (e.g. "Composition not found"). */
  title?: (kind: Failure['kind']) => string | undefined;
  onRetry: () => void;
}

/**
 * What an element shows for a failed load (`error`, whatever it is): `part="error"`,
 * `role="alert"`, the title of the failure's kind (`data-kind`, for styles and tests), the
 * service's message or one line per invalid field, and Retry (`part="retry"`).
 */
export function errorView(error: unknown, options: ErrorViewOptions): TemplateResult {
  const failure = describeFailure(error);
  const { strings } = options;
  const title = options.title?.(failure.kind) ?? failureTitle(failure, strings);
  return html`<div part="error" class="state state-error" role="alert" data-kind=${failure.kind}>
    <p class="state-title">${title}</p>
    ${
      failure.details.length
        ? html`<ul class="state-details">
            ${failure.details.slice(0, 20).map((line) => html`<li>${serviceText(line, strings)}</li>`)}
          </ul>`
        : html`<p class="state-hint">${serviceText(failure.message, strings, Infinity)}</p>`
    }
    <button type="button" part="retry" class="button" data-focus-target @click=${options.onRetry}>
      ${icon(retryIcon)}${strings.retry}
    </button>
  </div>`;
}
