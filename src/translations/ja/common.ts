// Japanese: the shared failure titles, retry and directionControl (Japanese has no plural forms).
import type { FailureStrings } from '../../internal/failure-strings.js';

export const failure: Required<FailureStrings> = {
  failureNotFound: '見つかりません',
  failureNotEnabled: 'このアプリケーションでは有効になっていません',
  failureNotAllowed: 'アプリケーション ID または API キーが拒否されました',
  failureInvalid: 'リクエストが無効として拒否されました',
  failureRateLimited: 'リクエストが多すぎます。しばらくしてから再試行してください',
  failureUnreachable: 'サービスに接続できませんでした',
  failureMalformed: 'サービスから予期しない応答がありました',
  failureOther: '問題が発生しました',
  retry: '再試行',
  directionControl: (name) => `方向制御文字 ${name}（適用せず表示）`,
};

/** The no-client message, one for every element. */
export const noClient =
  'API クライアントがありません。store を設定するか、<search-provider> 内に配置してください。';
