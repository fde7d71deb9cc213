import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'Points saillants',
  'summary.contents': 'Étape par étape',
  'summary.playFrom': 'Lire à partir de {time}',
  'summary.sopStep': 'Étape {step}',
  'summary.sopTool': 'Outil',
  'summary.sopSafety': 'Sécurité ou mise en garde',
} satisfies Translation<typeof summary>;
