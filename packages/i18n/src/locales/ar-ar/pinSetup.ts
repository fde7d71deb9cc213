import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink': 'أول تسجيل دخول أو أُعيد تعيين رمز PIN؟ عيّن رمز PIN باستخدام رمز الإعداد',
  'pinSetup.pinOrPassword': 'رمز PIN أو كلمة المرور',
  'pinSetup.intro':
    'أدخل رمز الإعداد الذي أعطاك إياه المسؤول (أو أرسله إليك بالبريد الإلكتروني)، ثم اختر رمز PIN.',
  'pinSetup.code': 'رمز الإعداد',
  'pinSetup.codeHint': '8 أحرف، مثل K7QM-4TXP. يعمل كل رمز مرة واحدة فقط.',
  'pinSetup.codeFormat': 'أدخل الأحرف الثمانية لرمز الإعداد.',
  'pinSetup.codeInvalid':
    'رمز الإعداد هذا غير صالح: ربما كُتب بشكل خاطئ أو استُخدم من قبل أو انتهت صلاحيته. اطلب رمزًا جديدًا من المسؤول.',
  'pinSetup.noCode':
    'ليس لديك رمز؟ لا يمكن إعادة تعيين رمز PIN إلا بواسطة المسؤول؛ اطلب منه رمز إعداد.',
  'pinSetup.backToSignIn': 'العودة إلى تسجيل الدخول',
} satisfies Translation<typeof pinSetup>;
