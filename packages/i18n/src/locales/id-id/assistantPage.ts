import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    'Tanyakan cara melakukan sesuatu. Setiap jawaban menunjuk ke langkah dan momen dalam video yang menunjukkannya.',
  'assistantPage.loadFailed': 'Asisten tidak dapat dimuat.',
  'assistantPage.reload': 'Muat ulang',
  'assistantPage.qnaIntro':
    'Tanyakan tentang alur kerja ini. Setiap jawaban menunjuk ke langkah dan momen dalam video.',
} satisfies Translation<typeof assistantPage>;
