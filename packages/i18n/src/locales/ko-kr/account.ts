import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': '계정 만들기',
  'account.trialTitle': '무료 체험 시작',
  'account.name': '이름',
  'account.password': '비밀번호',
  'account.newPassword': '새 비밀번호',
  'account.confirmPassword': '비밀번호 확인',
  'account.newPin': '새 PIN',
  'account.confirmPin': 'PIN 확인',
  'account.create': '계정 만들기',
  'account.creating': '만드는 중…',
  'account.confirm': '확인',
  'account.saving': '저장 중…',
  'account.passwordHint': '10~25자, 숫자·소문자·대문자·특수 문자 포함, 공백 불가.',
  'account.newPasswordTitle': '새 비밀번호 설정',
  'account.newPinTitle': '새 PIN 설정',
  'account.newPinFor': '사원 ID: {account}',
  'account.passwordChanged': '비밀번호가 변경되었습니다. 로그인하는 중…',
  'account.expiredTitle': '이 링크는 만료되었습니다',
  'account.expiredInvite': '초대 링크가 만료되었습니다. 관리자에게 다시 초대해 달라고 요청하세요.',
  'account.expiredReset': '비밀번호 재설정 링크가 만료되었습니다. 새 링크를 요청할 수 있습니다.',
  'account.expiredGeneric':
    '이 링크는 더 이상 유효하지 않습니다. 로그인 페이지에서 다시 시작하세요.',
  'account.sendNewLink': '새 링크 보내기',
  'account.newLinkSent': '{email}(으)로 새 링크를 보냈습니다.',
  'account.alertPasswordFormatError': '비밀번호가 규칙에 맞지 않습니다.',
  'account.alertPasswordIncludeCertainValue': '비밀번호에 계정 이름을 포함할 수 없습니다.',
  'account.alertPasswordReused': '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  'account.alertFailedSetPassword': '비밀번호를 설정하지 못했습니다. 로그인 화면으로 돌아갑니다.',
} satisfies Translation<typeof account>;
