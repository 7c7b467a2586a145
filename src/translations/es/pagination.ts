import type { PaginationStrings } from '../../pagination/templates.js';

export default {
  label: 'Paginación',
  first: 'Primera página',
  previous: 'Página anterior',
  page: 'Página {page}',
  next: 'Página siguiente',
  last: 'Última página, página {nbPages}',
  status: 'Página {page} de {nbPages}',
  hint: 'Solo se pueden consultar los primeros {reachable} de {nbHits} resultados. Refina la búsqueda para encontrar los demás.',
} satisfies Omit<PaginationStrings, 'firstText' | 'previousText' | 'nextText' | 'lastText'>;
