import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'マイプロフィール',
  'profile.nameSection': '名前',
  'profile.displayName': '表示名',
  'profile.email': 'メールアドレス',
  'profile.employeeId': '社員 ID',
  'profile.saved': '保存しました。',
  'profile.preferences': '設定',
  'profile.language': '言語',
  'profile.passwordSection': 'パスワードを変更',
  'profile.currentPassword': '現在のパスワード',
  'profile.newPassword': '新しいパスワード',
  'profile.confirmPassword': '新しいパスワード（確認）',
  'profile.changePassword': 'パスワードを変更',
  'profile.passwordChanged': 'パスワードを変更しました。',
} satisfies Translation<typeof profile>;
