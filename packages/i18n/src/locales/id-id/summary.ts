import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'Sorotan',
  'summary.contents': 'Langkah demi langkah',
  'summary.playFrom': 'Putar dari {time}',
  'summary.sopStep': 'Langkah {step}',
  'summary.sopTool': 'Alat',
  'summary.sopSafety': 'Keselamatan atau peringatan',
} satisfies Translation<typeof summary>;
