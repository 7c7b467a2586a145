import { failureStrings, type FailureStrings } from '../internal/failure-strings.js';
import type { PaginationStrings } from '../pagination/templates.js';

/**
 * Every visible and spoken text of `<secret-key-list>`; override any part through `strings`.
 * Page numbers given to the functions are formatted and count from one, as people read them.
 * The failure titles (`failureInvalid`, `failureNotAllowed`, …) and `retry` come from
 * `FailureStrings`; a 422's `detail` follows its title, one line per parameter.
 */
export interface SecretKeyListStrings extends FailureStrings {
  /** The table caption. */
  caption: string;
  columnName: string;
  columnValue: string;
  columnAgents: string;
  columnDefault: string;
  columnCreated: string;
  columnUpdated: string;
  columnLastUsed: string;
  /** Label of the page-size selector. */
  pageSize: string;
  /** "Keys 11–20 of 23" (numbers already formatted for the locale; `n` is the total). */
  range: (from: string, to: string, total: string, n: number) => string;
  /** Shown while the first page loads. */
  loading: string;
  /** Announced while another page loads over the previous rows. */
  loadingPage: (page: string) => string;
  empty: string;
  emptyHint: string;
  /** `n` is the number of pages, for plural forms. */
  pastEnd: (page: string, pages: string, n: number) => string;
  goToLastPage: (page: string) => string;
  /** Shown when no store (or no API client) is available. */
  noClient: string;
  /** Spoken in place of a masked secret. */
  masked: string;
  /** Text of the reveal toggle while the secret is masked. */
  reveal: string;
  /** Accessible name of the reveal toggle while the secret is masked, naming the key. */
  revealLabel: (name: string) => string;
  /** Text of the same toggle while the secret is shown. */
  hide: string;
  /** Its accessible name while the secret is shown, naming the key. */
  hideLabel: (name: string) => string;
  copy: string;
  copyLabel: (name: string) => string;
  /** Text of the copy button for a moment after a copy (the `copied` message is announced). */
  copiedShort: string;
  copied: (name: string) => string;
  copyFailed: (name: string) => string;
  /** Accessible name of the agent chip list of one key. */
  agentsLabel: (name: string) => string;
  noAgents: string;
  defaultBadge: string;
  /** Spoken in the default column of keys that are not the default. */
  notDefault: string;
  neverUsed: string;
  /** Text of the toggle that shows the whole of a name too long to draw (expanded or not). */
  fullName: string;
  /** Accessible name of that toggle, naming the key (its name shortened). */
  fullNameLabel: (name: string) => string;
  /** The last agent chip of a key with more agents than are drawn ("+12 more"). */
  moreAgents: (count: string, n: number) => string;
  /** Shown for a key with an empty name. */
  unnamed: string;
  /** Accessible name of the page navigation. */
  paginationLabel: string;
  /** Texts of the page links (`<search-pagination>`'s strings; its English defaults otherwise). */
  pagination: Partial<PaginationStrings>;
}

/** Every string in English: the strings a translation has, all of them. */
export const defaultStrings: SecretKeyListStrings = {
  ...failureStrings,
  failureInvalid: 'The service refused the request parameters:',
  failureNotAllowed: 'The service refused access to the secret keys.',
  failureUnreachable: 'The secret keys could not be loaded.',
  failureMalformed: 'The service sent an answer that cannot be shown.',
  failureOther: 'The secret keys could not be loaded.',
  caption: 'Secret keys',
  columnName: 'Name',
  columnValue: 'Secret',
  columnAgents: 'Agents',
  columnDefault: 'Default',
  columnCreated: 'Created',
  columnUpdated: 'Updated',
  columnLastUsed: 'Last used',
  pageSize: 'Keys per page',
  range: (from, to, total) => `Keys ${from}–${to} of ${total}`,
  loading: 'Loading secret keys…',
  loadingPage: (page) => `Loading page ${page}…`,
  empty: 'No secret keys yet',
  emptyHint: 'Secret keys created for your agents will be listed here.',
  pastEnd: (page, pages, n) =>
    `Page ${page} is past the end of the list: there ${n === 1 ? 'is only 1 page' : `are only ${pages} pages`}.`,
  goToLastPage: (page) => `Go to the last page (${page})`,
  noClient: 'No API client: give this element a store, or place it inside a <search-provider>.',
  masked: 'Hidden',
  reveal: 'Show',
  revealLabel: (name) => `Show the secret of ${name}`,
  hide: 'Hide',
  hideLabel: (name) => `Hide the secret of ${name}`,
  copy: 'Copy',
  copyLabel: (name) => `Copy the secret of ${name}`,
  copiedShort: 'Copied',
  copied: (name) => `The secret of ${name} was copied to the clipboard.`,
  copyFailed: (name) =>
    `Could not copy the secret of ${name}: the clipboard is not available or access to it was denied.`,
  agentsLabel: (name) => `Agents using ${name}`,
  noAgents: 'No agents',
  defaultBadge: 'Default',
  notDefault: 'No',
  neverUsed: 'Never used',
  fullName: 'Full name',
  fullNameLabel: (name) => `Full name of ${name}`,
  moreAgents: (count) => `+${count} more`,
  unnamed: '(unnamed key)',
  paginationLabel: 'Secret key pages',
  pagination: {},
};
