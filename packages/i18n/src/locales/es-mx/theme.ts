import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'Cambiar al tema claro',
  'theme.switchToDark': 'Cambiar al tema oscuro',
  'theme.label': 'Tema',
  'theme.light': 'Claro',
  'theme.dark': 'Oscuro',
} satisfies Translation<typeof theme>;
