import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': 'الاسم',
  'admin.actions': 'الإجراءات',
  'admin.create': 'إنشاء',
  'admin.rename': 'إعادة التسمية',
  'admin.renameNamed': 'إعادة تسمية {name}',
  'admin.delete': 'حذف',
  'admin.deleteNamed': 'حذف {name}',
  'admin.groups.title': 'مجموعات مساحات العمل',
  'admin.groups.create': 'مجموعة مساحات عمل جديدة',
  'admin.groups.empty': 'لا توجد مجموعات مساحات عمل بعد.',
  'admin.groups.default': 'الافتراضية',
  'admin.groups.workspaceCount': 'مساحات العمل',
  'admin.groups.moveUp': 'نقل {name} إلى الأعلى',
  'admin.groups.moveDown': 'نقل {name} إلى الأسفل',
  'admin.groups.deleteConfirm':
    'هل تريد حذف مجموعة مساحات العمل «{name}»؟ لا يمكن حذف إلا مجموعة فارغة.',
  'admin.groups.back': 'كل مجموعات مساحات العمل',
  'admin.workspaces.title': 'مساحات العمل',
  'admin.workspaces.create': 'مساحة عمل جديدة',
  'admin.workspaces.colour': 'اللون',
  'admin.workspaces.colourOf': 'لون {name}',
  'admin.workspaces.private': 'خاصة',
  'admin.workspaces.privateOf': '{name} خاصة',
  'admin.workspaces.group': 'مجموعة مساحات العمل',
  'admin.workspaces.groupOf': 'مجموعة مساحات العمل لـ {name}',
  'admin.workspaces.deleteConfirm':
    'هل تريد حذف مساحة العمل «{name}»؟ سيُحذف أعضاؤها ومفضلاتها وفرقها معها.',
  'admin.colour.red': 'أحمر',
  'admin.colour.purple': 'بنفسجي',
  'admin.colour.green': 'أخضر',
  'admin.colour.blue': 'أزرق',
  'admin.colour.yellow': 'أصفر',
  'admin.alertGetRusticiDownloadHistoryFailed': 'تعذّر تحميل سجل تصدير SCORM.',
} satisfies Translation<typeof admin>;
