/**
 * The error view of every element: the title of the failure's kind (or the element's own), the
 * service's message or one line per invalid field, and Retry, in the error block of
 * error-block.ts. Loaded the first time an element fails (`errorState` in state-view.ts), with
 * what describes a failure (failure.ts) and the English titles: a page that never fails never
 * loads any of it. The lazy parts that show a failure of their own import it (the comparison).
 */
import { html, type TemplateResult } from 'lit';
import { serviceText } from './bidi.js';
import { describeFailure, failureTitle, type Failure } from './failure.js';
import type { FailureStrings } from './failure-strings.js';
import { errorBlock } from './error-block.js';

export { failureTitle, type Failure };

export interface ErrorViewOptions {
  strings: FailureStrings;
  /** Replaces the generic title of the failure's kind (e.g. "Composition not found"). */
  title?: (kind: Failure['kind']) => string | undefined;
  onRetry: () => void;
}

/** An alert that names the problem (the service's message or the invalid fields) and a retry. */
export function errorView(error: unknown, options: ErrorViewOptions): TemplateResult {
  const failure = describeFailure(error);
  const { strings } = options;
  const title = options.title?.(failure.kind) ?? failureTitle(failure, strings);
  return errorBlock(
    failure.kind,
    title,
    failure.details.length
      ? html`<ul class="state-details">
          ${failure.details.slice(0, 20).map((line) => html`<li>${serviceText(line, strings)}</li>`)}
        </ul>`
      : html`<p class="state-hint">${serviceText(failure.message, strings, Infinity)}</p>`,
    strings,
    options.onRetry,
  );
}
