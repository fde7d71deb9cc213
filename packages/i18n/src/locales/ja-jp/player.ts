import type { Translation } from '../../catalogue.js';
import type player from '../en/player.js';

export default {
  'player.steps': 'ステップ',
  'player.step': 'ステップ {number}',
  'player.video': '{title} の動画',
  'player.noVideo': 'このワークフローには再生できる動画がまだありません。',
  'player.hlsUnsupported': 'このブラウザーではこの動画を再生できません。',
} satisfies Translation<typeof player>;
