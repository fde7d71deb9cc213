import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'Passer au thème clair',
  'theme.switchToDark': 'Passer au thème foncé',
  'theme.label': 'Thème',
  'theme.light': 'Clair',
  'theme.dark': 'Foncé',
} satisfies Translation<typeof theme>;
