import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'التبديل إلى المظهر الفاتح',
  'theme.switchToDark': 'التبديل إلى المظهر الداكن',
  'theme.label': 'المظهر',
  'theme.light': 'فاتح',
  'theme.dark': 'داكن',
} satisfies Translation<typeof theme>;
