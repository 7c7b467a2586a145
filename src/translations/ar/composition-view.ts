import type { CompositionViewStrings } from '../../composition-view/strings.js';
import { failure, noClient, p } from './common.js';

const q = (text: string) => `«${text}»`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : ` (الخلاصة ${q(feed)})`);
const main = 'نتيجة رئيسية';
const where = { redirect: 'إعادة التوجيه', bannerImage: 'صورة اللافتة', bannerLink: 'اللافتة' };
const sorting = 'استراتيجيات الترتيب';

export default {
  ...failure,
  failureNotFound: 'لم يُعثر على التركيبة',
  failureNotEnabled: 'التركيبات غير مفعّلة لهذا التطبيق',
  failureOther: 'تعذّر تحميل التركيبة',
  loading: 'جارٍ تحميل التركيبة…',
  empty: 'لا توجد تركيبة لعرضها.',
  noClient,

  untitled: '(بلا اسم)',
  id: 'ID',
  behaviour: 'السلوك',
  behaviourInjection: 'الحقن: قائمة نتائج واحدة بعناصر محقونة',
  behaviourMultifeed: 'تعدد الخلاصات: عدة قوائم نتائج',
  behaviourBoth: 'الحقن وتعدد الخلاصات معًا (غير مسموح)',
  behaviourNone: 'لا شيء',

  viewsLabel: 'طرق عرض التركيبة',
  readableTab: 'مقروء',
  jsonTab: 'JSON',
  copyJson: 'نسخ JSON',
  copied: 'نُسخ JSON إلى الحافظة.',
  copiedJson: 'تم النسخ',
  copyFailed: 'فشل النسخ: انسخ JSON المحدد بلوحة المفاتيح.',
  jsonTruncated: '… مقتطع لعمقه أو طوله؛ «نسخ JSON» ينسخه كاملًا.',
  notShown: (count) => `… و${count} غيرها (كلها في تبويب JSON).`,

  warningsHeading: (count) => `تحذيرات (${count})`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `الحقل المطلوب ${q(w.field)} مفقود.`;
      case 'bothBehaviours':
        return 'لها سلوكا الحقن وتعدد الخلاصات، والمسموح واحد.';
      case 'noBehaviour':
        return 'ليس لها سلوك حقن ولا تعدد خلاصات.';
      case 'tooManyInjectedItems':
        return `عدد العناصر المحقونة${ruleOf(w.feed)} ${n(w.count)}، والحد الأقصى ${n(w.max)}.`;
      case 'tooManySortingStrategies':
        return `عدد ${sorting} ${n(w.count)}، والحد الأقصى ${n(w.max)}.`;
      case 'positionOutOfRange':
      case 'lengthOutOfRange':
        return `العنصر المحقون ${q(w.item)}${ruleOf(w.feed)}: ${w.code[0] === 'p' ? 'الموضع' : 'الطول'} ${w.value} خارج ${n(w.min)}–${n(w.max)}.`;
      case 'unknownFeed':
        return `${q(w.feed)} في feedsOrder ليست خلاصة.`;
      case 'noMainSource':
        return `لا يوجد مصدر رئيسي${ruleOf(w.feed)}.`;
      case 'overlap':
        return `تداخل بين العناصر المحقونة ${l(w.items.map(q))}${ruleOf(w.feed)} في ${p(w.positions.length, { one: 'الموضع', other: 'المواضع' })} ${l(w.positions.map(n))}.`;
      case 'unsafeUrl':
        return `رابط ${where[w.where]}${ruleOf(w.feed)} ليس http(s)، فيُعرض نصًا: ${w.url}`;
    }
  },

  mainSource: 'المصدر الرئيسي',
  noMainSource: 'لا يوجد مصدر رئيسي.',
  sourceType: 'المصدر',
  sourceSearch: 'بحث',
  sourceExternal: 'خارجي',
  sourceRecommend: 'توصيات',
  sourceUnknown: 'غير معروف',
  index: 'الفهرس',
  ordering: 'الترتيب',
  orderingDefault: 'افتراضي: ترتيب الفهرس',
  orderingUserDefined: 'مخصص: ترتيب المعرّفات المرسلة مع الطلب',
  model: 'النموذج',
  threshold: 'العتبة',
  thresholdValue: (v) => `${v} (أدنى درجة، 0–100)`,
  parameters: 'المعاملات',
  noParameters: 'لا شيء: تُطبَّق إعدادات الفهرس كما هي.',
  otherParameters: 'إعدادات أخرى',
  paramGroup: {
    filters: 'عوامل التصفية',
    facets: 'الأوجه',
    booleans: 'مفاتيح التبديل',
    numbers: 'الأرقام',
    strings: 'الإعدادات النصية',
    lists: 'القوائم',
    other: 'أخرى',
  },
  yes: 'نعم',
  no: 'لا',
  emptyString: '(فارغ)',
  allOf: 'كل ما يلي:',
  anyOf: 'أيٌّ من',
  disjunctive: 'فصلي (تُجمع القيم بـ OR)',
  snippetWords: (count, n) =>
    p(n, { one: 'كلمة واحدة', two: 'كلمتان', few: `${count} كلمات`, other: `${count} كلمة` }),
  snippetDefault: 'الطول الافتراضي',

  renderingContent: 'محتوى العرض',
  facetOrder: 'ترتيب الأوجه',
  facetValuesOrder: (facet) => `قيم ${q(facet)}`,
  pinnedFirst: 'أولًا',
  sortRemainingBy: 'البقية مرتبة حسب',
  hidden: 'مخفية',
  redirect: where.redirect,
  banners: 'اللافتات',
  banner: (i) => `اللافتة ${i}`,
  bannerUntitled: '(بلا عنوان)',
  bannerLink: 'الرابط',
  bannerImage: 'الصورة',
  unsafeUrl: 'رابط غير آمن، يُعرض نصًا',

  injectedItems: 'العناصر المحقونة',
  noInjectedItems: `لا عناصر محقونة: كل موضع يعرض ${main}.`,
  occupies: (first, last, count, n) =>
    n === 1 ? `الموضع ${first}` : `المواضع ${first}–${last} (عدد النتائج ${count})`,
  occupiesNothing: 'لا موضع (الطول 0)',
  notPlaced: 'غير موضوع: موضعه أو طوله غير صالح',
  overlapsWith: (items, l) => `يتداخل مع ${l(items.map(q))}`,
  mainFillsRest: `كل موضع آخر يعرض ${main}.`,
  item: (label) => `العنصر ${q(label)}`,
  key: 'المفتاح',
  position: 'الموضع',
  length: 'الطول',
  source: 'المصدر',
  metadata: 'البيانات الوصفية',
  addItemKey: 'يضيف مفتاح العنصر إلى كل نتيجة',
  extra: 'حقول إضافية في كل نتيجة',

  deduplication: 'إزالة التكرار',
  dedupHighest: 'الأعلى: تُبقى أعلى نسخة من كل نتيجة مكررة وتُحذف البقية.',
  dedupHighestInjected: 'الأعلى المحقون: النتيجة الرئيسية المكررة تنتقل إلى موضعها المحقون.',
  dedupUnknown: (v) => `قاعدة غير معروفة ${v}.`,
  dedupDefault: 'الافتراضي: لم تُعيَّن قاعدة.',

  feeds: 'الخلاصات',
  feed: (id) => `الخلاصة ${q(id)}`,
  feedUsed: (i, c) => `مستخدمة: الخلاصة ${i} من ${c}`,
  feedUnused: 'غير مستخدمة: ليست في feedsOrder',
  feedNoOrder: 'بلا feedsOrder: تُستخدم كل الخلاصات بهذا الترتيب.',
  feedNoInjection: 'ليس لهذه الخلاصة سلوك حقن.',

  sortingStrategies: sorting,
  sortingCaption: (count, max) => `${sorting}: ${count} (الحد الأقصى ${max})`,
  sortingHelp: 'طلب فيه sortBy بتسمية يبحث في فهرسها بدل الرئيسي.',
  sortingLabel: 'التسمية (sortBy)',
  sortingIndex: 'الفهرس',
  sortingNote: 'ملاحظة',
  overLimit: 'يتجاوز الحد',
} satisfies CompositionViewStrings;
