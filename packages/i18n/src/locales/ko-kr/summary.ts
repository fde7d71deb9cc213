import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': '핵심 내용',
  'summary.contents': '단계별 설명',
  'summary.playFrom': '{time}부터 재생',
  'summary.sopStep': '{step}단계',
  'summary.sopTool': '도구',
  'summary.sopSafety': '안전 또는 경고',
} satisfies Translation<typeof summary>;
