import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': '重點',
  'summary.contents': '逐步說明',
  'summary.playFrom': '從 {time} 開始播放',
  'summary.sopStep': '第 {step} 步',
  'summary.sopTool': '工具',
  'summary.sopSafety': '安全或警告',
} satisfies Translation<typeof summary>;
