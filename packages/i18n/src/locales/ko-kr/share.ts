import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': '공유',
  'share.title': '{title} 공유',
  'share.loading': '공유 설정을 불러오는 중…',
  'share.accessLabel': '조직 외부 접근',
  'share.access.none': '외부 접근 없음',
  'share.access.restricted': '도메인 및 이메일로 제한',
  'share.access.public': '링크가 있는 모든 사용자',
  'share.access.password': '비밀번호로 보호됨',
  'share.publicToggle': '공개 링크',
  'share.publicHint': '링크가 있는 사람은 누구나 로그인하지 않고 이 워크플로를 볼 수 있습니다.',
  'share.notAllowed': '조직에서 공개 링크를 허용하지 않습니다.',
  'share.linkLabel': '공유할 링크',
  'share.copy': '링크 복사',
  'share.copied': '링크를 복사했습니다',
  'share.copyFailed': '복사하지 못했습니다. 링크를 선택해 직접 복사하세요.',
  'share.saved': '저장됨',
} satisfies Translation<typeof share>;
