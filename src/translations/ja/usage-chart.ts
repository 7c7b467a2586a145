import type { UsageChartStrings } from '../../usage-chart/strings.js';
// (The id checked against the chart's own at compile time: importing the value would make the
// chart's metrics a chunk of their own, shared with the translations.)
import type { BILLED } from '../../usage-chart/metrics.js';
import { failure, noClient } from './common.js';

export default {
  ...failure,
  chart: '使用状況の統計',
  loading: '使用状況の統計を読み込み中…',
  cursor: 'グラフのカーソル',
  legend: '系列',
  tableView: '表として表示',
  download: 'CSV をダウンロード',
  time: '日時',
  timesIn: (zone) => `タイムゾーン: ${zone}`,
  daysInUTC: '日付は UTC 基準',
  hourly: '1 時間ごと',
  daily: '1 日ごと',
  // Other metric ids are the service's names: words from the id, as in English.
  metric: (name) =>
    name === ('billed_search_requests' satisfies typeof BILLED)
      ? '課金対象の検索リクエスト'
      : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  keyed: (metric, key) => `${metric}（${key}）`,
  summary: (range, granularity) => `${range} の使用状況（${granularity}）。`,
  seriesSummary: (label, min, max, last) => `${label}：最小 ${min}、最大 ${max}、最新 ${last}。`,
  point: (time, values) => `${time}：${values}`,
  empty: (metrics) => `${metrics}：この期間のデータはありません。`,
  anyMetric: 'すべてのメトリクス',
  wholeLegend: (count) => `全 ${count} 系列を表示`,
  more: (count) => `ほか ${count} 件`,
  partial: (metrics) =>
    `${metrics}：この期間のデータはありません。ほかのメトリクスを表示しています。`,
  allHidden: 'すべての系列が非表示です。凡例でオンにしてください。',
  noStatistic: 'statistic 属性にグラフ化するメトリクスを指定してください。',
  noClient,
  invalidStart:
    'start-date には 2026-01-31 や 2026-01-31T00:00:00.000Z 形式の日付を指定してください。',
  invalidEnd: 'end-date には 2026-01-31 や 2026-01-31T00:00:00.000Z 形式の日付を指定してください。',
  order: 'start-date は end-date より前にしてください。',
  hourlyLimit: (days) =>
    `1 時間ごとのデータは最大 7 日間です（この期間は ${days} 日間）。1 日ごとに切り替えるか、期間を短くしてください。`,
  dailyLimit: (days) =>
    `1 日ごとのデータは最大 365 日間です（この期間は ${days} 日間）。期間を短くしてください。`,
  invalidGranularity: 'granularity には hourly または daily を指定してください。',
  invalidPeriod: 'period には last_day、day、month、year のいずれかを指定してください。',
  useDaily: '1 日ごとのデータを使用',
  useLastDays: (days) => `過去 ${days} 日間を表示`,
  // The buttons show "SVG" and "PNG": their names keep those words.
  downloadSVG: 'SVG をダウンロード',
  downloadPNG: 'PNG をダウンロード',
  exportFailed: (format) =>
    `このページでは ${format} 画像を作成できませんでした（生成された画像がブロックされている可能性があります）。別の形式をお試しください。`,
  exportUnavailable: (format) =>
    `${format} エクスポートを読み込めませんでした。接続を確認してから、もう一度お試しください。`,
  unitName: (unit) => ({ count: '件数', ms: '所要時間', bytes: 'サイズ', percent: '割合' })[unit],
  // The previous period (`compare`).
  previous: (label) => `${label}（前期間）`,
  change: (label) => `${label}（変化率）`,
  previousPoint: (value, change) => `、前期間 ${value}（${change}）`,
  comparison: (range) => `破線：同じ時間軸に重ねた前期間（${range}）。`,
  previousLoading: '前期間を読み込んでいます…',
  previousRefused: '前期間は 1970 年より前に始まるため、表示しません。',
  previousFailed: (problem) => `前期間を表示できません：${problem}`,
  metrics: (count) => `${count} 個の指標`,
  openMetric: (name) => `${name} を詳細グラフで開く`,
  ruleName: (rule) => ({ sum: '合計', peak: 'ピーク', average: '平均', last: '最新値' })[rule],
  versus: (change) => `前の期間比 ${change}`,
  allMetrics: 'すべての指標',
  wholeGrid: (count) => `全 ${count} 個の指標を表示`,
  resetZoom: 'ズームをリセット',
  zoomSelection: (range) => `${range} を選択中: Enter で拡大、Escape で取り消し。`,
} satisfies Omit<Required<UsageChartStrings>, 'noValue' | 'metricNames'>;
