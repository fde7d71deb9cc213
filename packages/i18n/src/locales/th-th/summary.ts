import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'ประเด็นสำคัญ',
  'summary.contents': 'ทีละขั้นตอน',
  'summary.playFrom': 'เล่นจาก {time}',
  'summary.sopStep': 'ขั้นตอนที่ {step}',
  'summary.sopTool': 'เครื่องมือ',
  'summary.sopSafety': 'ความปลอดภัยหรือคำเตือน',
} satisfies Translation<typeof summary>;
