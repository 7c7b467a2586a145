import type { CompositionViewStrings } from '../../composition-view/strings.js';
import { failure, noClient, p } from './common.js';

const q = (text: string) => `"${text}"`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : ` (פיד ${q(feed)})`);
const main = 'תוצאה ראשית';
const where = { redirect: 'ההפניה', bannerImage: 'תמונת הבאנר', bannerLink: 'הבאנר' };

export default {
  ...failure,
  failureNotFound: 'הקומפוזיציה לא נמצאה',
  failureNotEnabled: 'קומפוזיציות אינן מופעלות עבור היישום הזה',
  failureOther: 'לא ניתן לטעון את הקומפוזיציה',
  loading: 'טוען את הקומפוזיציה…',
  empty: 'אין קומפוזיציה להצגה.',
  noClient,

  untitled: '(ללא שם)',
  id: 'ID',
  behaviour: 'התנהגות',
  behaviourInjection: 'הזרקה: רשימת תוצאות אחת עם פריטים מוזרקים',
  behaviourMultifeed: 'ריבוי פידים: כמה רשימות תוצאות',
  behaviourBoth: 'גם הזרקה וגם ריבוי פידים (אסור)',
  behaviourNone: 'ללא',

  viewsLabel: 'תצוגות הקומפוזיציה',
  readableTab: 'קריא',
  jsonTab: 'JSON',
  copyJson: 'העתק JSON',
  copied: 'ה-JSON הועתק ללוח.',
  copiedJson: 'הועתק',
  copyFailed: 'ההעתקה נכשלה: ה-JSON מסומן, העתק אותו במקלדת.',
  jsonTruncated: '… קוצר: ה-JSON עמוק או ארוך מדי; "העתק JSON" מעתיק את כולו.',
  notShown: (count) => `… ועוד ${count} (כולם בלשונית JSON).`,

  warningsHeading: (count) => `אזהרות (${count})`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `שדה החובה ${q(w.field)} חסר.`;
      case 'bothBehaviours':
        return 'יש לה גם התנהגות הזרקה וגם ריבוי פידים; מותרת רק אחת.';
      case 'noBehaviour':
        return 'אין לה התנהגות הזרקה או ריבוי פידים.';
      case 'tooManyInjectedItems':
        return `${p(w.count, { one: 'פריט מוזרק אחד', other: `${n(w.count)} פריטים מוזרקים` })}${ruleOf(w.feed)}: מותרים עד ${n(w.max)}.`;
      case 'tooManySortingStrategies':
        return `${p(w.count, { one: 'אסטרטגיית מיון אחת', other: `${n(w.count)} אסטרטגיות מיון` })}: מותרות עד ${n(w.max)}.`;
      case 'positionOutOfRange':
      case 'lengthOutOfRange':
        return `הפריט המוזרק ${q(w.item)}${ruleOf(w.feed)}: ${w.code[0] === 'p' ? 'המיקום' : 'האורך'} ${w.value} מחוץ לטווח ${n(w.min)}–${n(w.max)}.`;
      case 'unknownFeed':
        return `feedsOrder מציין את ${q(w.feed)}, שאינו פיד.`;
      case 'noMainSource':
        return `אין מקור ראשי${ruleOf(w.feed)}.`;
      case 'overlap':
        return `הפריטים המוזרקים ${l(w.items.map(q))}${ruleOf(w.feed)} חופפים ${p(w.positions.length, { one: 'במיקום', other: 'במיקומים' })} ${l(w.positions.map(n))}.`;
      case 'unsafeUrl':
        return `הקישור של ${where[w.where]}${ruleOf(w.feed)} אינו http(s) ולכן מוצג כטקסט: ${w.url}`;
    }
  },

  mainSource: 'מקור ראשי',
  noMainSource: 'אין מקור ראשי.',
  sourceType: 'מקור',
  sourceSearch: 'חיפוש',
  sourceExternal: 'חיצוני',
  sourceRecommend: 'המלצות',
  sourceUnknown: 'לא ידוע',
  index: 'אינדקס',
  ordering: 'סדר',
  orderingDefault: 'ברירת מחדל: הדירוג של האינדקס',
  orderingUserDefined: 'מותאם אישית: סדר המזהים שנשלחו עם הבקשה',
  model: 'מודל',
  threshold: 'סף',
  thresholdValue: (v) => `${v} (ציון מינימלי, 0–100)`,
  parameters: 'פרמטרים',
  noParameters: 'ללא: הגדרות האינדקס חלות כמות שהן.',
  otherParameters: 'הגדרות אחרות',
  paramGroup: {
    filters: 'מסננים',
    facets: 'היבטים',
    booleans: 'מתגים',
    numbers: 'מספרים',
    strings: 'הגדרות טקסט',
    lists: 'רשימות',
    other: 'אחר',
  },
  yes: 'כן',
  no: 'לא',
  emptyString: '(ריק)',
  allOf: 'כל אלה:',
  anyOf: 'אחד מאלה',
  disjunctive: 'דיסיונקטיבי (הערכים מצטרפים ב-OR)',
  snippetWords: (count, n) => p(n, { one: 'מילה אחת', two: 'שתי מילים', other: `${count} מילים` }),
  snippetDefault: 'אורך ברירת המחדל',

  renderingContent: 'תוכן התצוגה',
  facetOrder: 'סדר ההיבטים',
  facetValuesOrder: (facet) => `ערכי ${q(facet)}`,
  pinnedFirst: 'ראשונים',
  sortRemainingBy: 'השאר ממוינים לפי',
  hidden: 'מוסתרים',
  redirect: 'הפניה',
  banners: 'באנרים',
  banner: (i) => `באנר ${i}`,
  bannerUntitled: '(ללא כותרת)',
  bannerLink: 'קישור',
  bannerImage: 'תמונה',
  unsafeUrl: 'קישור לא בטוח, מוצג כטקסט',

  injectedItems: 'פריטים מוזרקים',
  noInjectedItems: `אין פריטים מוזרקים: בכל מיקום מוצגת ${main}.`,
  occupies: (first, last, count, n) =>
    n === 1
      ? `מיקום ${first}`
      : `מיקומים ${first}–${last} (${p(n, { two: 'שתי תוצאות', other: `${count} תוצאות` })})`,
  occupiesNothing: 'אין מיקום (אורך 0)',
  notPlaced: 'לא ממוקם: המיקום או האורך שלו אינם תקינים',
  overlapsWith: (items, l) => `חופף עם ${l(items.map(q))}`,
  mainFillsRest: `בכל מיקום אחר מוצגת ${main}.`,
  item: (label) => `פריט ${q(label)}`,
  key: 'מפתח',
  position: 'מיקום',
  length: 'אורך',
  source: 'מקור',
  metadata: 'מטא-נתונים',
  addItemKey: 'מוסיף את מפתח הפריט לכל תוצאה',
  extra: 'שדות נוספים בכל תוצאה',

  deduplication: 'הסרת כפילויות',
  dedupHighest: 'הגבוה ביותר: מכל תוצאה כפולה נשאר רק העותק המדורג הגבוה ביותר.',
  dedupHighestInjected:
    'המוזרק הגבוה ביותר: תוצאה שמופיעה גם בתוצאות הראשיות עוברת למיקום המוזרק שלה ומוסרת מהן.',
  dedupUnknown: (v) => `כלל לא ידוע ${v}.`,
  dedupDefault: 'זו ברירת המחדל: לא הוגדר כלל.',

  feeds: 'פידים',
  feed: (id) => `פיד ${q(id)}`,
  feedUsed: (i, c) => `בשימוש: פיד ${i} מתוך ${c}`,
  feedUnused: 'לא בשימוש: לא מופיע ב-feedsOrder',
  feedNoOrder: 'אין feedsOrder: כל הפידים בשימוש, בסדר הזה.',
  feedNoInjection: 'לפיד הזה אין התנהגות הזרקה.',

  sortingStrategies: 'אסטרטגיות מיון',
  sortingCaption: (count, max, n) =>
    `${p(n, { one: 'אסטרטגיית מיון אחת', other: `${count} אסטרטגיות מיון` })} (עד ${max})`,
  sortingHelp: 'בקשה עם sortBy שמוגדר לתווית מחפשת באינדקס שלה במקום בראשי.',
  sortingLabel: 'תווית (sortBy)',
  sortingIndex: 'אינדקס',
  sortingNote: 'הערה',
  overLimit: 'מעבר למגבלה',
} satisfies CompositionViewStrings;
