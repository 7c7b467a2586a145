import type { PaginationStrings } from '../../pagination/templates.js';

export default {
  label: 'Pagination',
  first: 'Première page',
  previous: 'Page précédente',
  page: 'Page {page}',
  next: 'Page suivante',
  last: 'Dernière page, page {nbPages}',
  status: 'Page {page} sur {nbPages}',
  hint: 'Seuls les {reachable} premiers résultats sur {nbHits} sont consultables. Affinez votre recherche pour trouver les autres.',
} satisfies Omit<PaginationStrings, 'firstText' | 'previousText' | 'nextText' | 'lastText'>;
