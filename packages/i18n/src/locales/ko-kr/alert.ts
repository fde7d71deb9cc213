import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': '예기치 않은 오류가 발생했습니다. 다시 시도해 주세요.',
  'alert.loginFailed': '로그인하지 못했습니다',
  'alert.failedToLoadContent': '콘텐츠를 불러오지 못했습니다.',
  'alert.emailNotRegistered': '이 이메일 계정은 {provider}에 등록되어 있지 않습니다.',
  'alert.invalidEmployeeId': '직원 ID가 올바르지 않습니다.',
  'alert.clientKeyRequired': '직원 ID로 로그인하려면 클라이언트 키가 필요합니다.',
  'alert.navigationFailed': '페이지를 이동하지 못했습니다',
  'alert.connectionFailed': '서버에 연결할 수 없습니다.',
  'alert.connectionFailedHint': '연결 상태를 확인한 후 다시 시도해 주세요.',
  'alert.restrictedIp': '조직에서 이 네트워크의 접속을 허용하지 않습니다.',
  'alert.offline': '오프라인 상태입니다. 지금 변경한 내용은 저장되지 않을 수 있습니다.',
} satisfies Translation<typeof alert>;
