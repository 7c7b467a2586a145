import type { CompositionViewStrings } from '../../composition-view/strings.js';
import { failure, p } from './common.js';

const q = (text: string) => `«\u202f${text}\u202f»`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : ` (flux ${q(feed)})`);

export default {
  ...failure,
  failureNotFound: 'Composition introuvable',
  failureNotEnabled: 'Les compositions ne sont pas activées pour cette application',
  failureOther: 'Impossible de charger la composition',
  loading: 'Chargement de la composition…',
  empty: 'Aucune composition à afficher.',
  noClient:
    'Aucun client API\u00a0: donnez un store à cet élément ou placez-le dans <search-provider>.',

  untitled: '(sans nom)',
  id: 'ID',
  behaviour: 'Comportement',
  behaviourInjection: 'Injection\u00a0: une liste de résultats avec des éléments injectés',
  behaviourMultifeed: 'Multifeed\u00a0: plusieurs listes de résultats (flux)',
  behaviourBoth: 'Injection et multifeed à la fois (non autorisé)',
  behaviourNone: 'Aucun',

  viewsLabel: 'Vues de la composition',
  readableTab: 'Lisible',
  jsonTab: 'JSON',
  copyJson: 'Copier le JSON',
  copied: 'Le JSON a été copié dans le presse-papiers.',
  copiedJson: 'Copié',
  copyFailed: 'Échec de la copie\u00a0: le JSON est sélectionné, copiez-le au clavier.',
  jsonTruncated:
    '… tronqué\u00a0: le JSON est trop profond ou trop long pour cette vue\u202f; «\u202fCopier le JSON\u202f» copie tout.',
  notShown: (count, n) =>
    `… et ${count} ${p(n, { one: 'autre, visible', other: 'autres, visibles' })} seulement dans l’onglet JSON.`,

  warningsHeading: (count) => `Avertissements (${count})`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `Le champ obligatoire ${q(w.field)} est absent.`;
      case 'bothBehaviours':
        return 'Elle combine les comportements injection et multifeed\u202f; un seul est autorisé.';
      case 'noBehaviour':
        return 'Elle n’a ni comportement injection ni comportement multifeed.';
      case 'tooManyInjectedItems':
        return `${n(w.count)} éléments injectés${ruleOf(w.feed)}\u00a0: ${n(w.max)} au maximum.`;
      case 'tooManySortingStrategies':
        return `${n(w.count)} stratégies de tri\u00a0: ${n(w.max)} au maximum.`;
      case 'positionOutOfRange':
      case 'lengthOutOfRange':
        return `Élément injecté ${q(w.item)}${ruleOf(w.feed)}\u00a0: ${w.code === 'lengthOutOfRange' ? 'la longueur' : 'la position'} ${w.value} n’est pas entre ${n(w.min)} et ${n(w.max)}.`;
      case 'unknownFeed':
        return `${q(w.feed)}, dans feedsOrder, n’est pas un flux.`;
      case 'noMainSource':
        return `Il n’y a pas de source principale${ruleOf(w.feed)}.`;
      case 'overlap':
        return `Les éléments injectés ${l(w.items.map(q))}${ruleOf(w.feed)} se chevauchent ${p(w.positions.length, { one: 'à la position', other: 'aux positions' })} ${l(w.positions.map(n))}.`;
      case 'unsafeUrl': {
        const where =
          w.where === 'redirect'
            ? 'de redirection'
            : w.where === 'bannerImage'
              ? 'de l’image de bannière'
              : 'du lien de bannière';
        return `L’URL ${where}${ruleOf(w.feed)} n’est pas une URL http(s)\u202f; elle est affichée comme simple texte\u00a0: ${w.url}`;
      }
    }
  },

  mainSource: 'Source principale',
  noMainSource: 'Aucune source principale.',
  sourceType: 'Source',
  sourceSearch: 'Recherche',
  sourceExternal: 'Externe',
  sourceRecommend: 'Recommandations',
  sourceUnknown: 'Inconnue',
  index: 'Index',
  ordering: 'Ordre',
  orderingDefault: 'par défaut\u00a0: le classement de l’index',
  orderingUserDefined: 'défini par l’utilisateur\u00a0: l’ordre des ID envoyés avec la requête',
  model: 'Modèle',
  threshold: 'Seuil',
  thresholdValue: (v) => `${v} (score minimal, 0–100)`,
  parameters: 'Paramètres',
  noParameters: 'Aucun\u00a0: les réglages de l’index s’appliquent tels quels.',
  otherParameters: 'Autres réglages',
  paramGroup: {
    filters: 'Filtres',
    facets: 'Facettes',
    booleans: 'Options',
    numbers: 'Nombres',
    strings: 'Réglages de texte',
    lists: 'Listes',
    other: 'Autres',
  },
  yes: 'oui',
  no: 'non',
  emptyString: '(vide)',
  allOf: 'Toutes ces conditions\u00a0:',
  anyOf: 'l’un de',
  disjunctive: 'disjonctive (valeurs combinées par OU)',
  snippetWords: (count, n) => `${count} ${p(n, { one: 'mot', other: 'mots' })}`,
  snippetDefault: 'longueur par défaut',

  renderingContent: 'Contenu d’affichage',
  facetOrder: 'Ordre des facettes',
  facetValuesOrder: (facet) => `Valeurs de ${q(facet)}`,
  pinnedFirst: 'En premier',
  sortRemainingBy: 'Autres valeurs triées par',
  hidden: 'Masquées',
  redirect: 'Redirection',
  banners: 'Bannières',
  banner: (n) => `Bannière ${n}`,
  bannerUntitled: '(sans titre)',
  bannerLink: 'Lien',
  bannerImage: 'Image',
  unsafeUrl: 'lien non sûr, affiché comme texte',

  injectedItems: 'Éléments injectés',
  noInjectedItems: 'Aucun élément injecté\u00a0: chaque position affiche un résultat principal.',
  occupies: (first, last, count, n) =>
    n === 1 ? `position ${first}` : `positions ${first}–${last} (${count} résultats)`,
  occupiesNothing: 'aucune position (longueur 0)',
  notPlaced: 'non placé\u00a0: position ou longueur inutilisable',
  overlapsWith: (items, l) => `chevauche ${l(items.map(q))}`,
  mainFillsRest: 'Toutes les autres positions affichent un résultat principal.',
  item: (label) => `Élément ${q(label)}`,
  key: 'Clé',
  position: 'Position',
  length: 'Longueur',
  source: 'Source',
  metadata: 'Métadonnées',
  addItemKey: 'Ajoute la clé de l’élément à chaque résultat',
  extra: 'Champs ajoutés à chaque résultat',

  deduplication: 'Déduplication',
  dedupHighest:
    'Meilleur rang\u00a0: d’un résultat présent plusieurs fois, seule la copie la mieux classée est gardée.',
  dedupHighestInjected:
    'Place injectée prioritaire\u00a0: un résultat présent aussi parmi les résultats principaux n’apparaît qu’à sa place injectée.',
  dedupUnknown: (v) => `Règle inconnue ${v}.`,
  dedupDefault: 'Par défaut\u00a0: aucune règle n’est définie.',

  feeds: 'Flux',
  feed: (id) => `Flux ${q(id)}`,
  feedUsed: (position, count) => `Utilisé\u00a0: flux ${position} sur ${count}`,
  feedUnused: 'Inutilisé\u00a0: absent de feedsOrder',
  feedNoOrder: 'Pas de feedsOrder\u00a0: tous les flux sont utilisés, dans cet ordre.',
  feedNoInjection: 'Ce flux n’a pas de comportement injection.',

  sortingStrategies: 'Stratégies de tri',
  sortingCaption: (count, max, n) =>
    `${count} ${p(n, { one: 'stratégie', other: 'stratégies' })} de tri (${max} au maximum)`,
  sortingHelp:
    'Une requête dont sortBy vaut un libellé interroge l’index correspondant au lieu de l’index principal.',
  sortingLabel: 'Libellé (sortBy)',
  sortingIndex: 'Index',
  sortingNote: 'Remarque',
  overLimit: 'au-delà de la limite',
} satisfies CompositionViewStrings;
