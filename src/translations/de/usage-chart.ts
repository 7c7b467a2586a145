import type { UsageChartStrings } from '../../usage-chart/strings.js';
// (The id checked against the chart's own at compile time: importing the value would make the
// chart's metrics a chunk of their own, shared with the translations.)
import type { BILLED } from '../../usage-chart/metrics.js';
import { failure, p } from './common.js';

export default {
  ...failure,
  chart: 'Nutzungsstatistik',
  loading: 'Nutzungsstatistik wird geladen…',
  cursor: 'Diagrammcursor',
  legend: 'Datenreihen',
  tableView: 'Als Tabelle anzeigen',
  download: 'CSV herunterladen',
  time: 'Zeit',
  timesIn: (zone) => `Zeitzone: ${zone}`,
  daysInUTC: 'Tage in UTC',
  hourly: 'stündlich',
  daily: 'täglich',
  // Other metric ids are the service's names: words from the id, as in English.
  metric: (name) =>
    name === ('billed_search_requests' satisfies typeof BILLED)
      ? 'Abgerechnete Suchanfragen'
      : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  keyed: (metric, key) => `${metric} (${key})`,
  summary: (range, granularity) => `Nutzung im Zeitraum ${range}, ${granularity}.`,
  seriesSummary: (label, min, max, last) => `${label}: min. ${min}, max. ${max}, zuletzt ${last}.`,
  point: (time, values) => `${time}: ${values}`,
  empty: (metrics) => `Keine Daten für ${metrics} in diesem Zeitraum.`,
  anyMetric: 'irgendeine Metrik',
  // Only past the first 100 series: always a plural.
  wholeLegend: (count) => `Alle ${count} Datenreihen anzeigen`,
  more: (count) => `${count} weitere`,
  partial: (metrics) =>
    `Keine Daten für ${metrics} in diesem Zeitraum; die übrigen Metriken werden angezeigt.`,
  allHidden: 'Alle Datenreihen sind ausgeblendet: Blenden Sie eine in der Legende ein.',
  noStatistic: 'Geben Sie im Attribut statistic die darzustellenden Metriken an.',
  noClient:
    'Kein API-Client: Setzen Sie die Eigenschaft store oder platzieren Sie das Diagramm in <search-provider>.',
  invalidStart: 'start-date muss ein Datum wie 2026-01-31 oder 2026-01-31T00:00:00.000Z sein.',
  invalidEnd: 'end-date muss ein Datum wie 2026-01-31 oder 2026-01-31T00:00:00.000Z sein.',
  order: 'start-date muss vor end-date liegen.',
  // Only past the limit (more than 7 or 365 days): always a plural.
  hourlyLimit: (days) =>
    `Stündliche Daten reichen für höchstens 7 Tage (hier ${days}): Wechseln Sie zu täglichen Daten oder kürzen Sie den Zeitraum.`,
  dailyLimit: (days) =>
    `Tägliche Daten reichen für höchstens 365 Tage (hier ${days}): Kürzen Sie den Zeitraum.`,
  invalidGranularity: 'granularity muss hourly oder daily sein.',
  invalidPeriod: 'period muss last_day, day, month oder year sein.',
  useDaily: 'Tägliche Daten verwenden',
  useLastDays: (days, n) =>
    p(n, { one: 'Nur den letzten Tag anzeigen', other: `Die letzten ${days} Tage anzeigen` }),
  // The buttons show "SVG" and "PNG": their names keep those words.
  downloadSVG: 'SVG herunterladen',
  downloadPNG: 'PNG herunterladen',
  exportFailed: (format) =>
    `Das ${format}-Bild konnte auf dieser Seite nicht erstellt werden (sie blockiert möglicherweise erzeugte Bilder). Versuchen Sie ein anderes Format.`,
  exportUnavailable: (format) =>
    `Der ${format}-Export konnte nicht geladen werden: Prüfen Sie die Verbindung und versuchen Sie es erneut.`,
  unitName: (unit) => ({ count: 'Anzahl', ms: 'Dauer', bytes: 'Größe', percent: 'Anteil' })[unit],
  // The previous period (`compare`).
  previous: (label) => `${label} (Vorperiode)`,
  change: (label) => `${label} (Veränderung)`,
  previousPoint: (value, change) => `, Vorperiode ${value} (${change})`,
  comparison: (range) => `Gestrichelte Linien: die Vorperiode, ${range}, auf derselben Zeitachse.`,
  previousLoading: 'Vorperiode wird geladen…',
  previousRefused: 'Die Vorperiode würde vor 1970 beginnen: Sie wird nicht angezeigt.',
  previousFailed: (problem) => `Vorperiode nicht angezeigt: ${problem}`,
  metrics: (count, n) => `${count} ${p(n, { one: 'Metrik', other: 'Metriken' })}`,
  openMetric: (name) => `${name} als ausführliches Diagramm öffnen`,
  ruleName: (rule) =>
    ({ sum: 'Summe', peak: 'Spitzenwert', average: 'Durchschnitt', last: 'Aktueller Wert' })[rule],
  versus: (change) => `${change} gegenüber dem vorherigen Zeitraum`,
  allMetrics: 'Alle Metriken',
  wholeGrid: (count) => `Alle ${count} Metriken anzeigen`,
  resetZoom: 'Zoom zurücksetzen',
  zoomSelection: (range) => `${range} ausgewählt: Eingabe vergrößert, Escape bricht ab.`,
} satisfies Omit<Required<UsageChartStrings>, 'noValue' | 'metricNames'>;
