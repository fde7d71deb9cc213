import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    'Pergunte como fazer algo. Cada resposta aponta para a etapa e o momento do vídeo que mostra isso.',
  'assistantPage.loadFailed': 'Não foi possível carregar o assistente.',
  'assistantPage.reload': 'Recarregar',
  'assistantPage.qnaIntro':
    'Pergunte sobre este fluxo de trabalho. Cada resposta aponta para a etapa e o momento do vídeo.',
} satisfies Translation<typeof assistantPage>;
