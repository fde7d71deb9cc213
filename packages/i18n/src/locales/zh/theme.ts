import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': '切换到浅色主题',
  'theme.switchToDark': '切换到深色主题',
  'theme.label': '主题',
  'theme.light': '浅色',
  'theme.dark': '深色',
} satisfies Translation<typeof theme>;
