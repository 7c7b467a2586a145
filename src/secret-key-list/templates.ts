/**
 * The templates of `<secret-key-list>`: the toolbar, the table (its head, rows and date cells),
 * the skeleton shown while the first page loads, and the "past the end" block. Plain functions
 * of what they show; the element owns the state and the handlers. The page links are in
 * `pages.ts`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { SecretKey, SecretKeysPage } from '../api/types/secret-keys.js';
import { bidiText, serviceText } from '../internal/bidi.js';
import { copiedIcon, copyIcon, hideIcon, icon, revealIcon } from '../internal/icons.js';
import { formatter } from '../internal/locale.js';
import { clip } from '../internal/text.js';
import { formatDate, formatRelative, maskSecret, parseDate } from './format.js';
import { pageRange, pageSizeOptions } from './paging.js';
import type { SecretsController } from './secrets.js';
import type { SecretKeyListStrings } from './strings.js';

/** What the row templates need from the element. */
export interface RowContext {
  strings: SecretKeyListStrings;
  locale: string;
  /** The zone of the dates (`timeZone`, resolved). */
  timeZone?: string;
  now: Date;
  secrets: SecretsController;
  /** Rows whose whole name is shown (an over-long name is clipped until the user expands it). */
  expanded: ReadonlySet<SecretKey>;
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

/** What the toolbar shows. */
interface ToolbarOptions {
  strings: SecretKeyListStrings;
  locale: string;
  /** The page size selected. */
  limit: number;
  /** The page shown, whose range is drawn once it holds keys (`undefined`: no range). */
  value: SecretKeysPage | undefined;
  /** The page-size selector's `change` handler. */
  onChange: (event: Event) => void;
}

/** The page-size selector, and the range of keys shown once a page is there. */
export function toolbarView({
  strings: s,
  locale,
  limit,
  value,
  onChange,
}: ToolbarOptions): TemplateResult {
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
      <select class="control" @change=${onChange}>
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

/**
 * The table, its head and `body` (the rows of a page, or the skeleton rows), `busy` while the
 * first or next page loads. One markup for every width: below 64rem of the element's own width,
 * CSS lays each row out as a card.
 */
function tableView(s: SecretKeyListStrings, body: unknown, busy: boolean): TemplateResult {
  return html`<div class="scroll">
    <table part="table" tabindex="-1" class=${busy ? 'stale' : ''}>
      ${headView(s)}
      <tbody>
        ${body}
      </tbody>
    </table>
  </div>`;
}

/** Placeholder rows shaped like the rows (or cards) to come, hidden from assistive technology. */
export function skeletonView(s: SecretKeyListStrings, limit: number): TemplateResult {
  return tableView(
    s,
    Array.from(
      { length: Math.min(Math.max(limit, 1), 10) },
      () =>
        html`<tr class="skeleton" aria-hidden="true">
          <th><span class="skeleton-line"></span></th>
          ${Array.from({ length: 6 }, () => html`<td><span class="skeleton-line"></span></td>`)}
        </tr>`,
    ),
    true,
  );
}

/** The keys of a page; `stale` while the next page loads over them. */
export function rowsView(ctx: RowContext, rows: SecretKey[], stale: boolean): TemplateResult {
  return tableView(
    ctx.strings,
    rows.map((row) => rowView(ctx, row)),
    stale,
  );
}

/** An identifier (agent id, key name): service text that wraps only after its separators. */
const ident = (value: string, s: SecretKeyListStrings, max: number) =>
  serviceText(value, s, max, (text) => text.split(/(?<=[_-])/));

function rowView(ctx: RowContext, row: SecretKey): TemplateResult {
  const s = ctx.strings;
  const blank = !row.name.trim();
  // The name the key is announced by (a placeholder for an empty one), bounded: labels and
  // messages never carry more than `MAX_TEXT` characters of it, and name its direction
  // controls (`bidiText`) instead of obeying them.
  const name = blank ? s.unnamed : bidiText(clip(row.name).text);
  const revealed = ctx.secrets.revealed.get(row.id);
  const masked = revealed === undefined;
  const copied = ctx.secrets.copied === row.id;
  const long = row.name.length > NAME_MAX;
  const expanded = long && ctx.expanded.has(row);
  const agents = row.agentIds;
  const more = agents.length - AGENTS_MAX;
  const date = (field: DateField) => dateView(ctx, row[field]);
  return html`<tr>
    <th scope="row" dir="auto">
      ${
        expanded
          ? html`<span class="full" tabindex="0">${ident(row.name, s, Infinity)}</span>`
          : blank
            ? name
            : ident(row.name, s, NAME_MAX)
      }${
        long
          ? html`<button
              type="button"
              class="button more"
              aria-expanded=${expanded}
              aria-label=${s.fullNameLabel(name)}
              @click=${() => ctx.toggleName(row)}
            >
              ${s.fullName}
            </button>`
          : nothing
      }
    </th>
    <td>
      ${
        masked
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
          aria-label=${(masked ? s.revealLabel : s.hideLabel)(name)}
          @click=${() => ctx.secrets.toggle(row)}
        >
          ${masked ? [icon(revealIcon), s.reveal] : [icon(hideIcon), s.hide]}
        </button>
        <button
          type="button"
          class="button copy"
          aria-label=${ifDefined(copied ? undefined : s.copyLabel(name))}
          @click=${() => ctx.secrets.copy(row, name)}
        >
          ${copied ? [icon(copiedIcon), s.copiedShort] : [icon(copyIcon), s.copy]}
        </button>
      </span>
    </td>
    <td data-label=${s.columnAgents}>
      ${
        agents.length === 0
          ? html`<span class="muted">${s.noAgents}</span>`
          : html`<ul class="chips" aria-label=${s.agentsLabel(name)}>
              ${agents
                .slice(0, AGENTS_MAX)
                .map(
                  (agent) =>
                    html`<li class="chip" part="chip" dir="auto">${ident(agent, s, 64)}</li>`,
                )}${
                more > 0
                  ? html`<li class="chip">
                      ${s.moreAgents(formatNumber(ctx.locale, more), more)}
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
    <td data-label=${s.columnCreated}>${date('createdAt')}</td>
    <td data-label=${s.columnUpdated}>${date('updatedAt')}</td>
    <td data-label=${s.columnLastUsed}>${date('lastUsedAt')}</td>
  </tr>`;
}

/** The absolute date, with the relative one as secondary text (no tab stop, no tooltip). */
function dateView(ctx: RowContext, raw: string | null | undefined) {
  if (raw === null || raw === undefined) {
    return html`<span class="muted">${ctx.strings.neverUsed}</span>`;
  }
  const date = parseDate(raw);
  return date
    ? html`<time datetime=${date.toISOString()}>${formatDate(date, ctx.locale, ctx.timeZone)}</time
        ><span class="muted">${formatRelative(date, ctx.now, ctx.locale)}</span>`
    : serviceText(raw, ctx.strings, 64);
}

/** What the "past the end" block shows. */
interface PastEndOptions {
  strings: SecretKeyListStrings;
  locale: string;
  /** The zero-based page asked for. */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** Goes to the last page. */
  onLast: () => void;
}

/** Keys exist, but not on the page asked for: say so, and offer the last page. */
export function pastEndView({
  strings: s,
  locale,
  page,
  pages,
  onLast,
}: PastEndOptions): TemplateResult {
  const n = (x: number) => formatNumber(locale, x);
  return html`<div class="state past-end">
    <p>${s.pastEnd(n(page + 1), n(pages), pages)}</p>
    <button type="button" class="button" data-focus-target @click=${onLast}>
      ${s.goToLastPage(n(Math.max(1, pages)))}
    </button>
  </div>`;
}
