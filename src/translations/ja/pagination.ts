import type { PaginationStrings } from '../../pagination/templates.js';

export default {
  label: 'ページ送り',
  first: '最初のページ',
  previous: '前のページ',
  page: '{page} ページ',
  next: '次のページ',
  last: '最後のページ（{nbPages} ページ）',
  status: '{page} / {nbPages} ページ',
  hint: '{nbHits} 件中 {reachable} 件まで表示できます。残りは検索を絞り込んでください。',
} satisfies Omit<PaginationStrings, 'firstText' | 'previousText' | 'nextText' | 'lastText'>;
