import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': '我的個人檔案',
  'profile.nameSection': '姓名',
  'profile.displayName': '顯示名稱',
  'profile.email': '電子郵件',
  'profile.employeeId': '員工編號',
  'profile.saved': '已儲存。',
  'profile.preferences': '偏好設定',
  'profile.language': '語言',
  'profile.passwordSection': '變更密碼',
  'profile.currentPassword': '目前的密碼',
  'profile.newPassword': '新密碼',
  'profile.confirmPassword': '確認新密碼',
  'profile.changePassword': '變更密碼',
  'profile.passwordChanged': '您的密碼已變更。',
} satisfies Translation<typeof profile>;
