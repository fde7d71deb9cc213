import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'Schritte',
  'player.step': 'Schritt {number}',
  'player.video': 'Video von {title}',
  'player.noVideo': 'Dieser Workflow hat noch kein abspielbares Video.',
  'player.hlsUnsupported': 'Dieser Browser kann dieses Video nicht abspielen.',
} satisfies Translation<typeof player>;
