/**
 * The templates of `<secret-key-list>`: the toolbar, the table (its head, rows and date cells),
 * the skeleton shown while the first page loads, and the "past the end" block. Plain functions
 * of what they show; the element owns the state and the handlers.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { SecretKey, SecretKeysPage } from '../api/schemas/secret-keys.js';
import { bidiText, serviceText } from '../internal/bidi.js';
import { formatter } from '../internal/locale.js';
import { clip } from '../internal/text.js';
import { formatAbsolute, formatRelative, maskSecret, parseDate } from './format.js';
import { pageRange, pageSizeOptions } from './paging.js';
import type { SecretsController } from './secrets.js';
import type { SecretKeyListStrings } from './strings.js';

/** What the row templates need from the element. */
export interface RowContext {
  strings: SecretKeyListStrings;
  locale: string;
  now: Date;
  secrets: SecretsController;
  /** Rows whose whole name is shown (an over-long name is clipped until the user expands it). */
  expanded: WeakSet<SecretKey>;
  /** Expands or clips the name of a row. */
  toggleName: (row: SecretKey) => void;
}

/** The most characters of a key name drawn before the user asks for the whole name. */
const NAME_MAX = 500;

/** The most agent chips drawn for one key; the rest are counted. */
const AGENTS_MAX = 50;

type DateField = 'createdAt' | 'updatedAt' | 'lastUsedAt';

/** A number for people, in the element's locale. */
export function formatNumber(locale: string, n: number): string {
  return formatter(Intl.NumberFormat, locale).format(n);
}

/**
 * The name a key is announced by (a placeholder for an empty one), bounded: labels and
 * messages never carry more than `MAX_TEXT` characters of it, and name its direction controls
 * (`bidiText`) instead of obeying them.
 */
function keyName(row: SecretKey, strings: SecretKeyListStrings): string {
  return row.name.trim() === '' ? strings.unnamed : bidiText(clip(row.name).text);
}

/** The page-size selector, and the range of keys shown once a page is there. */
export function toolbarView(
  s: SecretKeyListStrings,
  locale: string,
  limit: number,
  value: SecretKeysPage | undefined,
  onChange: (event: Event) => void,
): TemplateResult {
  const n = (x: number) => formatNumber(locale, x);
  let range: TemplateResult | typeof nothing = nothing;
  if (value && value.data.length > 0) {
    const { from, to } = pageRange(value.pagination, value.data.length);
    range = html`<p class="range">
      ${s.range(n(from), n(to), n(value.pagination.totalCount), value.pagination.totalCount)}
    </p>`;
  }
  return html`<div class="toolbar" part="toolbar">
    <label>
      ${s.pageSize}
      <select @change=${onChange}>
        ${pageSizeOptions(limit).map(
          (size) => html`<option value=${size} ?selected=${size === limit}>${n(size)}</option>`,
        )}
      </select>
    </label>
    ${range}
  </div>`;
}

function headView(s: SecretKeyListStrings): TemplateResult {
  return html`<caption>
      ${s.caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${s.columnName}</th>
        <th scope="col">${s.columnValue}</th>
        <th scope="col">${s.columnAgents}</th>
        <th scope="col">${s.columnDefault}</th>
        <th scope="col">${s.columnCreated}</th>
        <th scope="col">${s.columnUpdated}</th>
        <th scope="col">${s.columnLastUsed}</th>
      </tr>
    </thead>`;
}

