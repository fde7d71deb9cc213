import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'Mudar para o tema claro',
  'theme.switchToDark': 'Mudar para o tema escuro',
  'theme.label': 'Tema',
  'theme.light': 'Claro',
  'theme.dark': 'Escuro',
} satisfies Translation<typeof theme>;
