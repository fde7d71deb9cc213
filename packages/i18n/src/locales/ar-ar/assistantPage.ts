import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    'اسأل عن كيفية القيام بشيء ما. تشير كل إجابة إلى الخطوة واللحظة في الفيديو التي توضح ذلك.',
  'assistantPage.loadFailed': 'تعذر تحميل المساعد.',
  'assistantPage.reload': 'إعادة التحميل',
  'assistantPage.qnaIntro': 'اسأل عن سير العمل هذا. تشير كل إجابة إلى الخطوة واللحظة في الفيديو.',
} satisfies Translation<typeof assistantPage>;
