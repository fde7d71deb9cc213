import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    '作業のやり方を質問してください。各回答は、それを示す動画のステップと時点を指し示します。',
  'assistantPage.loadFailed': 'アシスタントを読み込めませんでした。',
  'assistantPage.reload': '再読み込み',
  'assistantPage.qnaIntro':
    'このワークフローについて質問してください。各回答は動画のステップと時点を指し示します。',
} satisfies Translation<typeof assistantPage>;
