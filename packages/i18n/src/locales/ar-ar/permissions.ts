import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'الأذونات',
  'permissions.intro':
    'إعدادات المؤسسة بأكملها للمشاركة والتنزيلات والجلسات والتضمين. لتقييد عناوين IP صفحة خاصة به.',
  'permissions.loading': 'جارٍ تحميل الأذونات…',
  'permissions.loadFailed': 'تعذّر تحميل الأذونات.',
  'permissions.sharing': 'المشاركة والتنزيلات',
  'permissions.disablePublicLinks': 'تعطيل الروابط العامة',
  'permissions.disablePublicLinksHint':
    'لا يمكن لأحد مشاركة المحتوى عبر رابط يعمل دون تسجيل الدخول.',
  'permissions.disableDownloads': 'تعطيل التنزيلات',
  'permissions.disableDownloadsHint': 'لا يمكن لأحد تنزيل مقاطع الفيديو أو مرفقاتها.',
  'permissions.session': 'الجلسات',
  'permissions.autoLogout': 'تسجيل الخروج تلقائيًا بعد عدم النشاط',
  'permissions.autoLogoutTimeout': 'مدة عدم النشاط قبل تسجيل الخروج (بالدقائق)',
  'permissions.timeoutRange': 'أدخل عددًا صحيحًا من الدقائق من {min} إلى {max}.',
  'permissions.origins': 'المواقع المسموح لها بتضمين المشغّل',
  'permissions.originsHint':
    'يمكن للصفحات على هذه الأصول التحكم في المشغّل داخل iframe. الأصل هو http أو https ومضيف ومنفذ اختياري، دون مسار: مثل https://lms.example.com.',
  'permissions.originsEmpty': 'لا يوجد موقع مسموح به بعد: هذه البوابة وحدها تتحكم في مشغّلها.',
  'permissions.originsCount': '{count} من {max} أصل',
  'permissions.newOrigin': 'الأصل المراد السماح به',
  'permissions.addOrigin': 'إضافة',
  'permissions.remove': 'إزالة',
  'permissions.removeOrigin': 'إزالة {origin}',
  'permissions.originAdded': 'تمت إضافة {origin}. احفظ للتطبيق.',
  'permissions.originRemoved': 'تمت إزالة {origin}. احفظ للتطبيق.',
  'permissions.origin.empty': 'أدخل أصلًا لإضافته.',
  'permissions.origin.invalid':
    'هذا ليس أصلًا. استخدم http:// أو https:// ومضيفًا ومنفذًا اختياريًا، دون مسار: مثل https://lms.example.com.',
  'permissions.origin.duplicate': 'هذا الأصل موجود في القائمة بالفعل.',
  'permissions.origin.tooMany': 'القائمة ممتلئة: {max} أصل على الأكثر. أزل أحدها أولًا.',
  'permissions.origin.storedInvalid': 'أصل غير صالح: أزله قبل الحفظ.',
  'permissions.saveFailed': 'تعذّر حفظ الأذونات.',
  'permissions.saved': 'تم حفظ الأذونات.',
  'permissions.saving': 'جارٍ الحفظ…',
  'permissions.discard': 'تجاهل التغييرات',
} satisfies Translation<typeof permissions>;
