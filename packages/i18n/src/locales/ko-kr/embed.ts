import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': '임베드',
  'embed.title': '{title} 임베드',
  'embed.scriptLabel': 'script 태그: 페이지 안의 플레이어',
  'embed.iframeLabel': 'iframe',
  'embed.sdkLabel': '페이지에서 iframe 제어 (JavaScript SDK)',
  'embed.copy': '코드 복사',
  'embed.copied': '복사됨',
  'embed.publicHint': '공개 링크가 켜져 있습니다: 이 코드는 누구나 재생할 수 있습니다.',
  'embed.signedInHint':
    '공개 링크가 꺼져 있습니다: 이 코드는 Stepwise에 로그인한 사용자만 재생할 수 있습니다. 모두에게 임베드하려면 공유에서 공개 링크를 켜세요.',
  'embed.originsNote':
    'SDK로 플레이어를 제어하는 페이지는 조직의 허용된 출처 목록에 있어야 합니다.',
  'embed.originsLink': '허용된 출처 설정',
} satisfies Translation<typeof embed>;
