import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': '내 프로필',
  'profile.nameSection': '이름',
  'profile.displayName': '표시 이름',
  'profile.email': '이메일',
  'profile.employeeId': '사원 번호',
  'profile.saved': '저장했습니다.',
  'profile.preferences': '환경설정',
  'profile.language': '언어',
  'profile.passwordSection': '비밀번호 변경',
  'profile.currentPassword': '현재 비밀번호',
  'profile.newPassword': '새 비밀번호',
  'profile.confirmPassword': '새 비밀번호 확인',
  'profile.changePassword': '비밀번호 변경',
  'profile.passwordChanged': '비밀번호가 변경되었습니다.',
} satisfies Translation<typeof profile>;
