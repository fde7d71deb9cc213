import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    '작업 방법을 물어보세요. 각 답변은 이를 보여 주는 동영상의 단계와 시점을 가리킵니다.',
  'assistantPage.loadFailed': '어시스턴트를 불러올 수 없습니다.',
  'assistantPage.reload': '다시 불러오기',
  'assistantPage.qnaIntro':
    '이 워크플로에 대해 물어보세요. 각 답변은 동영상의 단계와 시점을 가리킵니다.',
} satisfies Translation<typeof assistantPage>;
