// (The id checked against the chart's own at compile time: importing the value would make the
// chart's metrics a chunk of their own, shared with the translations.)
import type { BILLED } from '../../usage-chart/metrics.js';
import type { UsageChartStrings } from '../../usage-chart/strings.js';
import { failure, noClient, p } from './common.js';

/** `n` days (`one` and `two` differ after `آخر`). */
const days = (n: number, d: string, one = 'يوم واحد', two = 'يومان') =>
  p(n, { one, two, few: `${d} أيام`, many: `${d} يومًا`, other: `${d} يوم` });

const range = 'هذه الفترة';

export default {
  ...failure,
  chart: 'إحصاءات الاستخدام',
  loading: 'جارٍ تحميل إحصاءات الاستخدام…',
  cursor: 'مؤشر المخطط',
  legend: 'السلاسل',
  tableView: 'عرض كجدول',
  download: 'تنزيل CSV',
  time: 'الوقت',
  timesIn: (zone) => `المنطقة الزمنية: ${zone}`,
  daysInUTC: 'الأيام بتوقيت UTC',
  hourly: 'كل ساعة',
  daily: 'يوميًا',
  metric: (name) =>
    name === ('billed_search_requests' satisfies typeof BILLED)
      ? 'طلبات البحث المفوترة'
      : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  keyed: (metric, key) => `${metric} (${key})`,
  summary: (r, granularity) => `الاستخدام في ${r}، ${granularity}.`,
  seriesSummary: (label, min, max, last) =>
    `${label}: الأدنى ${min}، الأقصى ${max}، الأخير ${last}.`,
  point: (time, values) => `${time}: ${values}`,
  empty: (metrics) => `لا بيانات عن ${metrics} في ${range}.`,
  anyMetric: 'أي مقياس',
  wholeLegend: (count) => `عرض كل السلاسل (${count})`,
  more: (count, n) =>
    p(n, {
      one: 'مقياس آخر',
      two: 'مقياسان آخران',
      few: `${count} مقاييس أخرى`,
      many: `${count} مقياسًا آخر`,
      other: `${count} مقياس آخر`,
    }),
  partial: (metrics) => `لا بيانات عن ${metrics} في ${range}؛ تُعرض المقاييس الأخرى.`,
  allHidden: 'كل السلاسل مخفية: أظهر إحداها من وسيلة الإيضاح.',
  noStatistic: 'عيّن في السمة statistic المقاييس المراد عرضها.',
  noClient,
  invalidStart: 'يجب أن يكون start-date تاريخًا مثل 2026-01-31 أو 2026-01-31T00:00:00.000Z.',
  invalidEnd: 'يجب أن يكون end-date تاريخًا مثل 2026-01-31 أو 2026-01-31T00:00:00.000Z.',
  order: 'يجب أن يكون start-date قبل end-date.',
  hourlyLimit: (d, n) =>
    `البيانات بالساعة تغطي 7 أيام كحد أقصى، و${range} ${days(n, d)}. استخدم البيانات اليومية أو قصّر الفترة.`,
  dailyLimit: (d, n) =>
    `البيانات اليومية تغطي 365 يومًا كحد أقصى، و${range} ${days(n, d)}. قصّر الفترة.`,
  invalidGranularity: 'يجب أن تكون granularity إما hourly أو daily.',
  invalidPeriod: 'يجب أن تكون period إحدى القيم last_day أو day أو month أو year.',
  useDaily: 'استخدام البيانات اليومية',
  useLastDays: (d, n) => `عرض آخر ${days(n, d, 'يوم', 'يومين')}`,
  // The buttons show "SVG" and "PNG": their names keep those words.
  downloadSVG: 'تنزيل SVG',
  downloadPNG: 'تنزيل PNG',
  exportFailed: (format) =>
    `تعذّر إنشاء صورة ${format} في هذه الصفحة (ربما تحظر الصفحة الصور المُنشأة). جرّب تنسيقًا آخر.`,
  exportUnavailable: (format) => `تعذّر تحميل تصدير ${format}: تحقّق من الاتصال ثم حاول مرة أخرى.`,
  unitName: (unit) =>
    ({ count: 'العدد', ms: 'المدة', bytes: 'الحجم', percent: 'النسبة المئوية' })[unit],
  // The previous period (`compare`).
  previous: (label) => `${label} (الفترة السابقة)`,
  change: (label) => `${label} (التغيّر)`,
  previousPoint: (value, change) => `، الفترة السابقة ${value} (${change})`,
  comparison: (r) => `الخطوط المتقطعة: الفترة السابقة، ${r}، على المحور الزمني نفسه.`,
  previousLoading: 'جارٍ تحميل الفترة السابقة…',
  previousRefused: 'ستبدأ الفترة السابقة قبل عام 1970، لذا لا تُعرض.',
  previousFailed: (problem) => `لم تُعرض الفترة السابقة: ${problem}`,
  metrics: (count, n) =>
    p(n, {
      zero: 'لا مقاييس',
      one: 'مقياس واحد',
      two: 'مقياسان',
      few: `${count} مقاييس`,
      many: `${count} مقياسًا`,
      other: `${count} مقياس`,
    }),
  openMetric: (name) => `فتح ${name} في رسم بياني مفصّل`,
  ruleName: (rule) =>
    ({ sum: 'المجموع', peak: 'الذروة', average: 'المتوسط', last: 'الأحدث' })[rule],
  versus: (change) => `${change} مقارنةً بالفترة السابقة`,
  allMetrics: 'كل المقاييس',
  wholeGrid: (count) => `عرض كل المقاييس (${count})`,
  resetZoom: 'إعادة ضبط التكبير',
  zoomSelection: (range) => `تم تحديد ${range}: اضغط Enter للتكبير أو Escape للإلغاء.`,
} satisfies Omit<Required<UsageChartStrings>, 'noValue' | 'metricNames'>;
