import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'Pasos',
  'player.step': 'Paso {number}',
  'player.video': 'Video de {title}',
  'player.noVideo': 'Este flujo de trabajo aún no tiene un video reproducible.',
  'player.hlsUnsupported': 'Este navegador no puede reproducir este video.',
} satisfies Translation<typeof player>;
