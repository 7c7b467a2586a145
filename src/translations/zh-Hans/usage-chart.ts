import type { UsageChartStrings } from '../../usage-chart/strings.js';
// (The id checked against the chart's own at compile time: importing the value would make the
// chart's metrics a chunk of their own, shared with the translations.)
import type { BILLED } from '../../usage-chart/metrics.js';
import { failure, noClient } from './common.js';

export default {
  ...failure,
  chart: '用量统计',
  loading: '正在加载用量统计…',
  cursor: '图表光标',
  legend: '系列',
  tableView: '以表格显示',
  download: '下载 CSV',
  time: '时间',
  timesIn: (zone) => `时区：${zone}`,
  daysInUTC: '日期按 UTC 计',
  hourly: '按小时',
  daily: '按天',
  // Other metric ids are the service's names: words from the id, as in English.
  metric: (name) =>
    name === ('billed_search_requests' satisfies typeof BILLED)
      ? '计费搜索请求'
      : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  keyed: (metric, key) => `${metric}（${key}）`,
  summary: (range, granularity) => `${range} 的用量，${granularity}。`,
  seriesSummary: (label, min, max, last) => `${label}：最小 ${min}，最大 ${max}，最新 ${last}。`,
  point: (time, values) => `${time}：${values}`,
  empty: (metrics) => `此时间范围内没有${metrics}的数据。`,
  anyMetric: '任何指标',
  wholeLegend: (count) => `显示全部 ${count} 个系列`,
  more: (count) => `另外 ${count} 个`,
  partial: (metrics) => `此时间范围内没有${metrics}的数据；已显示其他指标。`,
  allHidden: '所有系列均已隐藏：请在图例中打开一个。',
  noStatistic: '请将 statistic 属性设为要绘制的指标。',
  noClient,
  invalidStart: 'start-date 必须是日期，例如 2026-01-31 或 2026-01-31T00:00:00.000Z。',
  invalidEnd: 'end-date 必须是日期，例如 2026-01-31 或 2026-01-31T00:00:00.000Z。',
  order: 'start-date 必须早于 end-date。',
  hourlyLimit: (days) => `按小时数据最多涵盖 7 天，此范围为 ${days} 天。请改用按天数据或缩短范围。`,
  dailyLimit: (days) => `按天数据最多涵盖 365 天，此范围为 ${days} 天。请缩短范围。`,
  invalidGranularity: 'granularity 必须是 hourly 或 daily。',
  invalidPeriod: 'period 必须是 last_day、day、month 或 year。',
  useDaily: '使用按天数据',
  useLastDays: (days) => `显示最近 ${days} 天`,
  // The buttons show "SVG" and "PNG": their names keep those words.
  downloadSVG: '下载 SVG',
  downloadPNG: '下载 PNG',
  exportFailed: (format) =>
    `无法在此页面上生成 ${format} 图像（页面可能阻止了生成的图像）。请尝试其他格式。`,
  exportUnavailable: (format) => `无法加载 ${format} 导出功能：请检查网络连接后重试。`,
  unitName: (unit) => ({ count: '数量', ms: '耗时', bytes: '大小', percent: '百分比' })[unit],
  // The previous period (`compare`).
  previous: (label) => `${label}（上一周期）`,
  change: (label) => `${label}（变化）`,
  previousPoint: (value, change) => `，上一周期 ${value}（${change}）`,
  comparison: (range) => `虚线：上一周期（${range}），绘于同一时间轴上。`,
  previousLoading: '正在加载上一周期…',
  previousRefused: '上一周期将早于 1970 年开始：不予显示。',
  previousFailed: (problem) => `未显示上一周期：${problem}`,
  metrics: (count) => `${count} 个指标`,
  openMetric: (name) => `在详细图表中打开${name}`,
  ruleName: (rule) => ({ sum: '总计', peak: '峰值', average: '平均值', last: '最新值' })[rule],
  versus: (change) => `较上一周期 ${change}`,
  allMetrics: '全部指标',
  wholeGrid: (count) => `显示全部 ${count} 个指标`,
  resetZoom: '重置缩放',
  zoomSelection: (range) => `已选择 ${range}：按 Enter 放大，按 Esc 取消。`,
} satisfies Omit<Required<UsageChartStrings>, 'noValue' | 'metricNames'>;
