import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'Шаги',
  'player.step': 'Шаг {number}',
  'player.video': 'Видео «{title}»',
  'player.noVideo': 'В этом процессе пока нет видео для воспроизведения.',
  'player.hlsUnsupported': 'Этот браузер не может воспроизвести это видео.',
} satisfies Translation<typeof player>;
