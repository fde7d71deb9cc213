import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': 'حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.',
  'alert.loginFailed': 'تعذّر تسجيل الدخول',
  'alert.failedToLoadContent': 'تعذّر تحميل المحتوى.',
  'alert.emailNotRegistered': 'حساب البريد الإلكتروني هذا غير مسجّل لدى {provider}.',
  'alert.invalidEmployeeId': 'رقم الموظف غير صالح.',
  'alert.clientKeyRequired': 'يلزم مفتاح العميل لتسجيل الدخول برقم الموظف.',
  'alert.navigationFailed': 'تعذّر الانتقال إلى الصفحة',
  'alert.connectionFailed': 'تعذّر الاتصال بالخادم.',
  'alert.connectionFailedHint': 'تحقّق من اتصالك ثم حاول مرة أخرى.',
  'alert.restrictedIp': 'لا تسمح مؤسستك بالوصول من هذه الشبكة.',
  'alert.offline': 'أنت غير متصل بالإنترنت. قد لا تُحفظ التغييرات التي تجريها الآن.',
} satisfies Translation<typeof alert>;
