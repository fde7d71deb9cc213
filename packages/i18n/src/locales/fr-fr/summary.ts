import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'Points clés',
  'summary.contents': 'Étape par étape',
  'summary.playFrom': 'Lire à partir de {time}',
  'summary.sopStep': 'Étape {step}',
  'summary.sopTool': 'Outil',
  'summary.sopSafety': 'Sécurité ou avertissement',
} satisfies Translation<typeof summary>;
