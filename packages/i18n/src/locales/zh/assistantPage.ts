import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro': '询问如何完成某项操作。每个回答都会指向视频中展示该操作的步骤和时间点。',
  'assistantPage.loadFailed': '无法加载助手。',
  'assistantPage.reload': '重新加载',
  'assistantPage.qnaIntro': '询问有关此工作流程的问题。每个回答都会指向视频中的步骤和时间点。',
} satisfies Translation<typeof assistantPage>;
