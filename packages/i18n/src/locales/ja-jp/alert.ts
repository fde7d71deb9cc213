import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': '予期しないエラーが発生しました。もう一度お試しください。',
  'alert.loginFailed': 'ログインに失敗しました',
  'alert.failedToLoadContent': 'コンテンツを読み込めませんでした。',
  'alert.emailNotRegistered': 'このメールアカウントは {provider} に登録されていません。',
  'alert.invalidEmployeeId': '従業員 ID が無効です。',
  'alert.clientKeyRequired': '従業員 ID でログインするにはクライアントキーが必要です。',
  'alert.navigationFailed': 'ページを移動できませんでした',
  'alert.connectionFailed': 'サーバーに接続できませんでした。',
  'alert.connectionFailedHint': '接続を確認して、もう一度お試しください。',
  'alert.restrictedIp': '組織の設定により、このネットワークからはアクセスできません。',
  'alert.offline': 'オフラインです。今行った変更は保存されない可能性があります。',
} satisfies Translation<typeof alert>;
