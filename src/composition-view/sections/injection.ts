/**
 * One injection behaviour: its main source, where its injected items land (a row of result
 * positions, drawn for the eye, and each item in words), and its deduplication rule.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DeduplicationView, InjectedItemView, InjectionView } from '../model.js';
import {
  code,
  heading,
  more,
  moreOf,
  pair,
  rows,
  short,
  value,
  type ViewContext,
} from './common.js';
import { source } from './source.js';

const letter = (i: number) => String.fromCharCode(65 + (i % 26));

/** The main source, the injected items and the deduplication, each a section. */
export function injection(
  v: ViewContext,
  inj: InjectionView,
  level: number,
  scope: string,
): TemplateResult {
  const s = v.s;
  return html`
    <section class="main-source">
      ${heading(level, s.mainSource)}
      ${inj.main ? source(v, inj.main) : html`<p>${s.noMainSource}</p>`}
    </section>
    <section class="injected">${heading(level, s.injectedItems)} ${slots(v, inj, scope)}</section>
    <section class="dedup">
      ${heading(level, s.deduplication)} ${dedup(v, inj.deduplication)}
    </section>
  `;
}

function dedup(v: ViewContext, d: DeduplicationView): TemplateResult {
  const s = v.s;
  return html`<p class="dedup-rule" data-positioning=${d.positioning}>
      ${
        d.positioning === 'unknown'
          ? s.dedupUnknown(short(d.raw))
          : d.positioning === 'highest'
            ? s.dedupHighest
            : s.dedupHighestInjected
      }
    </p>
    ${d.isDefault ? html`<p class="dedup-default">${s.dedupDefault}</p>` : nothing}`;
}

/** The row of result positions (hidden from assistive technologies) and the items in words. */
function slots(v: ViewContext, inj: InjectionView, scope: string): TemplateResult {
  const { items, slots: map } = inj;
  if (items.length === 0) return html`<p>${v.s.noInjectedItems}</p>`;
  const overlapping = new Set(map.overlaps.flatMap((o) => o.positions));
  return html`
    <ol class="slots" part="slots" aria-hidden="true">
      ${map.slots.map((slot) => {
        const first = slot.items[0];
        return html`<li
          class="slot ${first === undefined ? 'main' : `filled fill-${first % 6}`} ${
            overlapping.has(slot.position) ? 'overlap' : ''
          }"
          data-position=${slot.position}
        >
          <span class="slot-number">${v.n(slot.position)}</span>
          <span class="slot-items"
            >${slot.items.slice(0, 3).map(letter).join('+') || '·'}${
              slot.items.length > 3 ? '…' : ''
            }</span
          >
        </li>`;
      })}
    </ol>
    <ul class="items" data-scope=${short(scope)}>
      ${items.map((item, i) => itemView(v, item, i, inj))}
    </ul>
    ${more(v, inj.omitted)}
    <p class="main-rest">${v.s.mainFillsRest}</p>
  `;
}

function itemView(
  v: ViewContext,
  item: InjectedItemView,
  index: number,
  inj: InjectionView,
): TemplateResult {
  const s = v.s;
  const placed = !inj.slots.unplaced.includes(index);
  const overlaps = [
    ...new Set(inj.slots.overlaps.filter((o) => o.items.includes(index)).flatMap((o) => o.items)),
  ]
    .filter((other) => other !== index)
    .map((other) => short(inj.items[other]!.label));
  const range = item.range;
  const where = !placed
    ? s.notPlaced
    : range === null
      ? s.occupiesNothing
      : s.occupies(
          v.n(range.first),
          v.n(range.last),
          v.n(range.last - range.first + 1),
          range.last - range.first + 1,
        );
  const extra = item.extra.length
    ? pair(
        s.extra,
        html`<dl class="kv">
            ${rows(item.extra).map((e) => pair(code(v, e.name), code(v, e.json)))}
          </dl>
          ${moreOf(v, item.extra)}`,
      )
    : nothing;
  return html`<li class="item fill-${index % 6}">
    <p class="item-title">
      <span class="swatch" aria-hidden="true">${letter(index)}</span>
      <span class="item-name">${s.item(short(item.label))}</span>:
      <span class="item-where">${where}</span>${
        overlaps.length
          ? html`; <span class="flag">${s.overlapsWith(overlaps, v.list)}</span>`
          : nothing
      }
    </p>
    <dl class="kv">
      ${pair(s.position, value(v, item.position))} ${pair(s.length, value(v, item.length))}
      ${pair(s.source, item.source ? source(v, item.source) : '—')}
      ${
        item.addItemKey === null && extra === nothing
          ? nothing
          : pair(
              s.metadata,
              html`<dl class="kv">
                ${item.addItemKey === null ? nothing : pair(s.addItemKey, item.addItemKey ? s.yes : s.no)}
                ${extra}
              </dl>`,
            )
      }
    </dl>
  </li>`;
}
