/**
 * A source (search, external, recommend) and its search parameters, grouped, with the
 * rendering content (facet ordering, redirect, banners) in words.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { serviceText } from '../../internal/bidi.js';
import type { SourceView } from '../model.js';
import type { GroupedParams, ParamEntry, RenderingContentView } from '../params.js';
import { chips, code, link, moreOf, pair, rows, short, type ViewContext } from './common.js';

/** A source as a definition list (`data-kind`: its kind). */
export function source(v: ViewContext, src: SourceView): TemplateResult {
  const s = v.s;
  const type = pair(
    s.sourceType,
    {
      search: s.sourceSearch,
      external: s.sourceExternal,
      recommend: s.sourceRecommend,
      unknown: s.sourceUnknown,
    }[src.kind],
    'source-type',
  );
  let facts: unknown;
  switch (src.kind) {
    case 'search':
    case 'external':
      facts = html`${pair(s.index, code(v, src.index))}
      ${
        src.kind === 'external'
          ? pair(
              s.ordering,
              src.ordering === null || src.ordering === 'default'
                ? s.orderingDefault
                : src.ordering === 'userDefined'
                  ? s.orderingUserDefined
                  : code(v, src.ordering),
            )
          : nothing
      }
      ${pair(s.parameters, params(v, src.params))}`;
      break;
    case 'recommend':
      facts = html`${pair(s.index, code(v, src.indexName))} ${pair(s.model, code(v, src.model))}
      ${
        src.threshold === null
          ? nothing
          : pair(
              s.threshold,
              typeof src.threshold === 'number'
                ? s.thresholdValue(v.n(src.threshold))
                : code(v, src.threshold),
            )
      }
      ${src.params.map((p) =>
        pair(p.name === '' ? s.otherParameters : code(v, p.name), params(v, p.params)),
      )}`;
      break;
    default:
      facts = html`<dd>${code(v, src.json)}</dd>`;
  }
  return html`<dl class="kv source" data-kind=${src.kind}>${type} ${facts}</dl>`;
}

/** Search parameters by group, or "none" when there are none. */
function params(v: ViewContext, grouped: GroupedParams): TemplateResult {
  const s = v.s;
  if (grouped.count === 0) return html`<span class="muted">${s.noParameters}</span>`;
  const group = (name: string, title: string, detail: unknown) =>
    html`<dt class="group-name" data-group=${name}>${title}</dt>
      <dd>${detail}</dd>`;
  return html`<dl class="params">
    ${grouped.groups.map((g) =>
      group(
        g.name,
        s.paramGroup[g.name],
        html`<dl class="kv">${rows(g.entries).map((e) => pair(code(v, e.name), entry(v, e)))}</dl>
          ${moreOf(v, g.entries)}`,
      ),
    )}
    ${
      grouped.renderingContent
        ? group(
            'renderingContent',
            s.renderingContent,
            renderingContent(v, grouped.renderingContent),
          )
        : nothing
    }
  </dl>`;
}

/** The value of one parameter. */
function entry(v: ViewContext, e: ParamEntry): unknown {
  const s = v.s;
  switch (e.kind) {
    case 'boolean':
      return e.value ? s.yes : s.no;
    case 'number':
      return v.n(e.value);
    case 'string':
      return e.value === '' ? s.emptyString : code(v, e.value);
    case 'list':
      return chips(v, e.values);
    case 'snippets':
      return html`<ul class="chips">
          ${rows(e.values).map(
            (w) =>
              html`<li>
                ${code(v, w.attribute)}
                <span class="muted"
                  >(${w.words === null ? s.snippetDefault : s.snippetWords(v.n(w.words), w.words)})</span
                >
              </li>`,
          )}
        </ul>
        ${moreOf(v, e.values)}`;
    case 'filters':
      return html`<span class="muted">${s.allOf}</span>
        <ul class="filters">
          ${rows(e.groups).map(
            (group) =>
              html`<li>
                ${group.length > 1 ? `${s.anyOf} ` : nothing}${rows(group).map(
                  (f, i) => html`${i > 0 ? ', ' : ''}${code(v, f)}`,
                )}${moreOf(v, group)}
              </li>`,
          )}
        </ul>
        ${moreOf(v, e.groups)}`;
    case 'facets':
      return html`<ul class="chips">
          ${rows(e.values).map(
            (f) =>
              html`<li>
                ${code(v, f.facet)}${
                  f.disjunctive ? html` <span class="badge">${s.disjunctive}</span>` : nothing
                }
              </li>`,
          )}
        </ul>
        ${moreOf(v, e.values)}`;
    case 'json':
      return code(v, e.json);
  }
}

/** `renderingContent`: facet ordering, redirect, banners and anything else. */
function renderingContent(v: ViewContext, content: RenderingContentView): TemplateResult {
  const s = v.s;
  return html`<dl class="kv rendering">
      ${content.facetOrder ? pair(s.facetOrder, chips(v, content.facetOrder, true)) : nothing}
      ${rows(content.facetValues).map((f) =>
        pair(
          s.facetValuesOrder(short(f.facet)),
          html`<dl class="kv">
            ${f.order.length ? pair(s.pinnedFirst, chips(v, f.order, true)) : nothing}
            ${f.sortRemainingBy === null ? nothing : pair(s.sortRemainingBy, code(v, f.sortRemainingBy))}
            ${f.hide.length ? pair(s.hidden, chips(v, f.hide)) : nothing}
          </dl>`,
        ),
      )}
      ${content.redirect ? pair(s.redirect, link(v, content.redirect), 'redirect') : nothing}
      ${
        content.banners.length
          ? pair(
              s.banners,
              html`<ul class="banners">
                ${rows(content.banners).map(
                  (banner, i) =>
                    html`<li class="banner">
                      <figure>
                        ${rows(banner.images).map((image) =>
                          image.href === null || v.noImages
                            ? html`<span class="banner-image"
                                >${s.bannerImage}: ${link(v, image)}</span
                              >`
                            : html`<img
                                src=${image.href}
                                alt=${short(banner.title ?? '')}
                                loading="lazy"
                                referrerpolicy="no-referrer"
                              />`,
                        )}
                        <figcaption>
                          <span class="banner-title"
                            >${s.banner(v.n(i + 1))}:
                            ${
                              banner.title === null
                                ? s.bannerUntitled
                                : serviceText(banner.title, s)
                            }</span
                          >
                          ${
                            banner.link
                              ? html`<span class="banner-link"
                                  >${s.bannerLink}: ${link(v, banner.link)}</span
                                >`
                              : nothing
                          }
                        </figcaption>
                        ${moreOf(v, banner.images)}
                      </figure>
                    </li>`,
                )}
              </ul>`,
            )
          : nothing
      }
      ${rows(content.other).map((o) => pair(code(v, o.name), code(v, o.json)))}
    </dl>
    ${moreOf(v, content.facetValues)} ${moreOf(v, content.banners)} ${moreOf(v, content.other)}`;
}
