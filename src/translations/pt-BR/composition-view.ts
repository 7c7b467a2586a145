import type { CompositionViewStrings } from '../../composition-view/strings.js';
import { failure, p } from './common.js';

const q = (text: string) => `“${text}”`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : ` (feed ${q(feed)})`);

export default {
  ...failure,
  failureNotFound: 'Composição não encontrada',
  failureNotEnabled: 'As composições não estão habilitadas para este aplicativo',
  failureOther: 'Não foi possível carregar a composição',
  loading: 'Carregando a composição…',
  empty: 'Nenhuma composição para mostrar.',
  noClient:
    'Sem cliente de API: dê um store a este elemento ou coloque-o dentro de <search-provider>.',

  untitled: '(sem nome)',
  id: 'ID',
  behaviour: 'Comportamento',
  behaviourInjection: 'Injeção: uma lista de resultados com itens injetados',
  behaviourMultifeed: 'Multifeed: várias listas de resultados (feeds)',
  behaviourBoth: 'Injeção e multifeed ao mesmo tempo (não permitido)',
  behaviourNone: 'Nenhum',

  viewsLabel: 'Visualizações da composição',
  readableTab: 'Legível',
  jsonTab: 'JSON',
  copyJson: 'Copiar JSON',
  copied: 'O JSON foi copiado para a área de transferência.',
  copiedJson: 'Copiado',
  copyFailed: 'Falha ao copiar: o JSON está selecionado, copie-o com o teclado.',
  jsonTruncated:
    '… truncado: o JSON é profundo ou longo demais para ser exibido inteiro; Copiar JSON copia tudo.',
  notShown: (count) => `… e mais ${count} (a aba JSON mostra todos).`,

  warningsHeading: (count) => `Avisos (${count})`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `O campo obrigatório ${q(w.field)} está ausente.`;
      case 'bothBehaviours':
        return 'Tem comportamento de injeção e de multifeed; só um é permitido.';
      case 'noBehaviour':
        return 'Não tem comportamento de injeção nem de multifeed.';
      case 'tooManyInjectedItems':
        return `${n(w.count)} itens injetados${ruleOf(w.feed)}: no máximo ${n(w.max)} são permitidos.`;
      case 'tooManySortingStrategies':
        return `${n(w.count)} estratégias de ordenação: no máximo ${n(w.max)} são permitidas.`;
      case 'positionOutOfRange':
        return `Item injetado ${q(w.item)}${ruleOf(w.feed)}: a posição ${w.value} está fora de ${n(w.min)}–${n(w.max)}.`;
      case 'lengthOutOfRange':
        return `Item injetado ${q(w.item)}${ruleOf(w.feed)}: o comprimento ${w.value} está fora de ${n(w.min)}–${n(w.max)}.`;
      case 'unknownFeed':
        return `feedsOrder cita ${q(w.feed)}, que não é um feed.`;
      case 'noMainSource':
        return `Não há fonte principal${ruleOf(w.feed)}.`;
      case 'overlap':
        return `Os itens injetados ${l(w.items.map(q))}${ruleOf(w.feed)} se sobrepõem ${p(w.positions.length, { one: 'na posição', other: 'nas posições' })} ${l(w.positions.map(n))}.`;
      case 'unsafeUrl': {
        const where =
          w.where === 'redirect'
            ? 'de redirecionamento'
            : w.where === 'bannerImage'
              ? 'da imagem do banner'
              : 'do link do banner';
        return `A URL ${where}${ruleOf(w.feed)} não é http(s) e é exibida só como texto: ${w.url}`;
      }
    }
  },

  mainSource: 'Fonte principal',
  noMainSource: 'Sem fonte principal.',
  sourceType: 'Fonte',
  sourceSearch: 'Pesquisa',
  sourceExternal: 'Externa',
  sourceRecommend: 'Recommend',
  sourceUnknown: 'Desconhecida',
  index: 'Índice',
  ordering: 'Ordenação',
  orderingDefault: 'padrão: a classificação do índice',
  orderingUserDefined: 'definida pelo usuário: a ordem dos IDs enviados com a solicitação',
  model: 'Modelo',
  threshold: 'Limite',
  thresholdValue: (v) => `${v} (pontuação mínima, 0–100)`,
  parameters: 'Parâmetros',
  noParameters: 'Nenhum: as configurações do índice se aplicam como estão.',
  otherParameters: 'Outras configurações',
  paramGroup: {
    filters: 'Filtros',
    facets: 'Facetas',
    booleans: 'Interruptores',
    numbers: 'Números',
    strings: 'Configurações de texto',
    lists: 'Listas',
    other: 'Outros',
  },
  yes: 'sim',
  no: 'não',
  emptyString: '(vazio)',
  allOf: 'Todos os seguintes:',
  anyOf: 'qualquer um de',
  disjunctive: 'disjuntiva (os valores se combinam com OR)',
  snippetWords: (count, n) => `${count} ${p(n, { one: 'palavra', other: 'palavras' })}`,
  snippetDefault: 'comprimento padrão',

  renderingContent: 'Conteúdo de exibição',
  facetOrder: 'Ordem das facetas',
  facetValuesOrder: (facet) => `Valores de ${q(facet)}`,
  pinnedFirst: 'Primeiros',
  sortRemainingBy: 'Demais ordenados por',
  hidden: 'Ocultos',
  redirect: 'Redirecionamento',
  banners: 'Banners',
  banner: (x) => `Banner ${x}`,
  bannerUntitled: '(sem título)',
  bannerLink: 'Link',
  bannerImage: 'Imagem',
  unsafeUrl: 'link não seguro, exibido como texto',

  injectedItems: 'Itens injetados',
  noInjectedItems: 'Nenhum item injetado: cada posição mostra um resultado principal.',
  occupies: (first, last, count, n) =>
    p(n, { one: `posição ${first}`, other: `posições ${first}–${last} (${count} resultados)` }),
  occupiesNothing: 'nenhuma posição (comprimento 0)',
  notPlaced: 'não posicionado: posição ou comprimento inválido',
  overlapsWith: (items, l) => `se sobrepõe a ${l(items.map(q))}`,
  mainFillsRest: 'Todas as outras posições mostram um resultado principal.',
  item: (label) => `Item ${q(label)}`,
  key: 'Chave',
  position: 'Posição',
  length: 'Comprimento',
  source: 'Fonte',
  metadata: 'Metadados',
  addItemKey: 'Adiciona a chave do item a cada resultado',
  extra: 'Campos extras em cada resultado',

  deduplication: 'Desduplicação',
  dedupHighest:
    'Mais alto: quando um resultado aparece mais de uma vez, a cópia mais bem classificada é mantida e as outras são descartadas.',
  dedupHighestInjected:
    'Mais alto injetado: um resultado que também está nos resultados principais vai para sua posição injetada e sai deles.',
  dedupUnknown: (v) => `Regra desconhecida ${v}.`,
  dedupDefault: 'Este é o padrão: nenhuma regra definida.',

  feeds: 'Feeds',
  feed: (id) => `Feed ${q(id)}`,
  feedUsed: (x, c) => `Usado: feed ${x} de ${c}`,
  feedUnused: 'Não usado: fora de feedsOrder',
  feedNoOrder: 'Sem feedsOrder: todos os feeds são usados, nesta ordem.',
  feedNoInjection: 'Este feed não tem comportamento de injeção.',

  sortingStrategies: 'Estratégias de ordenação',
  sortingCaption: (count, max, n) =>
    `${count} ${p(n, { one: 'estratégia', other: 'estratégias' })} de ordenação (no máximo ${max})`,
  sortingHelp:
    'Uma solicitação com sortBy igual a um rótulo consulta esse índice em vez do índice principal.',
  sortingLabel: 'Rótulo (sortBy)',
  sortingIndex: 'Índice',
  sortingNote: 'Observação',
  overLimit: 'acima do limite',
} satisfies CompositionViewStrings;
