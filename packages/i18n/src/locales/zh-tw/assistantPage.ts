import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro': '詢問如何完成某項操作。每個回答都會指向影片中示範該操作的步驟與時間點。',
  'assistantPage.loadFailed': '無法載入助理。',
  'assistantPage.reload': '重新載入',
  'assistantPage.qnaIntro': '詢問有關此工作流程的問題。每個回答都會指向影片中的步驟與時間點。',
} satisfies Translation<typeof assistantPage>;
