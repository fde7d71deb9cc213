import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'Beralih ke tema terang',
  'theme.switchToDark': 'Beralih ke tema gelap',
  'theme.label': 'Tema',
  'theme.light': 'Terang',
  'theme.dark': 'Gelap',
} satisfies Translation<typeof theme>;
