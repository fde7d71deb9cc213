import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': '단계',
  'player.step': '{number}단계',
  'player.video': '{title} 동영상',
  'player.noVideo': '이 워크플로에는 아직 재생할 수 있는 동영상이 없습니다.',
  'player.hlsUnsupported': '이 브라우저에서는 이 동영상을 재생할 수 없습니다.',
} satisfies Translation<typeof player>;
