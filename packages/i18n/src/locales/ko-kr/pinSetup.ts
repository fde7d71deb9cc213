import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    '처음 로그인하시나요, 아니면 PIN이 재설정되었나요? 설정 코드로 PIN을 설정하세요',
  'pinSetup.pinOrPassword': 'PIN 또는 비밀번호',
  'pinSetup.intro': '관리자에게 받은(또는 이메일로 받은) 설정 코드를 입력한 다음 PIN을 선택하세요.',
  'pinSetup.code': '설정 코드',
  'pinSetup.codeHint': '8자리입니다(예: K7QM-4TXP). 각 코드는 한 번만 사용할 수 있습니다.',
  'pinSetup.codeFormat': '설정 코드 8자리를 입력하세요.',
  'pinSetup.codeInvalid':
    '유효하지 않은 설정 코드입니다. 잘못 입력했거나 이미 사용했거나 만료되었을 수 있습니다. 관리자에게 새 코드를 요청하세요.',
  'pinSetup.noCode':
    '코드가 없나요? PIN은 관리자만 재설정할 수 있으니 관리자에게 설정 코드를 요청하세요.',
  'pinSetup.backToSignIn': '로그인으로 돌아가기',
} satisfies Translation<typeof pinSetup>;
