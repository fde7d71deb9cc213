import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'Étapes',
  'player.step': 'Étape {number}',
  'player.video': 'Vidéo de {title}',
  'player.noVideo': "Ce flux de travail n'a pas encore de vidéo à faire jouer.",
  'player.hlsUnsupported': 'Ce navigateur ne peut pas faire jouer cette vidéo.',
} satisfies Translation<typeof player>;
