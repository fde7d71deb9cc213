import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': '步骤',
  'player.step': '步骤 {number}',
  'player.video': '{title} 的视频',
  'player.noVideo': '此工作流程还没有可播放的视频。',
  'player.hlsUnsupported': '此浏览器无法播放该视频。',
} satisfies Translation<typeof player>;
