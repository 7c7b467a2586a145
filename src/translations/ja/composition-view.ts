import type { CompositionViewStrings } from '../../composition-view/strings.js';
import { failure, noClient } from './common.js';

const q = (text: string) => `「${text}」`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : `（フィード${q(feed)}）`);
const where = { redirect: 'リダイレクト', bannerImage: 'バナー画像', bannerLink: 'バナーリンク' };

export default {
  ...failure,
  failureNotFound: 'コンポジションが見つかりません',
  failureNotEnabled: 'このアプリケーションではコンポジションが無効です',
  failureOther: 'コンポジションを読み込めませんでした',
  loading: 'コンポジションを読み込み中…',
  empty: 'コンポジションはありません。',
  noClient,

  untitled: '（名前なし）',
  id: 'ID',
  behaviour: '動作',
  behaviourInjection: '挿入：アイテムを挿入した 1 つの結果リスト',
  behaviourMultifeed: 'マルチフィード：複数の結果リスト',
  behaviourBoth: '挿入とマルチフィードの両方（不可）',
  behaviourNone: 'なし',

  viewsLabel: 'コンポジションの表示',
  readableTab: '読みやすい形式',
  jsonTab: 'JSON',
  copyJson: 'JSON をコピー',
  copied: 'JSON をクリップボードにコピーしました。',
  copiedJson: 'コピーしました',
  copyFailed: 'コピーできません。選択した JSON をキーボードでコピーしてください。',
  jsonTruncated: '…深すぎるか長すぎるため省略。「JSON をコピー」で全体をコピーできます。',
  notShown: (count) => `…ほか ${count} 件（JSON タブに全件あり）。`,

  warningsHeading: (count) => `警告（${count}）`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `必須フィールド${q(w.field)}がありません。`;
      case 'bothBehaviours':
        return '挿入とマルチフィードの両方があります（1 つのみ可）。';
      case 'noBehaviour':
        return '挿入とマルチフィードのどちらもありません。';
      case 'tooManyInjectedItems':
        return `挿入アイテム${ruleOf(w.feed)}が ${n(w.count)} 個あります（最大 ${n(w.max)} 個）。`;
      case 'tooManySortingStrategies':
        return `並べ替え戦略が ${n(w.count)} 個あります（最大 ${n(w.max)} 個）。`;
      case 'positionOutOfRange':
      case 'lengthOutOfRange':
        return `挿入アイテム${q(w.item)}${ruleOf(w.feed)}：${w.code[0] === 'p' ? '位置' : '長さ'} ${w.value} が ${n(w.min)}～${n(w.max)} の範囲外です。`;
      case 'unknownFeed':
        return `feedsOrder の${q(w.feed)}はフィードではありません。`;
      case 'noMainSource':
        return `メインソースがありません${ruleOf(w.feed)}。`;
      case 'overlap':
        return `挿入アイテム${l(w.items.map(q))}${ruleOf(w.feed)}が位置 ${l(w.positions.map(n))} で重なっています。`;
      case 'unsafeUrl':
        return `${where[w.where]}${ruleOf(w.feed)}の URL は http(s) ではないため、テキストで表示：${w.url}`;
    }
  },

  mainSource: 'メインソース',
  noMainSource: 'メインソースはありません。',
  sourceType: 'ソース',
  sourceSearch: '検索',
  sourceExternal: '外部',
  sourceRecommend: 'レコメンド',
  sourceUnknown: '不明',
  index: 'インデックス',
  ordering: '並び順',
  orderingDefault: 'デフォルト：インデックスのランキング',
  orderingUserDefined: 'ユーザー定義：リクエストの ID の順',
  model: 'モデル',
  threshold: 'しきい値',
  thresholdValue: (v) => `${v}（最小スコア、0～100）`,
  parameters: 'パラメーター',
  noParameters: 'なし：インデックスの設定をそのまま適用',
  otherParameters: 'その他の設定',
  paramGroup: {
    filters: 'フィルター',
    facets: 'ファセット',
    booleans: 'スイッチ',
    numbers: '数値',
    strings: 'テキスト設定',
    lists: 'リスト',
    other: 'その他',
  },
  yes: 'はい',
  no: 'いいえ',
  emptyString: '（空）',
  allOf: '次のすべて：',
  anyOf: 'いずれか：',
  disjunctive: '論理和（値を OR で結合）',
  snippetWords: (count) => `${count} 語`,
  snippetDefault: 'デフォルトの長さ',

  renderingContent: 'レンダリングコンテンツ',
  facetOrder: 'ファセットの順序',
  facetValuesOrder: (facet) => `${q(facet)}の値`,
  pinnedFirst: '先頭に固定',
  sortRemainingBy: '残りの並び順',
  hidden: '非表示',
  redirect: 'リダイレクト',
  banners: 'バナー',
  banner: (n) => `バナー ${n}`,
  bannerUntitled: '（タイトルなし）',
  bannerLink: 'リンク',
  bannerImage: '画像',
  unsafeUrl: '安全でないリンク（テキストで表示）',

  injectedItems: '挿入アイテム',
  noInjectedItems: '挿入アイテムなし：すべての位置がメインの結果です。',
  occupies: (first, last, count, n) =>
    n === 1 ? `位置 ${first}` : `位置 ${first}～${last}（${count} 件）`,
  occupiesNothing: '位置なし（長さ 0）',
  notPlaced: '未配置：位置または長さが無効です',
  overlapsWith: (items, l) => `${l(items.map(q))}と重複`,
  mainFillsRest: 'ほかの位置はすべてメインの結果です。',
  item: (label) => `アイテム${q(label)}`,
  key: 'キー',
  position: '位置',
  length: '長さ',
  source: 'ソース',
  metadata: 'メタデータ',
  addItemKey: '各ヒットにアイテムキーを追加',
  extra: '各ヒットの追加フィールド',

  deduplication: '重複排除',
  dedupHighest: '最上位：重複する結果は最上位だけを残します。',
  dedupHighestInjected: '挿入を優先：メインの結果にもある結果は挿入位置に移します。',
  dedupUnknown: (v) => `不明なルール ${v}。`,
  dedupDefault: 'デフォルト：ルールは未設定です。',

  feeds: 'フィード',
  feed: (id) => `フィード${q(id)}`,
  feedUsed: (p, c) => `使用中：${c} 個中 ${p} 番目のフィード`,
  feedUnused: '未使用：feedsOrder にありません',
  feedNoOrder: 'feedsOrder なし：全フィードをこの順で使用します。',
  feedNoInjection: 'このフィードには挿入動作がありません。',

  sortingStrategies: '並べ替え戦略',
  sortingCaption: (count, max) => `並べ替え戦略 ${count} 個（最大 ${max} 個）`,
  sortingHelp: 'sortBy にラベルを指定すると、メインではなくそのインデックスを検索します。',
  sortingLabel: 'ラベル（sortBy）',
  sortingIndex: 'インデックス',
  sortingNote: '注記',
  overLimit: '上限超過',
} satisfies CompositionViewStrings;
