import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'أبرز النقاط',
  'summary.contents': 'خطوة بخطوة',
  'summary.playFrom': 'التشغيل من {time}',
  'summary.sopStep': 'الخطوة {step}',
  'summary.sopTool': 'الأداة',
  'summary.sopSafety': 'السلامة أو التحذير',
} satisfies Translation<typeof summary>;
