import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': '이 네트워크에서의 접근이 제한되어 있습니다',
  'session.ipCheckFailed': '네트워크 허용 여부를 확인하지 못했습니다. 다시 시도하세요.',
  'session.forbiddenAccountTitle': '이 계정으로는 여기에 로그인할 수 없습니다',
  'session.forbiddenAccount': '이 세대 조직의 계정은 지원되지 않습니다. 로그아웃됩니다.',
  'session.consentsTitle': '검토 후 동의해 주세요',
  'session.consentAgree': '동의',
  'session.consentDecline': '거부',
  'session.consentMandatory': '필수',
  'session.consentMandatoryRefused': 'Stepwise를 계속 사용하려면 동의해야 합니다.',
  'session.idleLoggedOut': '일정 시간 활동이 없어 로그아웃되었습니다.',
} satisfies Translation<typeof session>;
