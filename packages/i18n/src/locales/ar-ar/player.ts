import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'الخطوات',
  'player.step': 'الخطوة {number}',
  'player.video': 'فيديو {title}',
  'player.noVideo': 'لا يحتوي سير العمل هذا على فيديو قابل للتشغيل بعد.',
  'player.hlsUnsupported': 'لا يستطيع هذا المتصفح تشغيل هذا الفيديو.',
} satisfies Translation<typeof player>;
