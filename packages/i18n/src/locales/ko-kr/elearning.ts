import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': '로그인하는 중…',
  'elearning.welcome': '환영합니다! 곧 과정이 시작됩니다.',
  'elearning.noPermissionHint':
    '학습 플랫폼에서 과정을 다시 열거나 관리자에게 접근 권한을 요청하세요.',
} satisfies Translation<typeof elearning>;
