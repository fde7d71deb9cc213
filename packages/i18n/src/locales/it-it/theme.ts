import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'Passa al tema chiaro',
  'theme.switchToDark': 'Passa al tema scuro',
  'theme.label': 'Tema',
  'theme.light': 'Chiaro',
  'theme.dark': 'Scuro',
} satisfies Translation<typeof theme>;
