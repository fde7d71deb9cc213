import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'โปรไฟล์ของฉัน',
  'profile.nameSection': 'ชื่อ',
  'profile.displayName': 'ชื่อที่แสดง',
  'profile.email': 'อีเมล',
  'profile.employeeId': 'รหัสพนักงาน',
  'profile.saved': 'บันทึกแล้ว',
  'profile.preferences': 'การตั้งค่า',
  'profile.language': 'ภาษา',
  'profile.passwordSection': 'เปลี่ยนรหัสผ่าน',
  'profile.currentPassword': 'รหัสผ่านปัจจุบัน',
  'profile.newPassword': 'รหัสผ่านใหม่',
  'profile.confirmPassword': 'ยืนยันรหัสผ่านใหม่',
  'profile.changePassword': 'เปลี่ยนรหัสผ่าน',
  'profile.passwordChanged': 'เปลี่ยนรหัสผ่านของคุณแล้ว',
} satisfies Translation<typeof profile>;
