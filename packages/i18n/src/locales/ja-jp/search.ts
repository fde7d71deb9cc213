import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': '検索',
  'search.label': 'ワークフローとその中の発言を検索',
  'search.results': '「{keyword}」の検索結果',
  'search.empty': '「{keyword}」に一致する結果はありません。',
  'search.prompt': 'ワークフローの中で話されている、または書かれている言葉を入力してください。',
  'search.matches': '一致したステップ',
  'search.step': '{time} のステップ',
  'search.openAt': '{title} を {time} から開く：{step}',
} satisfies Translation<typeof search>;
