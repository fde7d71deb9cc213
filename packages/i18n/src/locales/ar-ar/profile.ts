import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'ملفي الشخصي',
  'profile.nameSection': 'الاسم',
  'profile.displayName': 'الاسم المعروض',
  'profile.email': 'البريد الإلكتروني',
  'profile.employeeId': 'الرقم الوظيفي',
  'profile.saved': 'تم الحفظ.',
  'profile.preferences': 'التفضيلات',
  'profile.language': 'اللغة',
  'profile.passwordSection': 'تغيير كلمة المرور',
  'profile.currentPassword': 'كلمة المرور الحالية',
  'profile.newPassword': 'كلمة المرور الجديدة',
  'profile.confirmPassword': 'تأكيد كلمة المرور الجديدة',
  'profile.changePassword': 'تغيير كلمة المرور',
  'profile.passwordChanged': 'تم تغيير كلمة المرور.',
} satisfies Translation<typeof profile>;
