import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'Langkah',
  'player.step': 'Langkah {number}',
  'player.video': 'Video {title}',
  'player.noVideo': 'Alur kerja ini belum memiliki video yang dapat diputar.',
  'player.hlsUnsupported': 'Browser ini tidak dapat memutar video ini.',
} satisfies Translation<typeof player>;
