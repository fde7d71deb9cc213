import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro':
    'Pregunta cómo hacer algo. Cada respuesta señala el paso y el momento del video que lo muestra.',
  'assistantPage.loadFailed': 'No se pudo cargar el asistente.',
  'assistantPage.reload': 'Volver a cargar',
  'assistantPage.qnaIntro':
    'Pregunta sobre este flujo de trabajo. Cada respuesta señala el paso y el momento del video.',
} satisfies Translation<typeof assistantPage>;
