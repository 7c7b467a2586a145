/**
 * The sections around the injections: the header (name, description, id, behaviour), the
 * warnings, the readable view (the injection, or each feed of a multifeed) and the sorting
 * strategies.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { MAX_SORTING_STRATEGIES } from '../../api/rules/composition.js';
import type { CompositionView as ViewModel, MultifeedView } from '../model.js';
import { code, heading, type ViewContext } from './common.js';
import { injection } from './injection.js';

/** The name, description, id and behaviour; then the warnings, if any. */
export function header(v: ViewContext, view: ViewModel, level: number): TemplateResult {
  const s = v.s;
  const { warnings } = view;
  const id = `${v.uid}-warnings`;
  return html`<header part="header">
      ${heading(level, view.name ?? s.untitled)}
      ${view.description === null ? nothing : html`<p class="description">${view.description}</p>`}
      <dl class="facts">
        <div>
          <dt>${s.id}</dt>
          <dd class="id">${code(view.objectID)}</dd>
        </div>
        <div>
          <dt>${s.behaviour}</dt>
          <dd class="behaviour">
            ${
              {
                injection: s.behaviourInjection,
                multifeed: s.behaviourMultifeed,
                both: s.behaviourBoth,
                none: s.behaviourNone,
              }[view.behaviour]
            }
          </dd>
        </div>
      </dl>
    </header>
    ${
      warnings.length
        ? html`<section class="warnings" part="warnings" aria-labelledby=${id}>
            ${heading(level + 1, s.warningsHeading(v.n(warnings.length)), id)}
            <ul>
              ${warnings.map((w) => html`<li data-code=${w.code}>${s.warning(w, v.n)}</li>`)}
            </ul>
          </section>`
        : nothing
    }`;
}

/** The readable view: the injection or the feeds, then the sorting strategies. */
export function readable(v: ViewContext, view: ViewModel, level: number): TemplateResult {
  return html`${view.injection ? injection(v, view.injection, level, '') : nothing}
  ${view.multifeed ? feeds(v, view.multifeed, level) : nothing} ${sorting(v, view, level)}`;
}

function feeds(v: ViewContext, multifeed: MultifeedView, level: number): TemplateResult {
  const s = v.s;
  const used = multifeed.feeds.filter((f) => f.used).length;
  return html`<section class="feeds">
    ${heading(level, s.feeds)} ${multifeed.hasOrder ? nothing : html`<p>${s.feedNoOrder}</p>`}
    ${multifeed.feeds.map(
      (feed, i) =>
        html`<section class="feed ${feed.used ? 'used' : 'unused'}" data-feed=${feed.id}>
          ${heading(level + 1, s.feed(feed.id))}
          <p class="feed-status">
            ${
              feed.used
                ? s.feedUsed(v.n(i + 1), v.n(used))
                : html`<span class="flag">${s.feedUnused}</span>`
            }
          </p>
          ${
            feed.injection
              ? injection(v, feed.injection, level + 2, feed.id)
              : html`<p>${s.feedNoInjection}</p>`
          }
        </section>`,
    )}
  </section>`;
}

function sorting(v: ViewContext, view: ViewModel, level: number): TemplateResult | typeof nothing {
  const s = v.s;
  const rows = view.sorting;
  if (rows.length === 0) return nothing;
  const over = rows.some((r) => r.overLimit);
  return html`<section class="sorting">
    ${heading(level, s.sortingStrategies)}
    <p>${s.sortingHelp}</p>
    <table>
      <caption class=${over ? 'flag' : ''}>
        ${s.sortingCaption(v.n(rows.length), v.n(MAX_SORTING_STRATEGIES))}
      </caption>
      <thead>
        <tr>
          <th scope="col">${s.sortingLabel}</th>
          <th scope="col">${s.sortingIndex}</th>
          ${over ? html`<th scope="col">${s.sortingNote}</th>` : nothing}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr class=${row.overLimit ? 'over' : ''}>
              <th scope="row"><code>${row.label}</code></th>
              <td><code>${row.index}</code></td>
              ${
                over
                  ? html`<td>
                      ${row.overLimit ? html`<span class="flag">${s.overLimit}</span>` : ''}
                    </td>`
                  : nothing
              }
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}
