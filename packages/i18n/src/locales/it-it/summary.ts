import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'Punti salienti',
  'summary.contents': 'Passo dopo passo',
  'summary.playFrom': 'Riproduci da {time}',
  'summary.sopStep': 'Passaggio {step}',
  'summary.sopTool': 'Attrezzo',
  'summary.sopSafety': 'Sicurezza o avvertenza',
} satisfies Translation<typeof summary>;
