import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'เปลี่ยนเป็นธีมสว่าง',
  'theme.switchToDark': 'เปลี่ยนเป็นธีมมืด',
  'theme.label': 'ธีม',
  'theme.light': 'สว่าง',
  'theme.dark': 'มืด',
} satisfies Translation<typeof theme>;
