import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'ขั้นตอน',
  'player.step': 'ขั้นตอนที่ {number}',
  'player.video': 'วิดีโอของ {title}',
  'player.noVideo': 'เวิร์กโฟลว์นี้ยังไม่มีวิดีโอที่เล่นได้',
  'player.hlsUnsupported': 'เบราว์เซอร์นี้เล่นวิดีโอนี้ไม่ได้',
} satisfies Translation<typeof player>;
