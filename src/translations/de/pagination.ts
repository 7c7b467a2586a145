import type { PaginationStrings } from '../../pagination/templates.js';

export default {
  label: 'Seitennavigation',
  first: 'Erste Seite',
  previous: 'Vorherige Seite',
  page: 'Seite {page}',
  next: 'Nächste Seite',
  last: 'Letzte Seite, Seite {nbPages}',
  status: 'Seite {page} von {nbPages}',
  hint: 'Nur die ersten {reachable} von {nbHits} Ergebnissen sind abrufbar. Verfeinern Sie die Suche für die übrigen.',
} satisfies Omit<PaginationStrings, 'firstText' | 'previousText' | 'nextText' | 'lastText'>;
