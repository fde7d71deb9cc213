import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'Переключить на светлую тему',
  'theme.switchToDark': 'Переключить на тёмную тему',
  'theme.label': 'Тема',
  'theme.light': 'Светлая',
  'theme.dark': 'Тёмная',
} satisfies Translation<typeof theme>;
