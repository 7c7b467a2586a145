import type { SecretKeyListStrings } from '../../secret-key-list/strings.js';
import { failure, p } from './common.js';
import pagination from './pagination.js';

const notLoaded = 'Impossible de charger les clés secrètes.';

export default {
  ...failure,
  failureInvalid: 'Le service a refusé les paramètres de la requête\u00a0:',
  failureNotAllowed: 'Le service a refusé l’accès aux clés secrètes.',
  failureUnreachable: notLoaded,
  failureMalformed: 'Le service a envoyé une réponse impossible à afficher.',
  failureOther: notLoaded,
  caption: 'Clés secrètes',
  columnName: 'Nom',
  columnValue: 'Valeur secrète',
  columnAgents: 'Agents',
  columnDefault: 'Par défaut',
  columnCreated: 'Création',
  columnUpdated: 'Modification',
  columnLastUsed: 'Dernière utilisation',
  pageSize: 'Clés par page',
  range: (from, to, total, n) =>
    `${p(n, { one: 'Clé', other: 'Clés' })} ${from}–${to} sur ${total}`,
  loading: 'Chargement des clés secrètes…',
  loadingPage: (page) => `Chargement de la page ${page}…`,
  empty: 'Aucune clé secrète pour le moment',
  emptyHint: 'Les clés secrètes créées pour vos agents apparaîtront ici.',
  pastEnd: (page, pages, n) =>
    `La page ${page} dépasse la fin de la liste\u00a0: il n’y a que ${pages} ${p(n, { one: 'page', other: 'pages' })}.`,
  goToLastPage: (page) => `Aller à la dernière page (${page})`,
  noClient:
    'Non connecté\u00a0: donnez à cet élément un store contenant un client API, ou placez-le dans <search-provider>.',
  masked: 'Masqué',
  reveal: 'Afficher',
  revealLabel: (name) => `Afficher le secret de ${name}`,
  hide: 'Masquer',
  hideLabel: (name) => `Masquer le secret de ${name}`,
  copy: 'Copier',
  copyLabel: (name) => `Copier le secret de ${name}`,
  copiedShort: 'Copié',
  copied: (name) => `Le secret de ${name} a été copié dans le presse-papiers.`,
  copyFailed: (name) =>
    `Impossible de copier le secret de ${name}\u00a0: presse-papiers indisponible ou accès refusé.`,
  agentsLabel: (name) => `Agents utilisant ${name}`,
  noAgents: 'Aucun agent',
  defaultBadge: 'Par défaut',
  notDefault: 'Non',
  neverUsed: 'Jamais utilisée',
  fullName: 'Nom complet',
  fullNameLabel: (name) => `Nom complet de ${name}`,
  moreAgents: (count, n) => `+${count} ${p(n, { one: 'autre', other: 'autres' })}`,
  unnamed: '(clé sans nom)',
  paginationLabel: 'Pages des clés secrètes',
  pagination,
} satisfies SecretKeyListStrings;
