import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': '搜索',
  'search.label': '搜索工作流程及其中所说的内容',
  'search.results': '“{keyword}”的搜索结果',
  'search.empty': '未找到与“{keyword}”相关的内容。',
  'search.prompt': '输入工作流程中说到或写到的词语。',
  'search.matches': '匹配的步骤',
  'search.step': '位于 {time} 的步骤',
  'search.openAt': '在 {time} 打开 {title}：{step}',
} satisfies Translation<typeof search>;
