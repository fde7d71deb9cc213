import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': '共有',
  'share.title': '{title} を共有',
  'share.loading': '共有設定を読み込んでいます…',
  'share.accessLabel': '組織外からのアクセス',
  'share.access.none': '外部アクセスなし',
  'share.access.restricted': 'ドメインとメールに限定',
  'share.access.public': 'リンクを知っている全員',
  'share.access.password': 'パスワードで保護',
  'share.publicToggle': '公開リンク',
  'share.publicHint':
    'リンクを知っている人は誰でも、サインインせずにこのワークフローを視聴できます。',
  'share.notAllowed': '組織で公開リンクが許可されていません。',
  'share.linkLabel': '共有用リンク',
  'share.copy': 'リンクをコピー',
  'share.copied': 'リンクをコピーしました',
  'share.copyFailed': 'コピーできませんでした。リンクを選択して手動でコピーしてください。',
  'share.saved': '保存しました',
} satisfies Translation<typeof share>;
