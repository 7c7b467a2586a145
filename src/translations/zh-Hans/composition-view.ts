import type { CompositionViewStrings } from '../../composition-view/strings.js';
import { failure, noClient } from './common.js';

const q = (text: string) => `“${text}”`;
const ruleOf = (feed: string | undefined) => (feed === undefined ? '' : `（信息流${q(feed)}）`);
const where = { redirect: '重定向', bannerImage: '横幅图片', bannerLink: '横幅链接' };

export default {
  ...failure,
  failureNotFound: '未找到组合',
  failureNotEnabled: '此应用未启用组合',
  failureOther: '无法加载组合',
  loading: '正在加载组合…',
  empty: '没有可显示的组合。',
  noClient,

  untitled: '（无名称）',
  id: 'ID',
  behaviour: '行为',
  behaviourInjection: '注入：一个含注入项的结果列表',
  behaviourMultifeed: '多信息流：多个结果列表（信息流）',
  behaviourBoth: '同时注入和多信息流（不允许）',
  behaviourNone: '无',

  viewsLabel: '组合视图',
  readableTab: '易读',
  jsonTab: 'JSON',
  copyJson: '复制 JSON',
  copied: '已将 JSON 复制到剪贴板。',
  copiedJson: '已复制',
  copyFailed: '复制失败：JSON 已选中，请用键盘复制。',
  jsonTruncated: '…已截断：JSON 太深或太长，无法在此完整显示；“复制 JSON”会复制全部内容。',
  notShown: (count) => `…另有 ${count} 项未在此显示（JSON 标签页包含全部）。`,

  warningsHeading: (count) => `警告（${count}）`,
  warning: (w, n, l) => {
    switch (w.code) {
      case 'missingField':
        return `缺少必填字段${q(w.field)}。`;
      case 'bothBehaviours':
        return '同时具有注入和多信息流行为；只允许一种。';
      case 'noBehaviour':
        return '既没有注入行为，也没有多信息流行为。';
      case 'tooManyInjectedItems':
        return `${n(w.count)} 个注入项${ruleOf(w.feed)}：最多允许 ${n(w.max)} 个。`;
      case 'tooManySortingStrategies':
        return `${n(w.count)} 个排序策略：最多允许 ${n(w.max)} 个。`;
      case 'positionOutOfRange':
      case 'lengthOutOfRange':
        return `注入项${q(w.item)}${ruleOf(w.feed)}：${w.code[0] === 'p' ? '位置' : '长度'} ${w.value} 超出 ${n(w.min)}–${n(w.max)}。`;
      case 'unknownFeed':
        return `feedsOrder 中的${q(w.feed)}不是信息流。`;
      case 'noMainSource':
        return `没有主来源${ruleOf(w.feed)}。`;
      case 'overlap':
        return `注入项${l(w.items.map(q))}${ruleOf(w.feed)}在位置 ${l(w.positions.map(n))} 重叠。`;
      case 'unsafeUrl':
        return `${where[w.where]}${ruleOf(w.feed)}的 URL 不是 http(s) 链接，仅以文本显示：${w.url}`;
    }
  },

  mainSource: '主来源',
  noMainSource: '没有主来源。',
  sourceType: '来源',
  sourceSearch: '搜索',
  sourceExternal: '外部',
  sourceRecommend: '推荐',
  sourceUnknown: '未知',
  index: '索引',
  ordering: '排序',
  orderingDefault: '默认：索引的排名',
  orderingUserDefined: '用户定义：按请求中 ID 的顺序',
  model: '模型',
  threshold: '阈值',
  thresholdValue: (v) => `${v}（最低分数，0–100）`,
  parameters: '参数',
  noParameters: '无：按原样应用索引设置。',
  otherParameters: '其他设置',
  paramGroup: {
    filters: '筛选',
    facets: '分面',
    booleans: '开关',
    numbers: '数值',
    strings: '文本设置',
    lists: '列表',
    other: '其他',
  },
  yes: '是',
  no: '否',
  emptyString: '（空）',
  allOf: '全部满足：',
  anyOf: '任一：',
  disjunctive: '析取（值以 OR 组合）',
  snippetWords: (count) => `${count} 个词`,
  snippetDefault: '默认长度',

  renderingContent: '渲染内容',
  facetOrder: '分面顺序',
  facetValuesOrder: (facet) => `${q(facet)}的值`,
  pinnedFirst: '置顶',
  sortRemainingBy: '其余排序方式',
  hidden: '隐藏',
  redirect: '重定向',
  banners: '横幅',
  banner: (n) => `横幅 ${n}`,
  bannerUntitled: '（无标题）',
  bannerLink: '链接',
  bannerImage: '图片',
  unsafeUrl: '不安全的链接，以文本显示',

  injectedItems: '注入项',
  noInjectedItems: '没有注入项：每个位置都显示主结果。',
  occupies: (first, last, count, n) =>
    n === 1 ? `位置 ${first}` : `位置 ${first}–${last}（${count} 个结果）`,
  occupiesNothing: '无位置（长度为 0）',
  notPlaced: '未放置：位置或长度不可用',
  overlapsWith: (items, l) => `与${l(items.map(q))}重叠`,
  mainFillsRest: '其余位置都显示主结果。',
  item: (label) => `项目${q(label)}`,
  key: '键',
  position: '位置',
  length: '长度',
  source: '来源',
  metadata: '元数据',
  addItemKey: '为每个结果添加项目键',
  extra: '每个结果的额外字段',

  deduplication: '去重',
  dedupHighest: '最高：结果重复出现时，只保留排名最高的一个。',
  dedupHighestInjected: '注入优先：也出现在主结果中的结果会移到其注入位置，并从主结果中移除。',
  dedupUnknown: (v) => `未知规则 ${v}。`,
  dedupDefault: '默认设置：未设置规则。',

  feeds: '信息流',
  feed: (id) => `信息流${q(id)}`,
  feedUsed: (p, c) => `已使用：第 ${p} 个，共 ${c} 个`,
  feedUnused: '未使用：不在 feedsOrder 中',
  feedNoOrder: '没有 feedsOrder：按此顺序使用所有信息流。',
  feedNoInjection: '此信息流没有注入行为。',

  sortingStrategies: '排序策略',
  sortingCaption: (count, max) => `${count} 个排序策略（最多 ${max} 个）`,
  sortingHelp: '将 sortBy 设为某个标签的请求会查询该索引，而非主索引。',
  sortingLabel: '标签（sortBy）',
  sortingIndex: '索引',
  sortingNote: '备注',
  overLimit: '超出上限',
} satisfies CompositionViewStrings;
