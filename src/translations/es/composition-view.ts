import type { CompositionViewStrings } from '../../composition-view/strings.js';
import { failure, p } from './common.js';

const q = (text: string) => `«${text}»`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : ` (feed ${q(feed)})`);

export default {
  ...failure,
  failureNotFound: 'No se encontró la composición',
  failureNotEnabled: 'Las composiciones no están habilitadas para esta aplicación',
  failureOther: 'No se pudo cargar la composición',
  loading: 'Cargando la composición…',
  empty: 'No hay ninguna composición que mostrar.',
  noClient:
    'No hay cliente de API: asigna un store a este elemento o colócalo dentro de <search-provider>.',

  untitled: '(sin nombre)',
  id: 'ID',
  behaviour: 'Comportamiento',
  behaviourInjection: 'Inyección: una lista de resultados con elementos inyectados',
  behaviourMultifeed: 'Multifeed: varias listas de resultados (feeds)',
  behaviourBoth: 'Inyección y multifeed a la vez (no permitido)',
  behaviourNone: 'Ninguno',

  viewsLabel: 'Vistas de la composición',
  readableTab: 'Legible',
  jsonTab: 'JSON',
  copyJson: 'Copiar JSON',
  copied: 'Se copió el JSON al portapapeles.',
  copiedJson: 'Copiado',
  copyFailed: 'No se pudo copiar: el JSON está seleccionado, cópialo con el teclado.',
  jsonTruncated:
    '… truncado: el JSON es demasiado profundo o largo para mostrarlo entero; Copiar JSON lo copia todo.',
  notShown: (count) => `… y ${count} más (la pestaña JSON los muestra todos).`,

  warningsHeading: (count) => `Advertencias (${count})`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `Falta el campo obligatorio ${q(w.field)}.`;
      case 'bothBehaviours':
        return 'Tiene comportamiento de inyección y de multifeed; solo se permite uno.';
      case 'noBehaviour':
        return 'No tiene comportamiento de inyección ni de multifeed.';
      case 'tooManyInjectedItems':
        return `${n(w.count)} elementos inyectados${ruleOf(w.feed)}: se permiten ${n(w.max)} como máximo.`;
      case 'tooManySortingStrategies':
        return `${n(w.count)} estrategias de ordenación: se permiten ${n(w.max)} como máximo.`;
      case 'positionOutOfRange':
        return `Elemento inyectado ${q(w.item)}${ruleOf(w.feed)}: la posición ${w.value} está fuera de ${n(w.min)}–${n(w.max)}.`;
      case 'lengthOutOfRange':
        return `Elemento inyectado ${q(w.item)}${ruleOf(w.feed)}: la longitud ${w.value} está fuera de ${n(w.min)}–${n(w.max)}.`;
      case 'unknownFeed':
        return `feedsOrder menciona ${q(w.feed)}, que no es un feed.`;
      case 'noMainSource':
        return `No hay fuente principal${ruleOf(w.feed)}.`;
      case 'overlap':
        return `Los elementos inyectados ${l(w.items.map(q))}${ruleOf(w.feed)} se solapan en ${p(w.positions.length, { one: 'la posición', other: 'las posiciones' })} ${l(w.positions.map(n))}.`;
      case 'unsafeUrl': {
        const where =
          w.where === 'redirect'
            ? 'de redirección'
            : w.where === 'bannerImage'
              ? 'de la imagen del banner'
              : 'del enlace del banner';
        return `La URL ${where}${ruleOf(w.feed)} no es http(s) y se muestra solo como texto: ${w.url}`;
      }
    }
  },

  mainSource: 'Fuente principal',
  noMainSource: 'Sin fuente principal.',
  sourceType: 'Fuente',
  sourceSearch: 'Búsqueda',
  sourceExternal: 'Externa',
  sourceRecommend: 'Recommend',
  sourceUnknown: 'Desconocida',
  index: 'Índice',
  ordering: 'Orden',
  orderingDefault: 'predeterminado: la clasificación del índice',
  orderingUserDefined: 'definido por el usuario: el orden de los ID enviados con la solicitud',
  model: 'Modelo',
  threshold: 'Umbral',
  thresholdValue: (v) => `${v} (puntuación mínima, 0–100)`,
  parameters: 'Parámetros',
  noParameters: 'Ninguno: se aplica la configuración del índice tal cual.',
  otherParameters: 'Otros ajustes',
  paramGroup: {
    filters: 'Filtros',
    facets: 'Facetas',
    booleans: 'Interruptores',
    numbers: 'Números',
    strings: 'Ajustes de texto',
    lists: 'Listas',
    other: 'Otros',
  },
  yes: 'sí',
  no: 'no',
  emptyString: '(vacío)',
  allOf: 'Todo lo siguiente:',
  anyOf: 'alguno de',
  disjunctive: 'disyuntiva (los valores se combinan con OR)',
  snippetWords: (count, n) => `${count} ${p(n, { one: 'palabra', other: 'palabras' })}`,
  snippetDefault: 'longitud predeterminada',

  renderingContent: 'Contenido de presentación',
  facetOrder: 'Orden de facetas',
  facetValuesOrder: (facet) => `Valores de ${q(facet)}`,
  pinnedFirst: 'Primeros',
  sortRemainingBy: 'Resto ordenado por',
  hidden: 'Ocultos',
  redirect: 'Redirección',
  banners: 'Banners',
  banner: (x) => `Banner ${x}`,
  bannerUntitled: '(sin título)',
  bannerLink: 'Enlace',
  bannerImage: 'Imagen',
  unsafeUrl: 'enlace no seguro, se muestra como texto',

  injectedItems: 'Elementos inyectados',
  noInjectedItems: 'No hay elementos inyectados: cada posición muestra un resultado principal.',
  occupies: (first, last, count, n) =>
    p(n, { one: `posición ${first}`, other: `posiciones ${first}–${last} (${count} resultados)` }),
  occupiesNothing: 'ninguna posición (longitud 0)',
  notPlaced: 'sin colocar: su posición o longitud no es válida',
  overlapsWith: (items, l) => `se solapa con ${l(items.map(q))}`,
  mainFillsRest: 'Las demás posiciones muestran un resultado principal.',
  item: (label) => `Elemento ${q(label)}`,
  key: 'Clave',
  position: 'Posición',
  length: 'Longitud',
  source: 'Fuente',
  metadata: 'Metadatos',
  addItemKey: 'Añade la clave del elemento a cada resultado',
  extra: 'Campos adicionales en cada resultado',

  deduplication: 'Deduplicación',
  dedupHighest:
    'Más alto: si un resultado aparece varias veces, se conserva la copia mejor clasificada y se descartan las demás.',
  dedupHighestInjected:
    'Más alto inyectado: un resultado que también está en los resultados principales pasa a su posición inyectada y se quita de ellos.',
  dedupUnknown: (v) => `Regla desconocida ${v}.`,
  dedupDefault: 'Es el valor predeterminado: no hay ninguna regla definida.',

  feeds: 'Feeds',
  feed: (id) => `Feed ${q(id)}`,
  feedUsed: (x, c) => `Usado: feed ${x} de ${c}`,
  feedUnused: 'Sin usar: no está en feedsOrder',
  feedNoOrder: 'Sin feedsOrder: se usan todos los feeds, en este orden.',
  feedNoInjection: 'Este feed no tiene comportamiento de inyección.',

  sortingStrategies: 'Estrategias de ordenación',
  sortingCaption: (count, max, n) =>
    `${count} ${p(n, { one: 'estrategia', other: 'estrategias' })} de ordenación (máximo ${max})`,
  sortingHelp:
    'Una solicitud con sortBy igual a una etiqueta consulta ese índice en lugar del índice principal.',
  sortingLabel: 'Etiqueta (sortBy)',
  sortingIndex: 'Índice',
  sortingNote: 'Nota',
  overLimit: 'supera el límite',
} satisfies CompositionViewStrings;
