/**
 * The three states every element shows besides its content, in one design: loading (a polite
 * status, optionally beside a skeleton shaped like the content), empty (a title and a hint),
 * and error (a titled alert naming the problem, with a retry button). Style them with
 * `stateStyles` (in `styles.ts`); the parts are `loading`, `empty`, `error` and `retry`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { serviceText } from './bidi.js';
import { describeFailure, failureTitle, type FailureStrings } from './failure.js';

/** A polite "Loading…" status, with an optional skeleton shaped like the content. */
export function loadingView(label: string, skeleton?: TemplateResult): TemplateResult {
  return html`<div part="loading" class="state state-loading">
    <p role="status" class=${skeleton ? 'visually-hidden' : 'state-title'}>${label}</p>
    ${skeleton ?? nothing}
  </div>`;
}

/** "Nothing to show", with an optional hint of what would appear here. */
export function emptyView(title: string, hint?: string): TemplateResult {
  return html`<div part="empty" class="state state-empty" role="status">
    <p class="state-title">${title}</p>
    ${hint ? html`<p class="state-hint">${hint}</p>` : nothing}
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
      ${options.strings.retry}
    </button>
  </div>`;
}
