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
  chart: 'Estatísticas de uso',
  loading: 'Carregando estatísticas de uso…',
  cursor: 'Cursor do gráfico',
  legend: 'Séries',
  tableView: 'Mostrar como tabela',
  download: 'Baixar CSV',
  time: 'Data',
  timesIn: (zone) => `Fuso horário: ${zone}`,
  daysInUTC: 'Dias em UTC',
  hourly: 'por hora',
  daily: 'por dia',
  metric: (name) =>
    name === ('billed_search_requests' satisfies typeof BILLED)
      ? 'Solicitações de pesquisa faturadas'
      : words(name),
  keyed: (metric, key) => `${metric} (${key})`,
  summary: (range, granularity) => `Uso: ${range}, ${granularity}.`,
  seriesSummary: (label, min, max, last) => `${label}: mín. ${min}, máx. ${max}, último ${last}.`,
  point: (time, values) => `${time}: ${values}`,
  empty: (metrics) => `Sem dados de ${metrics} neste período.`,
  anyMetric: 'nenhuma métrica',
  wholeLegend: (count, n) =>
    p(n, { one: `Mostrar ${count} série`, other: `Mostrar todas as ${count} séries` }),
  more: (count) => `mais ${count}`,
  partial: (metrics) => `Sem dados de ${metrics} neste período; as outras métricas são exibidas.`,
  allHidden: 'Todas as séries estão ocultas: ative uma na legenda.',
  noStatistic: 'Defina no atributo statistic as métricas do gráfico.',
  noClient:
    'Sem cliente de API: defina a propriedade store ou coloque o gráfico dentro de um <search-provider>.',
  invalidStart: 'start-date deve ser uma data como 2026-01-31 ou 2026-01-31T00:00:00.000Z.',
  invalidEnd: 'end-date deve ser uma data como 2026-01-31 ou 2026-01-31T00:00:00.000Z.',
  order: 'start-date deve ser anterior a end-date.',
  hourlyLimit: (days) =>
    `Dados por hora cobrem no máximo 7 dias, e este período tem ${days}: use dados diários ou encurte o período.`,
  dailyLimit: (days) =>
    `Dados diários cobrem no máximo 365 dias, e este período tem ${days}: encurte o período.`,
  invalidGranularity: 'granularity deve ser hourly ou daily.',
  invalidPeriod: 'period deve ser last_day, day, month ou year.',
  useDaily: 'Usar dados diários',
  useLastDays: (days, n) =>
    p(n, { one: 'Mostrar o último dia', other: `Mostrar os últimos ${days} dias` }),
  // The buttons show "SVG" and "PNG": their names keep those words.
  downloadSVG: 'Baixar SVG',
  downloadPNG: 'Baixar PNG',
  exportFailed: (format) =>
    `Não foi possível criar a imagem ${format} nesta página (ela pode bloquear imagens geradas). Tente outro formato.`,
  exportUnavailable: (format) =>
    `Não foi possível carregar a exportação ${format}: verifique a conexão e tente novamente.`,
  unitName: (unit) =>
    ({ count: 'Quantidade', ms: 'Duração', bytes: 'Tamanho', percent: 'Porcentagem' })[unit],
  // The previous period (`compare`).
  previous: (label) => `${label} (período anterior)`,
  change: (label) => `${label} (variação)`,
  previousPoint: (value, change) => `, período anterior ${value} (${change})`,
  comparison: (range) => `Linhas tracejadas: o período anterior, ${range}, no mesmo eixo de tempo.`,
  previousLoading: 'Carregando o período anterior…',
  previousRefused: 'O período anterior começaria antes de 1970: ele não é exibido.',
  previousFailed: (problem) => `Período anterior não exibido: ${problem}`,
  metrics: (count, n) => `${count} ${p(n, { one: 'métrica', other: 'métricas' })}`,
  openMetric: (name) => `Abrir ${name} em um gráfico detalhado`,
  ruleName: (rule) =>
    ({ sum: 'Total', peak: 'Pico', average: 'Média', last: 'Último valor' })[rule],
  versus: (change) => `${change} em relação ao período anterior`,
  allMetrics: 'Todas as métricas',
  wholeGrid: (count) => `Mostrar as ${count} métricas`,
  resetZoom: 'Redefinir zoom',
  zoomSelection: (range) => `Selecionado: ${range}. Enter amplia, Esc cancela.`,
} satisfies Omit<Required<UsageChartStrings>, 'noValue' | 'metricNames'>;
