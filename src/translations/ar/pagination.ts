import type { PaginationStrings } from '../../pagination/templates.js';

export default {
  label: 'ترقيم الصفحات',
  first: 'الصفحة الأولى',
  previous: 'الصفحة السابقة',
  page: 'الصفحة {page}',
  next: 'الصفحة التالية',
  last: 'الصفحة الأخيرة، الصفحة {nbPages}',
  status: 'الصفحة {page} من {nbPages}',
  hint: 'لا يمكن تصفّح سوى أول {reachable} من {nbHits} نتيجة. ضيّق بحثك لرؤية البقية.',
} satisfies Omit<PaginationStrings, 'firstText' | 'previousText' | 'nextText' | 'lastText'>;
