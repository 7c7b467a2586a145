/**
 * The one error block of every element, as the error view draws it (error-view.ts) and as what
 * stands in for that view when it cannot load (`errorState` in state-view.ts).
 */
import { html, type TemplateResult } from 'lit';
import type { FailureStrings } from './failure-strings.js';
import { icon, retryIcon } from './icons.js';

/**
 * The error block: `part="error"`, `role="alert"`, a title, what follows it, and the Retry
 * button (`part="retry"`). `kind` is the failure's (`data-kind`, for styles and tests).
 */
export function errorBlock(
  kind: string,
  title: string,
  body: unknown,
  strings: Pick<FailureStrings, 'retry'>,
  onRetry: () => void,
): TemplateResult {
  return html`<div part="error" class="state state-error" role="alert" data-kind=${kind}>
    <p class="state-title">${title}</p>
    ${body}
    <button type="button" part="retry" class="button" data-focus-target @click=${onRetry}>
      ${icon(retryIcon)}${strings.retry}
    </button>
  </div>`;
}
