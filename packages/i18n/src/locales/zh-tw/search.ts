import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': '搜尋',
  'search.label': '搜尋工作流程及其中提到的內容',
  'search.results': '「{keyword}」的搜尋結果',
  'search.empty': '找不到與「{keyword}」相關的內容。',
  'search.prompt': '輸入工作流程中說到或寫到的字詞。',
  'search.matches': '符合的步驟',
  'search.step': '位於 {time} 的步驟',
  'search.openAt': '在 {time} 開啟 {title}：{step}',
} satisfies Translation<typeof search>;
