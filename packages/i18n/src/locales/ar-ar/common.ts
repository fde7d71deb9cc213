import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'جارٍ التحميل…',
  'common.retry': 'أعد المحاولة',
  'common.close': 'إغلاق',
  'common.cancel': 'إلغاء',
  'common.save': 'حفظ',
  'common.confirm': 'تأكيد',
  'common.errorTitle': 'حدث خطأ ما',
  'common.notFound': 'هذه الصفحة غير موجودة.',
} satisfies Translation<typeof common>;
