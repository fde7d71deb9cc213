import type { Translation } from '../../catalogue.js';
import type theme from '../en/theme.js';

export default {
  'theme.switchToLight': 'Zum hellen Design wechseln',
  'theme.switchToDark': 'Zum dunklen Design wechseln',
  'theme.label': 'Design',
  'theme.light': 'Hell',
  'theme.dark': 'Dunkel',
} satisfies Translation<typeof theme>;
