import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'مشاركة',
  'share.title': 'مشاركة {title}',
  'share.loading': 'جارٍ تحميل إعدادات المشاركة…',
  'share.accessLabel': 'الوصول من خارج المؤسسة',
  'share.access.none': 'لا وصول من الخارج',
  'share.access.restricted': 'مقيّد بنطاقات وعناوين بريد',
  'share.access.public': 'أي شخص لديه الرابط',
  'share.access.password': 'محمي بكلمة مرور',
  'share.publicToggle': 'رابط عام',
  'share.publicHint': 'يمكن لأي شخص لديه الرابط مشاهدة سير العمل هذا دون تسجيل الدخول.',
  'share.notAllowed': 'لا تسمح مؤسستك بالروابط العامة.',
  'share.linkLabel': 'رابط للمشاركة',
  'share.copy': 'نسخ الرابط',
  'share.copied': 'تم نسخ الرابط',
  'share.copyFailed': 'تعذّر النسخ. حدّد الرابط وانسخه بنفسك.',
  'share.saved': 'تم الحفظ',
} satisfies Translation<typeof share>;
