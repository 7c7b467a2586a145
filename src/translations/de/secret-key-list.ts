import type { SecretKeyListStrings } from '../../secret-key-list/strings.js';
import { failure, p } from './common.js';
import pagination from './pagination.js';

const notLoaded = 'Die geheimen Schlüssel konnten nicht geladen werden.';

export default {
  ...failure,
  failureInvalid: 'Der Dienst hat die Anfrageparameter abgelehnt:',
  failureNotAllowed: 'Der Dienst hat den Zugriff auf die geheimen Schlüssel verweigert.',
  failureUnreachable: notLoaded,
  failureMalformed: 'Die Antwort des Dienstes lässt sich nicht anzeigen.',
  failureOther: notLoaded,
  caption: 'Geheime Schlüssel',
  columnName: 'Name',
  columnValue: 'Geheimer Wert',
  columnAgents: 'Agenten',
  columnDefault: 'Standard',
  columnCreated: 'Erstellt',
  columnUpdated: 'Geändert',
  columnLastUsed: 'Zuletzt verwendet',
  pageSize: 'Schlüssel pro Seite',
  range: (from, to, total) => `Schlüssel ${from}–${to} von ${total}`,
  loading: 'Geheime Schlüssel werden geladen…',
  loadingPage: (page) => `Seite ${page} wird geladen…`,
  empty: 'Noch keine geheimen Schlüssel',
  emptyHint: 'Hier erscheinen die für Ihre Agenten erstellten geheimen Schlüssel.',
  pastEnd: (page, pages, n) =>
    `Seite ${page} liegt hinter dem Ende der Liste: Es gibt nur ${pages} ${p(n, { one: 'Seite', other: 'Seiten' })}.`,
  goToLastPage: (page) => `Zur letzten Seite (${page})`,
  noClient:
    'Nicht verbunden: Geben Sie dem Element einen Store mit API-Client oder platzieren Sie es in <search-provider>.',
  masked: 'Verborgen',
  reveal: 'Anzeigen',
  revealLabel: (name) => `Geheimen Wert von ${name} anzeigen`,
  hide: 'Verbergen',
  hideLabel: (name) => `Geheimen Wert von ${name} verbergen`,
  copy: 'Kopieren',
  copyLabel: (name) => `Geheimen Wert von ${name} kopieren`,
  copiedShort: 'Kopiert',
  copied: (name) => `Der geheime Wert von ${name} wurde in die Zwischenablage kopiert.`,
  copyFailed: (name) =>
    `Kopieren des geheimen Werts von ${name} fehlgeschlagen: Zwischenablage nicht verfügbar oder Zugriff verweigert.`,
  agentsLabel: (name) => `Agenten, die ${name} verwenden`,
  noAgents: 'Keine Agenten',
  defaultBadge: 'Standard',
  notDefault: 'Nein',
  neverUsed: 'Nie verwendet',
  fullName: 'Vollständiger Name',
  fullNameLabel: (name) => `Vollständiger Name von ${name}`,
  moreAgents: (count) => `+${count} weitere`,
  unnamed: '(unbenannter Schlüssel)',
  paginationLabel: 'Seiten der geheimen Schlüssel',
  pagination,
} satisfies SecretKeyListStrings;
