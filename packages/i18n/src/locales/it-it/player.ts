import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'Passaggi',
  'player.step': 'Passaggio {number}',
  'player.video': 'Video di {title}',
  'player.noVideo': 'Questo flusso di lavoro non ha ancora un video riproducibile.',
  'player.hlsUnsupported': 'Questo browser non può riprodurre il video.',
} satisfies Translation<typeof player>;
