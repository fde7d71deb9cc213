import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': '要点',
  'summary.contents': '分步说明',
  'summary.playFrom': '从 {time} 开始播放',
  'summary.sopStep': '第 {step} 步',
  'summary.sopTool': '工具',
  'summary.sopSafety': '安全或警告',
} satisfies Translation<typeof summary>;
