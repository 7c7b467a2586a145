import type { PaginationStrings } from '../../pagination/templates.js';

export default {
  label: 'Paginação',
  first: 'Primeira página',
  previous: 'Página anterior',
  page: 'Página {page}',
  next: 'Próxima página',
  last: 'Última página, página {nbPages}',
  status: 'Página {page} de {nbPages}',
  hint: 'Só é possível navegar pelos primeiros {reachable} de {nbHits} resultados. Refine a pesquisa para encontrar os demais.',
} satisfies Omit<PaginationStrings, 'firstText' | 'previousText' | 'nextText' | 'lastText'>;
