// (The id checked against the chart's own at compile time: importing the value would make the
// chart's metrics a chunk of their own, shared with the translations.)
import type { BILLED } from '../../usage-chart/metrics.js';
import type { UsageChartStrings } from '../../usage-chart/strings.js';
import { failure, noClient, p } from './common.js';

const date = 'תאריך כמו 2026-01-31 או 2026-01-31T00:00:00.000Z.';

export default {
  ...failure,
  chart: 'סטטיסטיקות שימוש',
  loading: 'טוען סטטיסטיקות שימוש…',
  cursor: 'סמן התרשים',
  legend: 'סדרות',
  tableView: 'הצג כטבלה',
  download: 'הורד CSV',
  time: 'זמן',
  timesIn: (zone) => `אזור זמן: ${zone}`,
  daysInUTC: 'ימים לפי UTC',
  hourly: 'לפי שעה',
  daily: 'לפי יום',
  metric: (name) =>
    name === ('billed_search_requests' satisfies typeof BILLED)
      ? 'בקשות חיפוש לחיוב'
      : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  keyed: (metric, key) => `${metric} (${key})`,
  summary: (range, granularity) => `שימוש בטווח ${range}, ${granularity}.`,
  seriesSummary: (label, min, max, last) =>
    `${label}: מינימום ${min}, מקסימום ${max}, אחרון ${last}.`,
  point: (time, values) => `${time}: ${values}`,
  empty: (metrics) => `אין נתונים עבור ${metrics} בטווח הזה.`,
  anyMetric: 'מדד כלשהו',
  wholeLegend: (count) => `הצג את כל ${count} הסדרות`,
  more: (count) => `ועוד ${count}`,
  partial: (metrics) => `אין נתונים עבור ${metrics} בטווח הזה; שאר המדדים מוצגים.`,
  allHidden: 'כל הסדרות מוסתרות: הפעל אחת מהן במקרא.',
  noStatistic: 'הגדר במאפיין statistic את המדדים להצגה.',
  noClient,
  invalidStart: `start-date חייב להיות ${date}`,
  invalidEnd: `end-date חייב להיות ${date}`,
  order: 'start-date חייב להיות לפני end-date.',
  hourlyLimit: (days) =>
    `נתונים לפי שעה מכסים עד 7 ימים, והטווח הזה הוא ${days} ימים. עבור לנתונים יומיים או קצר את הטווח.`,
  dailyLimit: (days) =>
    `נתונים יומיים מכסים עד 365 ימים, והטווח הזה הוא ${days} ימים. קצר את הטווח.`,
  invalidGranularity: 'granularity חייב להיות hourly או daily.',
  invalidPeriod: 'period חייב להיות last_day, day, month או year.',
  useDaily: 'השתמש בנתונים יומיים',
  useLastDays: (days, n) =>
    `הצג את ${p(n, { one: 'היום האחרון', two: 'היומיים האחרונים', other: `${days} הימים האחרונים` })}`,
  // The buttons show "SVG" and "PNG": their names keep those words.
  downloadSVG: 'הורד SVG',
  downloadPNG: 'הורד PNG',
  exportFailed: (format) =>
    `לא ניתן היה ליצור את תמונת ה-${format} בדף הזה (ייתכן שהוא חוסם תמונות שנוצרות). נסה פורמט אחר.`,
  exportUnavailable: (format) => `לא ניתן היה לטעון את ייצוא ה-${format}: בדוק את החיבור ונסה שוב.`,
  unitName: (unit) => ({ count: 'כמות', ms: 'משך', bytes: 'גודל', percent: 'אחוז' })[unit],
  // The previous period (`compare`).
  previous: (label) => `${label} (התקופה הקודמת)`,
  change: (label) => `${label} (שינוי)`,
  previousPoint: (value, change) => `, התקופה הקודמת ${value} (${change})`,
  comparison: (range) => `קווים מקווקווים: התקופה הקודמת, ${range}, על אותו ציר זמן.`,
  previousLoading: 'טוען את התקופה הקודמת…',
  previousRefused: 'התקופה הקודמת הייתה מתחילה לפני 1970, ולכן אינה מוצגת.',
  previousFailed: (problem) => `התקופה הקודמת אינה מוצגת: ${problem}`,
  metrics: (count, n) => p(n, { one: 'מדד אחד', other: `${count} מדדים` }),
  openMetric: (name) => `פתיחת ${name} בתרשים מפורט`,
  ruleName: (rule) => ({ sum: 'סך הכול', peak: 'שיא', average: 'ממוצע', last: 'ערך אחרון' })[rule],
  versus: (change) => `${change} לעומת התקופה הקודמת`,
  allMetrics: 'כל המדדים',
  wholeGrid: (count) => `הצג את כל ${count} המדדים`,
  resetZoom: 'איפוס הזום',
  zoomSelection: (range) => `נבחר ${range}: Enter להגדלה, Escape לביטול.`,
} satisfies Omit<Required<UsageChartStrings>, 'noValue' | 'metricNames'>;
