import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'Главное',
  'summary.contents': 'Шаг за шагом',
  'summary.playFrom': 'Воспроизвести с {time}',
  'summary.sopStep': 'Шаг {step}',
  'summary.sopTool': 'Инструмент',
  'summary.sopSafety': 'Безопасность или предупреждение',
} satisfies Translation<typeof summary>;
