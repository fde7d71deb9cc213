import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    'Fragen Sie, wie etwas geht. Jede Antwort verweist auf den Schritt und die Stelle im Video, die es zeigt.',
  'assistantPage.loadFailed': 'Der Assistent konnte nicht geladen werden.',
  'assistantPage.reload': 'Neu laden',
  'assistantPage.qnaIntro':
    'Fragen Sie zu diesem Workflow. Jede Antwort verweist auf den Schritt und die Stelle im Video.',
} satisfies Translation<typeof assistantPage>;
