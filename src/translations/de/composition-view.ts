import type { CompositionViewStrings } from '../../composition-view/strings.js';
import { failure, p } from './common.js';

const q = (text: string) => `„${text}“`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : ` (Feed ${q(feed)})`);

export default {
  ...failure,
  failureNotFound: 'Komposition nicht gefunden',
  failureNotEnabled: 'Kompositionen sind für diese Anwendung nicht aktiviert',
  failureOther: 'Die Komposition konnte nicht geladen werden',
  loading: 'Komposition wird geladen…',
  empty: 'Keine Komposition vorhanden.',
  noClient:
    'Kein API-Client: Geben Sie dem Element einen Store oder platzieren Sie es in <search-provider>.',

  untitled: '(ohne Namen)',
  id: 'ID',
  behaviour: 'Verhalten',
  behaviourInjection: 'Injection: eine Ergebnisliste mit eingefügten Elementen',
  behaviourMultifeed: 'Multifeed: mehrere Ergebnislisten (Feeds)',
  behaviourBoth: 'Injection und Multifeed zugleich (nicht erlaubt)',
  behaviourNone: 'Keines',

  viewsLabel: 'Ansichten der Komposition',
  readableTab: 'Übersicht',
  jsonTab: 'JSON',
  copyJson: 'JSON kopieren',
  copied: 'Das JSON wurde in die Zwischenablage kopiert.',
  copiedJson: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen: Das JSON ist markiert, kopieren Sie es mit der Tastatur.',
  jsonTruncated:
    '… gekürzt: Das JSON ist zu tief oder zu lang für diese Ansicht; „JSON kopieren“ kopiert alles.',
  notShown: (count) => `… und ${count} weitere, nur im Tab „JSON“ angezeigt.`,

  warningsHeading: (count) => `Warnungen (${count})`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `Das Pflichtfeld ${q(w.field)} fehlt.`;
      case 'bothBehaviours':
        return 'Sie hat ein Injection- und ein Multifeed-Verhalten; nur eines ist erlaubt.';
      case 'noBehaviour':
        return 'Sie hat weder ein Injection- noch ein Multifeed-Verhalten.';
      case 'tooManyInjectedItems':
        return `${n(w.count)} eingefügte Elemente${ruleOf(w.feed)}: höchstens ${n(w.max)} sind erlaubt.`;
      case 'tooManySortingStrategies':
        return `${n(w.count)} Sortierstrategien: höchstens ${n(w.max)} sind erlaubt.`;
      case 'positionOutOfRange':
      case 'lengthOutOfRange':
        return `Eingefügtes Element ${q(w.item)}${ruleOf(w.feed)}: ${w.code === 'lengthOutOfRange' ? 'Länge' : 'Position'} ${w.value} liegt außerhalb von ${n(w.min)}–${n(w.max)}.`;
      case 'unknownFeed':
        return `${q(w.feed)} in feedsOrder ist kein Feed.`;
      case 'noMainSource':
        return `Es gibt keine Hauptquelle${ruleOf(w.feed)}.`;
      case 'overlap':
        return `Die eingefügten Elemente ${l(w.items.map(q))}${ruleOf(w.feed)} überschneiden sich an ${p(w.positions.length, { one: 'Position', other: 'Positionen' })} ${l(w.positions.map(n))}.`;
      case 'unsafeUrl': {
        const where =
          w.where === 'redirect'
            ? 'Weiterleitungs'
            : w.where === 'bannerImage'
              ? 'Bannerbild'
              : 'Bannerlink';
        return `Die ${where}-URL${ruleOf(w.feed)} ist keine http(s)-URL und wird nur als Text angezeigt: ${w.url}`;
      }
    }
  },

  mainSource: 'Hauptquelle',
  noMainSource: 'Keine Hauptquelle.',
  sourceType: 'Quelle',
  sourceSearch: 'Suche',
  sourceExternal: 'Extern',
  sourceRecommend: 'Empfehlungen',
  sourceUnknown: 'Unbekannt',
  index: 'Index',
  ordering: 'Reihenfolge',
  orderingDefault: 'Standard: das Ranking des Index',
  orderingUserDefined: 'benutzerdefiniert: die Reihenfolge der mit der Anfrage gesendeten IDs',
  model: 'Modell',
  threshold: 'Schwellenwert',
  thresholdValue: (v) => `${v} (Mindestscore, 0–100)`,
  parameters: 'Parameter',
  noParameters: 'Keine: Die Einstellungen des Index gelten unverändert.',
  otherParameters: 'Weitere Einstellungen',
  paramGroup: {
    filters: 'Filter',
    facets: 'Facetten',
    booleans: 'Schalter',
    numbers: 'Zahlen',
    strings: 'Texteinstellungen',
    lists: 'Listen',
    other: 'Sonstige',
  },
  yes: 'ja',
  no: 'nein',
  emptyString: '(leer)',
  allOf: 'Alle folgenden:',
  anyOf: 'eines von',
  disjunctive: 'disjunktiv (Werte mit ODER verknüpft)',
  snippetWords: (count, n) => `${count} ${p(n, { one: 'Wort', other: 'Wörter' })}`,
  snippetDefault: 'Standardlänge',

  renderingContent: 'Darstellungsinhalte',
  facetOrder: 'Facettenreihenfolge',
  facetValuesOrder: (facet) => `Werte von ${q(facet)}`,
  pinnedFirst: 'Zuerst',
  sortRemainingBy: 'Übrige sortiert nach',
  hidden: 'Ausgeblendet',
  redirect: 'Weiterleitung',
  banners: 'Banner',
  banner: (n) => `Banner ${n}`,
  bannerUntitled: '(ohne Titel)',
  bannerLink: 'Link',
  bannerImage: 'Bild',
  unsafeUrl: 'kein sicherer Link, als Text angezeigt',

  injectedItems: 'Eingefügte Elemente',
  noInjectedItems: 'Keine eingefügten Elemente: Jede Position zeigt ein Hauptergebnis.',
  occupies: (first, last, count, n) =>
    n === 1 ? `Position ${first}` : `Positionen ${first}–${last} (${count} Ergebnisse)`,
  occupiesNothing: 'keine Position (Länge 0)',
  notPlaced: 'nicht platziert: Position oder Länge unbrauchbar',
  overlapsWith: (items, l) => `überschneidet sich mit ${l(items.map(q))}`,
  mainFillsRest: 'Alle anderen Positionen zeigen ein Hauptergebnis.',
  item: (label) => `Element ${q(label)}`,
  key: 'Schlüssel',
  position: 'Position',
  length: 'Länge',
  source: 'Quelle',
  metadata: 'Metadaten',
  addItemKey: 'Fügt jedem Treffer den Elementschlüssel hinzu',
  extra: 'Zusatzfelder je Treffer',

  deduplication: 'Deduplizierung',
  dedupHighest: 'Höchster Rang: Von mehrfachen Ergebnissen bleibt nur das am höchsten gerankte.',
  dedupHighestInjected:
    'Eingefügter Platz vorrangig: Ein Ergebnis, das auch unter den Hauptergebnissen ist, erscheint nur an seinem eingefügten Platz.',
  dedupUnknown: (v) => `Unbekannte Regel ${v}.`,
  dedupDefault: 'Standard: Es ist keine Regel gesetzt.',

  feeds: 'Feeds',
  feed: (id) => `Feed ${q(id)}`,
  feedUsed: (position, count) => `Verwendet: Feed ${position} von ${count}`,
  feedUnused: 'Nicht verwendet: fehlt in feedsOrder',
  feedNoOrder: 'Kein feedsOrder: Alle Feeds werden verwendet, in dieser Reihenfolge.',
  feedNoInjection: 'Dieser Feed hat kein Injection-Verhalten.',

  sortingStrategies: 'Sortierstrategien',
  sortingCaption: (count, max, n) =>
    `${count} ${p(n, { one: 'Sortierstrategie', other: 'Sortierstrategien' })} (höchstens ${max})`,
  sortingHelp:
    'Eine Anfrage mit einer Bezeichnung als sortBy fragt deren Index statt des Hauptindex ab.',
  sortingLabel: 'Bezeichnung (sortBy)',
  sortingIndex: 'Index',
  sortingNote: 'Hinweis',
  overLimit: 'über dem Limit',
} satisfies CompositionViewStrings;
