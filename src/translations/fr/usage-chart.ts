import type { UsageChartStrings } from '../../usage-chart/strings.js';
// (The id checked against the chart's own at compile time: importing the value would make the
// chart's metrics a chunk of their own, shared with the translations.)
import type { BILLED } from '../../usage-chart/metrics.js';
import { failure, p } from './common.js';

export default {
  ...failure,
  chart: 'Statistiques d’utilisation',
  loading: 'Chargement des statistiques d’utilisation…',
  cursor: 'Curseur du graphique',
  legend: 'Séries',
  tableView: 'Afficher en tableau',
  download: 'Télécharger le CSV',
  time: 'Date',
  timesIn: (zone) => `Fuseau horaire : ${zone}`,
  daysInUTC: 'Jours en UTC',
  hourly: 'par heure',
  daily: 'par jour',
  // Other metric ids are the service's names: words from the id, as in English.
  metric: (name) =>
    name === ('billed_search_requests' satisfies typeof BILLED)
      ? 'Requêtes de recherche facturées'
      : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  keyed: (metric, key) => `${metric} (${key})`,
  summary: (range, granularity) => `Utilisation sur la période ${range}, ${granularity}.`,
  seriesSummary: (label, min, max, last) =>
    `${label}\u00a0: min. ${min}, max. ${max}, dernière valeur ${last}.`,
  point: (time, values) => `${time}\u00a0: ${values}`,
  empty: (metrics) => `Aucune donnée pour ${metrics} sur cette période.`,
  anyMetric: 'l’ensemble des métriques',
  // Only past the first 100 series: always a plural.
  wholeLegend: (count) => `Afficher les ${count} séries`,
  more: (count, n) => `${count} ${p(n, { one: 'autre', other: 'autres' })}`,
  partial: (metrics) =>
    `Aucune donnée pour ${metrics} sur cette période\u202f; les autres métriques sont affichées.`,
  allHidden: 'Toutes les séries sont masquées\u00a0: activez-en une dans la légende.',
  noStatistic: 'Indiquez dans l’attribut statistic les métriques à afficher.',
  noClient:
    'Aucun client API\u00a0: définissez la propriété store ou placez le graphique dans <search-provider>.',
  invalidStart: 'start-date doit être une date comme 2026-01-31 ou 2026-01-31T00:00:00.000Z.',
  invalidEnd: 'end-date doit être une date comme 2026-01-31 ou 2026-01-31T00:00:00.000Z.',
  order: 'start-date doit précéder end-date.',
  // Only past the limit (more than 7 or 365 days): always a plural.
  hourlyLimit: (days) =>
    `Les données horaires couvrent 7 jours au plus (ici ${days})\u00a0: passez aux données quotidiennes ou réduisez la période.`,
  dailyLimit: (days) =>
    `Les données quotidiennes couvrent 365 jours au plus (ici ${days})\u00a0: réduisez la période.`,
  invalidGranularity: 'granularity doit valoir hourly ou daily.',
  invalidPeriod: 'period doit valoir last_day, day, month ou year.',
  useDaily: 'Utiliser les données quotidiennes',
  useLastDays: (days, n) =>
    p(n, { one: 'Afficher le dernier jour', other: `Afficher les ${days} derniers jours` }),
  // The buttons show "SVG" and "PNG": their names keep those words.
  downloadSVG: 'Télécharger le SVG',
  downloadPNG: 'Télécharger le PNG',
  exportFailed: (format) =>
    `L’image ${format} n’a pas pu être créée sur cette page (elle bloque peut-être les images générées). Essayez un autre format.`,
  exportUnavailable: (format) =>
    `L’export ${format} n’a pas pu être chargé : vérifiez la connexion, puis réessayez.`,
  unitName: (unit) =>
    ({ count: 'Nombre', ms: 'Durée', bytes: 'Taille', percent: 'Pourcentage' })[unit],
  // The previous period (`compare`).
  previous: (label) => `${label} (période précédente)`,
  change: (label) => `${label} (variation)`,
  previousPoint: (value, change) => `, période précédente ${value} (${change})`,
  comparison: (range) =>
    `Lignes pointillées\u00a0: la période précédente, ${range}, sur le même axe du temps.`,
  previousLoading: 'Chargement de la période précédente…',
  previousRefused: 'La période précédente commencerait avant 1970\u00a0: elle n’est pas affichée.',
  previousFailed: (problem) => `Période précédente non affichée\u00a0: ${problem}`,
  metrics: (count, n) => `${count} ${p(n, { one: 'métrique', other: 'métriques' })}`,
  openMetric: (name) => `Ouvrir ${name} dans un graphique détaillé`,
  ruleName: (rule) =>
    ({ sum: 'Total', peak: 'Pic', average: 'Moyenne', last: 'Dernière valeur' })[rule],
  versus: (change) => `${change} par rapport à la période précédente`,
  allMetrics: 'Toutes les métriques',
  wholeGrid: (count) => `Afficher les ${count} métriques`,
  resetZoom: 'Réinitialiser le zoom',
  zoomSelection: (range) => `Sélection : ${range}. Entrée zoome, Échap annule.`,
} satisfies Omit<Required<UsageChartStrings>, 'noValue' | 'metricNames'>;
