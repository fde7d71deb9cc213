import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    'Спросите, как что-то сделать. Каждый ответ указывает на шаг и момент видео, где это показано.',
  'assistantPage.loadFailed': 'Не удалось загрузить помощника.',
  'assistantPage.reload': 'Перезагрузить',
  'assistantPage.qnaIntro':
    'Задайте вопрос об этом рабочем процессе. Каждый ответ указывает на шаг и момент видео.',
} satisfies Translation<typeof assistantPage>;
