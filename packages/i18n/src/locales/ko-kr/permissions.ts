import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': '권한',
  'permissions.intro':
    '공유, 다운로드, 세션, 임베드에 대한 조직 전체 설정입니다. IP 제한은 별도 페이지에서 설정합니다.',
  'permissions.loading': '권한을 불러오는 중…',
  'permissions.loadFailed': '권한을 불러오지 못했습니다.',
  'permissions.sharing': '공유 및 다운로드',
  'permissions.disablePublicLinks': '공개 링크 사용 안 함',
  'permissions.disablePublicLinksHint':
    '로그인 없이 열리는 링크로는 누구도 콘텐츠를 공유할 수 없습니다.',
  'permissions.disableDownloads': '다운로드 사용 안 함',
  'permissions.disableDownloadsHint': '누구도 동영상이나 첨부 파일을 다운로드할 수 없습니다.',
  'permissions.session': '세션',
  'permissions.autoLogout': '활동이 없으면 자동으로 로그아웃',
  'permissions.autoLogoutTimeout': '로그아웃 전 비활동 시간(분)',
  'permissions.timeoutRange': '{min}~{max} 사이의 정수(분)를 입력하세요.',
  'permissions.origins': '플레이어 임베드가 허용된 사이트',
  'permissions.originsHint':
    '이 출처의 페이지는 iframe 안의 플레이어를 제어할 수 있습니다. 출처는 http 또는 https, 호스트, 선택적 포트로 이루어지며 경로는 없습니다(예: https://lms.example.com).',
  'permissions.originsEmpty': '아직 허용된 사이트가 없습니다. 이 포털만 플레이어를 제어합니다.',
  'permissions.originsCount': '출처 {count}/{max}개',
  'permissions.newOrigin': '허용할 출처',
  'permissions.addOrigin': '추가',
  'permissions.remove': '삭제',
  'permissions.removeOrigin': '{origin} 삭제',
  'permissions.originAdded': '{origin}을(를) 추가했습니다. 저장하면 적용됩니다.',
  'permissions.originRemoved': '{origin}을(를) 삭제했습니다. 저장하면 적용됩니다.',
  'permissions.origin.empty': '추가할 출처를 입력하세요.',
  'permissions.origin.invalid':
    '출처가 아닙니다. http:// 또는 https://, 호스트, 선택적 포트를 사용하고 경로는 넣지 마세요(예: https://lms.example.com).',
  'permissions.origin.duplicate': '이 출처는 이미 목록에 있습니다.',
  'permissions.origin.tooMany':
    '목록이 가득 찼습니다. 최대 {max}개까지입니다. 먼저 하나를 삭제하세요.',
  'permissions.origin.storedInvalid': '유효하지 않은 출처입니다. 저장하기 전에 삭제하세요.',
  'permissions.saveFailed': '권한을 저장하지 못했습니다.',
  'permissions.saved': '권한을 저장했습니다.',
  'permissions.saving': '저장 중…',
  'permissions.discard': '변경 사항 취소',
} satisfies Translation<typeof permissions>;
