// (The id checked against the chart's own at compile time: importing the value would make the
// chart's metrics a chunk of their own, shared with the translations.)
import type { BILLED } from '../../usage-chart/metrics.js';
import type { UsageChartStrings } from '../../usage-chart/strings.js';
import { failure, p } from './common.js';

const words = (name: string) => {
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export default {
  ...failure,
  chart: 'Estadísticas de uso',
  loading: 'Cargando estadísticas de uso…',
  cursor: 'Cursor del gráfico',
  legend: 'Series',
  tableView: 'Mostrar como tabla',
  download: 'Descargar CSV',
  time: 'Fecha',
  timesIn: (zone) => `Zona horaria: ${zone}`,
  daysInUTC: 'Días en UTC',
  hourly: 'por hora',
  daily: 'por día',
  metric: (name) =>
    name === ('billed_search_requests' satisfies typeof BILLED)
      ? 'Solicitudes de búsqueda facturadas'
      : words(name),
  keyed: (metric, key) => `${metric} (${key})`,
  summary: (range, granularity) => `Uso: ${range}, ${granularity}.`,
  seriesSummary: (label, min, max, last) => `${label}: mín. ${min}, máx. ${max}, último ${last}.`,
  point: (time, values) => `${time}: ${values}`,
  empty: (metrics) => `No hay datos de ${metrics} en este período.`,
  anyMetric: 'ninguna métrica',
  wholeLegend: (count, n) =>
    p(n, { one: `Mostrar ${count} serie`, other: `Mostrar las ${count} series` }),
  more: (count) => `${count} más`,
  partial: (metrics) =>
    `No hay datos de ${metrics} en este período; se muestran las demás métricas.`,
  allHidden: 'Todas las series están ocultas: activa una en la leyenda.',
  noStatistic: 'Indica en el atributo statistic las métricas del gráfico.',
  noClient:
    'No hay cliente de API: define la propiedad store o coloca el gráfico dentro de un <search-provider>.',
  invalidStart: 'start-date debe ser una fecha como 2026-01-31 o 2026-01-31T00:00:00.000Z.',
  invalidEnd: 'end-date debe ser una fecha como 2026-01-31 o 2026-01-31T00:00:00.000Z.',
  order: 'start-date debe ser anterior a end-date.',
  hourlyLimit: (days) =>
    `Los datos por hora abarcan 7 días como máximo y este período abarca ${days}: usa datos diarios o acorta el período.`,
  dailyLimit: (days) =>
    `Los datos diarios abarcan 365 días como máximo y este período abarca ${days}: acorta el período.`,
  invalidGranularity: 'granularity debe ser hourly o daily.',
  invalidPeriod: 'period debe ser last_day, day, month o year.',
  useDaily: 'Usar datos diarios',
  useLastDays: (days, n) =>
    p(n, { one: 'Mostrar el último día', other: `Mostrar los últimos ${days} días` }),
  // The buttons show "SVG" and "PNG": their names keep those words.
  downloadSVG: 'Descargar SVG',
  downloadPNG: 'Descargar PNG',
  exportFailed: (format) =>
    `No se pudo crear la imagen ${format} en esta página (puede que bloquee las imágenes generadas). Prueba con otro formato.`,
  exportUnavailable: (format) =>
    `No se pudo cargar la exportación ${format}: comprueba la conexión y vuelve a intentarlo.`,
  unitName: (unit) =>
    ({ count: 'Cantidad', ms: 'Duración', bytes: 'Tamaño', percent: 'Porcentaje' })[unit],
  // The previous period (`compare`).
  previous: (label) => `${label} (periodo anterior)`,
  change: (label) => `${label} (variación)`,
  previousPoint: (value, change) => `, periodo anterior ${value} (${change})`,
  comparison: (range) =>
    `Líneas discontinuas: el periodo anterior, ${range}, en el mismo eje temporal.`,
  previousLoading: 'Cargando el periodo anterior…',
  previousRefused: 'El periodo anterior empezaría antes de 1970: no se muestra.',
  previousFailed: (problem) => `Periodo anterior no mostrado: ${problem}`,
  metrics: (count, n) => `${count} ${p(n, { one: 'métrica', other: 'métricas' })}`,
  openMetric: (name) => `Abrir ${name} como gráfico detallado`,
  ruleName: (rule) =>
    ({ sum: 'Total', peak: 'Máximo', average: 'Media', last: 'Último valor' })[rule],
  versus: (change) => `${change} respecto al período anterior`,
  allMetrics: 'Todas las métricas',
  wholeGrid: (count) => `Mostrar las ${count} métricas`,
  resetZoom: 'Restablecer el zoom',
  zoomSelection: (range) => `Seleccionado: ${range}. Intro amplía, Escape cancela.`,
} satisfies Omit<Required<UsageChartStrings>, 'noValue' | 'metricNames'>;
