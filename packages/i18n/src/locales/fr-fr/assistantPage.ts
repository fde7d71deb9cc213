import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    'Demandez comment faire quelque chose. Chaque réponse renvoie à l’étape et au moment de la vidéo qui le montre.',
  'assistantPage.loadFailed': 'L’assistant n’a pas pu être chargé.',
  'assistantPage.reload': 'Recharger',
  'assistantPage.qnaIntro':
    'Posez une question sur ce workflow. Chaque réponse renvoie à l’étape et au moment de la vidéo.',
} satisfies Translation<typeof assistantPage>;
