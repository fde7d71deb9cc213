import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': '步驟',
  'player.step': '步驟 {number}',
  'player.video': '{title} 的影片',
  'player.noVideo': '此工作流程還沒有可播放的影片。',
  'player.hlsUnsupported': '此瀏覽器無法播放這部影片。',
} satisfies Translation<typeof player>;
