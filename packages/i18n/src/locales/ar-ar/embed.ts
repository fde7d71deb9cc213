import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'تضمين',
  'embed.title': 'تضمين {title}',
  'embed.scriptLabel': 'وسم script: المشغّل في صفحتك',
  'embed.iframeLabel': 'إطار iframe',
  'embed.sdkLabel': 'التحكم في إطار iframe من صفحتك (JavaScript SDK)',
  'embed.copy': 'نسخ الرمز',
  'embed.copied': 'تم النسخ',
  'embed.publicHint': 'الرابط العام مفعّل: تعمل هذه المقتطفات لأي شخص.',
  'embed.signedInHint':
    'الرابط العام متوقف: تعمل هذه المقتطفات فقط لمن سجّل الدخول إلى Stepwise. فعّل الرابط العام من المشاركة للتضمين للجميع.',
  'embed.originsNote':
    'يجب أن تكون الصفحة التي تتحكم في المشغّل عبر SDK ضمن قائمة المصادر المسموح بها في مؤسستك.',
  'embed.originsLink': 'إعدادات المصادر المسموح بها',
} satisfies Translation<typeof embed>;
