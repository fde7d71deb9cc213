import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': '주 메뉴',
  'nav.home': '홈',
  'nav.ownedByMe': '내 소유',
  'nav.search': '워크플로 검색',
  'nav.searchPlaceholder': '검색…',
  'nav.workspaces': '내 워크스페이스',
  'nav.noWorkspaces': '아직 속한 워크스페이스가 없습니다.',
  'nav.notFoundTitle': '페이지를 찾을 수 없음',
  'nav.notFound': '찾으시는 페이지가 없습니다.',
  'nav.forbiddenTitle': '접근 권한 없음',
  'nav.forbidden': '이 페이지를 열 권한이 없습니다.',
  'nav.goHome': '홈으로 이동',
  'nav.navigationFailedHint': '페이지를 열 수 없습니다.',
  'nav.tryAgain': '다시 시도',
  'nav.sharedTitle': '공유 기기',
  'nav.sharedIntro': '공유 계정으로 로그인했습니다. 필요한 콘텐츠는 홈이나 검색에서 여세요.',
  'nav.openHome': '홈 열기',
  'nav.openSearch': '검색',
} satisfies Translation<typeof nav>;
