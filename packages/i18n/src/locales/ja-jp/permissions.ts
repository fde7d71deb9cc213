import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': '権限',
  'permissions.intro':
    '共有、ダウンロード、セッション、埋め込みに関する組織全体の設定です。IP 制限は専用のページで設定します。',
  'permissions.loading': '権限を読み込んでいます…',
  'permissions.loadFailed': '権限を読み込めませんでした。',
  'permissions.sharing': '共有とダウンロード',
  'permissions.disablePublicLinks': '公開リンクを無効にする',
  'permissions.disablePublicLinksHint':
    'サインインなしで開けるリンクでコンテンツを共有できなくなります。',
  'permissions.disableDownloads': 'ダウンロードを無効にする',
  'permissions.disableDownloadsHint': '動画とその添付ファイルをダウンロードできなくなります。',
  'permissions.session': 'セッション',
  'permissions.autoLogout': '操作がないときに自動でサインアウトする',
  'permissions.autoLogoutTimeout': 'サインアウトまでの無操作時間（分）',
  'permissions.timeoutRange': '{min}～{max} の整数（分）を入力してください。',
  'permissions.origins': 'プレーヤーの埋め込みを許可するサイト',
  'permissions.originsHint':
    'これらのオリジンのページは iframe 内のプレーヤーを操作できます。オリジンは http または https、ホスト、任意のポートで、パスは含みません（例: https://lms.example.com）。',
  'permissions.originsEmpty':
    '許可されたサイトはまだありません。プレーヤーを操作できるのはこのポータルだけです。',
  'permissions.originsCount': 'オリジン {count} / {max}',
  'permissions.newOrigin': '許可するオリジン',
  'permissions.addOrigin': '追加',
  'permissions.remove': '削除',
  'permissions.removeOrigin': '{origin} を削除',
  'permissions.originAdded': '{origin} を追加しました。保存すると反映されます。',
  'permissions.originRemoved': '{origin} を削除しました。保存すると反映されます。',
  'permissions.origin.empty': '追加するオリジンを入力してください。',
  'permissions.origin.invalid':
    'オリジンではありません。http:// または https://、ホスト、任意のポートを使い、パスは含めないでください（例: https://lms.example.com）。',
  'permissions.origin.duplicate': 'このオリジンはすでにリストにあります。',
  'permissions.origin.tooMany':
    'リストがいっぱいです（最大 {max} 件）。先にいずれかを削除してください。',
  'permissions.origin.storedInvalid': '無効なオリジンです。保存する前に削除してください。',
  'permissions.saveFailed': '権限を保存できませんでした。',
  'permissions.saved': '権限を保存しました。',
  'permissions.saving': '保存しています…',
  'permissions.discard': '変更を破棄',
} satisfies Translation<typeof permissions>;
