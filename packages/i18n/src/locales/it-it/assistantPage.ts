import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    'Chiedi come fare qualcosa. Ogni risposta rimanda al passaggio e al momento del video che lo mostra.',
  'assistantPage.loadFailed': 'Impossibile caricare l’assistente.',
  'assistantPage.reload': 'Ricarica',
  'assistantPage.qnaIntro':
    'Fai una domanda su questo workflow. Ogni risposta rimanda al passaggio e al momento del video.',
} satisfies Translation<typeof assistantPage>;
