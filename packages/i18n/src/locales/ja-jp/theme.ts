import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'ライトテーマに切り替え',
  'theme.switchToDark': 'ダークテーマに切り替え',
  'theme.label': 'テーマ',
  'theme.light': 'ライト',
  'theme.dark': 'ダーク',
} satisfies Translation<typeof theme>;
