/**
 * The sections around the injections: the header (name, description, id, behaviour), the
 * warnings, the readable view (the injection, or each feed of a multifeed) and the sorting
 * strategies.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { MAX_SORTING_STRATEGIES } from '../../api/rules/composition.js';
import type { CompositionView as ViewModel, MultifeedView } from '../model.js';
import { bidiText, serviceText } from '../../internal/bidi.js';
import { clip } from '../../internal/text.js';
import type { CompositionWarning } from '../check.js';
import { code, heading, more, moreOf, rows, short, type ViewContext } from './common.js';
import { injection } from './injection.js';

/** The longest description drawn (the rest is in its title and the JSON tab). */
const DESCRIPTION = 1_000;

/** A warning with every service string in it cut to `MAX_TEXT` characters, controls named. */
function bounded(w: CompositionWarning): CompositionWarning {
  const b = { ...w } as Record<string, unknown>;
  for (const [k, x] of Object.entries(b)) {
    if (typeof x === 'string') b[k] = bidiText(clip(x).text);
    else if (Array.isArray(x) && k === 'items') b[k] = rows(x as string[]).map(short);
    else if (Array.isArray(x)) b[k] = rows(x);
  }
  return b as unknown as CompositionWarning;
}

/** The name, description, id and behaviour; then the warnings, if any. */
export function header(v: ViewContext, view: ViewModel, level: number): TemplateResult {
  const s = v.s;
  const { warnings } = view;
  const id = `${v.uid}-warnings`;
  return html`<header part="header">
      ${heading(level, view.name === null ? s.untitled : serviceText(view.name, s))}
      ${
        view.description === null
          ? nothing
          : html`<p class="description">${serviceText(view.description, s, DESCRIPTION)}</p>`
      }
      <dl class="facts">
        <div>
          <dt>${s.id}</dt>
          <dd class="id">${code(v, view.objectID)}</dd>
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
            ${heading(level + 1, s.warningsHeading(v.n(warnings.length), warnings.length), id)}
            <ul>
              ${rows(warnings).map(
                (w) => html`<li data-code=${w.code}>${s.warning(bounded(w), v.n, v.list)}</li>`,
              )}
            </ul>
            ${moreOf(v, warnings)}
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
        html`<section class="feed ${feed.used ? 'used' : 'unused'}" data-feed=${short(feed.id)}>
          ${heading(level + 1, s.feed(short(feed.id)))}
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
    ${more(v, multifeed.omitted)}
  </section>`;
}

function sorting(v: ViewContext, view: ViewModel, level: number): TemplateResult | typeof nothing {
  const s = v.s;
  const list = view.sorting;
  if (list.length === 0) return nothing;
  const over = list.some((r) => r.overLimit);
  return html`<section class="sorting">
    ${heading(level, s.sortingStrategies)}
    <p>${s.sortingHelp}</p>
    <table>
      <caption class=${over ? 'flag' : ''}>
        ${s.sortingCaption(v.n(list.length), v.n(MAX_SORTING_STRATEGIES), list.length)}
      </caption>
      <thead>
        <tr>
          <th scope="col">${s.sortingLabel}</th>
          <th scope="col">${s.sortingIndex}</th>
          ${over ? html`<th scope="col">${s.sortingNote}</th>` : nothing}
        </tr>
      </thead>
      <tbody>
        ${rows(list).map(
          (row) =>
            html`<tr class=${row.overLimit ? 'over' : ''}>
              <th scope="row">${code(v, row.label)}</th>
              <td>${code(v, row.index)}</td>
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
    ${moreOf(v, list)}
  </section>`;
}
