import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': '埋め込み',
  'embed.title': '{title} を埋め込む',
  'embed.scriptLabel': 'script タグ: ページ内のプレーヤー',
  'embed.iframeLabel': 'iframe',
  'embed.sdkLabel': 'ページから iframe を操作 (JavaScript SDK)',
  'embed.copy': 'コードをコピー',
  'embed.copied': 'コピーしました',
  'embed.publicHint': '公開リンクがオンです: これらのスニペットは誰でも再生できます。',
  'embed.signedInHint':
    '公開リンクがオフです: これらのスニペットは Stepwise にサインインしているユーザーのみ再生できます。全員向けに埋め込むには、共有で公開リンクをオンにしてください。',
  'embed.originsNote':
    'SDK でプレーヤーを操作するページは、組織の許可済みオリジンのリストに含まれている必要があります。',
  'embed.originsLink': '許可済みオリジンの設定',
} satisfies Translation<typeof embed>;
