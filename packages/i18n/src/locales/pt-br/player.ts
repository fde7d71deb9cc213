import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'Etapas',
  'player.step': 'Etapa {number}',
  'player.video': 'Vídeo de {title}',
  'player.noVideo': 'Este fluxo de trabalho ainda não tem um vídeo reproduzível.',
  'player.hlsUnsupported': 'Este navegador não consegue reproduzir este vídeo.',
} satisfies Translation<typeof player>;
