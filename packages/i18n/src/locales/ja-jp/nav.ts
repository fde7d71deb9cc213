import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'メイン',
  'nav.home': 'ホーム',
  'nav.ownedByMe': '自分が所有',
  'nav.search': 'ワークフローを検索',
  'nav.searchPlaceholder': '検索…',
  'nav.workspaces': 'マイワークスペース',
  'nav.noWorkspaces': 'まだどのワークスペースにも参加していません。',
  'nav.notFoundTitle': 'ページが見つかりません',
  'nav.notFound': 'お探しのページは存在しません。',
  'nav.forbiddenTitle': 'アクセスできません',
  'nav.forbidden': 'このページを開く権限がありません。',
  'nav.goHome': 'ホームへ',
  'nav.navigationFailedHint': 'ページを開けませんでした。',
  'nav.tryAgain': 'もう一度試す',
  'nav.sharedTitle': '共有デバイス',
  'nav.sharedIntro':
    '共有アカウントでログインしています。必要なコンテンツはホームまたは検索から開いてください。',
  'nav.openHome': 'ホームを開く',
  'nav.openSearch': '検索',
} satisfies Translation<typeof nav>;
