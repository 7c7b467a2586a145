import type { PaginationStrings } from '../../pagination/templates.js';

export default {
  label: '分页',
  first: '第一页',
  previous: '上一页',
  page: '第 {page} 页',
  next: '下一页',
  last: '最后一页，第 {nbPages} 页',
  status: '第 {page} 页，共 {nbPages} 页',
  hint: '共 {nbHits} 条结果，仅可浏览前 {reachable} 条。请细化搜索以查找其余结果。',
} satisfies Omit<PaginationStrings, 'firstText' | 'previousText' | 'nextText' | 'lastText'>;
