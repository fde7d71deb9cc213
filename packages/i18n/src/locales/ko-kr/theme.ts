import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': '라이트 테마로 전환',
  'theme.switchToDark': '다크 테마로 전환',
  'theme.label': '테마',
  'theme.light': '라이트',
  'theme.dark': '다크',
} satisfies Translation<typeof theme>;
