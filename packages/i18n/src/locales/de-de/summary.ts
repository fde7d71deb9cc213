import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'Wichtigste Punkte',
  'summary.contents': 'Schritt für Schritt',
  'summary.playFrom': 'Ab {time} abspielen',
  'summary.sopStep': 'Schritt {step}',
  'summary.sopTool': 'Werkzeug',
  'summary.sopSafety': 'Sicherheit oder Warnung',
} satisfies Translation<typeof summary>;