/** The table's shape with pulsing placeholder rows (hidden from assistive technology). */
export function skeletonView(s: SecretKeyListStrings, limit: number): TemplateResult {
  const count = Math.min(Math.max(limit, 1), 10);
  return html`<div class="scroll">
    <table part="table" aria-busy="true">
      ${headView(s)}
      <tbody>
        ${Array.from(
          { length: count },
          () =>
            html`<tr class="skeleton" aria-hidden="true">
              ${Array.from({ length: 7 }, () => html`<td><span></span></td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** The keys of a page; `stale` while the next page loads over them. */
export function tableView(ctx: RowContext, rows: SecretKey[], stale: boolean): TemplateResult {
  return html`<div class="scroll">
    <table
      part="table"
      tabindex="-1"
      class=${stale ? 'stale' : ''}
      aria-busy=${stale ? 'true' : 'false'}
    >
      ${headView(ctx.strings)}
      <tbody>
        ${rows.map((row, index) => rowView(ctx, row, index))}
      </tbody>
    </table>
  </div>`;
}

function rowView(ctx: RowContext, row: SecretKey, index: number): TemplateResult {
  const s = ctx.strings;
  const name = keyName(row, s);
  const revealed = ctx.secrets.revealed(row.id);
  const long = row.name.length > NAME_MAX;
  const expanded = long && ctx.expanded.has(row);
  const agents = row.agentIds;
  return html`<tr>
    <th scope="row" dir="auto">
      ${
        expanded
          ? html`<span class="full" tabindex="0">${serviceText(row.name, s, Infinity)}</span>`
          : row.name.trim() === ''
            ? name
            : serviceText(row.name, s, NAME_MAX)
      }${
        long
          ? html`<button
              type="button"
              class="button more"
              aria-expanded=${expanded ? 'true' : 'false'}
              aria-label=${s.fullNameLabel(name)}
              @click=${() => ctx.toggleName(row)}
            >
              ${s.fullName}
            </button>`
          : nothing
      }
    </th>
    <td class="secret">
      ${
        revealed === undefined
          ? html`<span class="mask" aria-hidden="true">${maskSecret()}</span
              ><span class="visually-hidden">${s.masked}</span>`
          : html`<code
              class="value"
              dir="ltr"
              tabindex=${ifDefined(revealed.length > 200 ? 0 : undefined)}
              >${revealed}</code
            >`
      }
      <span class="actions">
        <button
          type="button"
          class="button reveal"
          aria-pressed=${revealed === undefined ? 'false' : 'true'}
          aria-label=${s.revealLabel(name)}
          @click=${() => ctx.secrets.toggle(row)}
        >
          ${s.reveal}
        </button>
        <button
          type="button"
          class="button copy"
          aria-label=${s.copyLabel(name)}
          @click=${() => ctx.secrets.copy(row, name)}
        >
          ${s.copy}
        </button>
      </span>
    </td>
    <td class="agents">
      ${
        agents.length === 0
          ? html`<span class="muted">${s.noAgents}</span>`
          : html`<ul class="chips" aria-label=${s.agentsLabel(name)}>
              ${agents
                .slice(0, AGENTS_MAX)
                .map(
                  (agent) =>
                    html`<li class="chip" part="chip" dir="auto">${serviceText(agent, s, 64)}</li>`,
                )}
              ${
                agents.length > AGENTS_MAX
                  ? html`<li class="chip">
                      ${s.moreAgents(formatNumber(ctx.locale, agents.length - AGENTS_MAX), agents.length - AGENTS_MAX)}
                    </li>`
                  : nothing
              }
            </ul>`
      }
    </td>
    <td>
      ${
        row.isDefault
          ? html`<span class="badge" part="badge">${s.defaultBadge}</span>`
          : html`<span class="visually-hidden">${s.notDefault}</span>`
      }
    </td>
    <td>${dateView(ctx, row, 'createdAt', index)}</td>
    <td>${dateView(ctx, row, 'updatedAt', index)}</td>
    <td>${dateView(ctx, row, 'lastUsedAt', index)}</td>
  </tr>`;
}

/** A relative date, focusable, described by its absolute date in a tooltip. */
function dateView(ctx: RowContext, row: SecretKey, field: DateField, index: number) {
  const raw = row[field];
  if (raw === null || raw === undefined) {
    return html`<span class="muted">${ctx.strings.neverUsed}</span>`;
  }
  const date = parseDate(raw);
  if (!date) return serviceText(raw, ctx.strings, 64);
  const tipId = `date-${index}-${field}`;
  const absolute = formatAbsolute(date, ctx.locale);
  return html`<span class="date-wrap"
    ><span
      class="date"
      tabindex="0"
      aria-describedby=${tipId}
      @keydown=${onDateKeydown}
      @blur=${onDateBlur}
      ><time datetime=${date.toISOString()}
        >${formatRelative(date, ctx.now, ctx.locale)}</time
      ></span
    ><span class="tip" role="tooltip" id=${tipId} aria-label=${absolute}>${absolute}</span></span
  >`;
}

function onDateKeydown(event: KeyboardEvent): void {
  // A tooltip can be dismissed without moving focus (WCAG 1.4.13).
  if (event.key === 'Escape') (event.currentTarget as HTMLElement).classList.add('dismissed');
}

function onDateBlur(event: FocusEvent): void {
  (event.currentTarget as HTMLElement).classList.remove('dismissed');
}

/** Keys exist, but not on the page asked for: say so, and offer the last page. */
export function pastEndView(
  s: SecretKeyListStrings,
  locale: string,
  page: number,
  pages: number,
  stale: boolean,
  onLast: () => void,
): TemplateResult {
  const n = (x: number) => formatNumber(locale, x);
  return html`<div class="state past-end" aria-busy=${stale ? 'true' : 'false'}>
    <p>${s.pastEnd(n(page + 1), n(pages), pages)}</p>
    <button type="button" class="button" data-focus-target @click=${onLast}>
      ${s.goToLastPage(n(Math.max(1, pages)))}
    </button>
  </div>`;
}
