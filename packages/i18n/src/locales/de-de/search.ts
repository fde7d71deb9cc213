import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'Suche',
  'search.label': 'Workflows und das darin Gesagte durchsuchen',
  'search.results': 'Ergebnisse für „{keyword}“',
  'search.empty': 'Keine Ergebnisse für „{keyword}“.',
  'search.prompt':
    'Geben Sie ein Wort ein, das in einem Workflow gesagt wird oder geschrieben steht.',
  'search.matches': 'Passende Schritte',
  'search.step': 'Schritt bei {time}',
  'search.openAt': '{title} bei {time} öffnen: {step}',
} satisfies Translation<typeof search>;
