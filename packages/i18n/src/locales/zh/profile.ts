import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': '我的个人资料',
  'profile.nameSection': '姓名',
  'profile.displayName': '显示名称',
  'profile.email': '电子邮箱',
  'profile.employeeId': '员工编号',
  'profile.saved': '已保存。',
  'profile.preferences': '偏好设置',
  'profile.language': '语言',
  'profile.passwordSection': '修改密码',
  'profile.currentPassword': '当前密码',
  'profile.newPassword': '新密码',
  'profile.confirmPassword': '确认新密码',
  'profile.changePassword': '修改密码',
  'profile.passwordChanged': '您的密码已修改。',
} satisfies Translation<typeof profile>;
