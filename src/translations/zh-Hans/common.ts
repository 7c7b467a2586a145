// Simplified Chinese: the shared failure titles, retry and directionControl (Chinese has no
// plural forms).
import type { FailureStrings } from '../../internal/failure-strings.js';

export const failure: Required<FailureStrings> = {
  failureNotFound: '未找到',
  failureNotEnabled: '此应用未启用该功能',
  failureNotAllowed: '应用 ID 或 API 密钥被拒绝',
  failureInvalid: '请求无效，已被拒绝',
  failureRateLimited: '请求过多，请稍后重试',
  failureUnreachable: '无法连接到服务',
  failureMalformed: '服务返回了意外的响应',
  failureOther: '出现错误',
  retry: '重试',
  directionControl: (name) => `方向控制字符 ${name}（仅显示，未应用）`,
};

/** The no-client message, one for every element. */
export const noClient = '没有 API 客户端：请设置 store，或将其放在 <search-provider> 内。';
