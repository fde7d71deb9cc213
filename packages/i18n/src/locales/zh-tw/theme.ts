import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': '切換為淺色主題',
  'theme.switchToDark': '切換為深色主題',
  'theme.label': '主題',
  'theme.light': '淺色',
  'theme.dark': '深色',
} satisfies Translation<typeof theme>;
