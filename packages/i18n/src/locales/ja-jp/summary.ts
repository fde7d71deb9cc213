import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'ハイライト',
  'summary.contents': 'ステップごと',
  'summary.playFrom': '{time} から再生',
  'summary.sopStep': 'ステップ {step}',
  'summary.sopTool': '道具',
  'summary.sopSafety': '安全上の注意・警告',
} satisfies Translation<typeof summary>;
