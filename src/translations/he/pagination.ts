import type { PaginationStrings } from '../../pagination/templates.js';

export default {
  label: 'עימוד',
  first: 'העמוד הראשון',
  previous: 'העמוד הקודם',
  page: 'עמוד {page}',
  next: 'העמוד הבא',
  last: 'העמוד האחרון, עמוד {nbPages}',
  status: 'עמוד {page} מתוך {nbPages}',
  hint: 'אפשר לדפדף רק ב-{reachable} התוצאות הראשונות מתוך {nbHits}. צמצם את החיפוש כדי למצוא את השאר.',
} satisfies Omit<PaginationStrings, 'firstText' | 'previousText' | 'nextText' | 'lastText'>;
