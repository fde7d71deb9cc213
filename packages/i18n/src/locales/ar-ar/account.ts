import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'أنشئ حسابك',
  'account.trialTitle': 'ابدأ تجربتك المجانية',
  'account.name': 'الاسم',
  'account.password': 'كلمة المرور',
  'account.newPassword': 'كلمة المرور الجديدة',
  'account.confirmPassword': 'تأكيد كلمة المرور',
  'account.newPin': 'رمز PIN الجديد',
  'account.confirmPin': 'تأكيد رمز PIN',
  'account.create': 'إنشاء حساب',
  'account.creating': 'جارٍ الإنشاء…',
  'account.confirm': 'تأكيد',
  'account.saving': 'جارٍ الحفظ…',
  'account.passwordHint':
    'من 10 إلى 25 حرفًا تتضمن رقمًا وحرفًا صغيرًا وحرفًا كبيرًا ورمزًا خاصًا، بدون مسافات.',
  'account.newPasswordTitle': 'اختر كلمة مرور جديدة',
  'account.newPinTitle': 'اختر رمز PIN جديدًا',
  'account.newPinFor': 'رقم الموظف: {account}',
  'account.passwordChanged': 'تم تغيير كلمة المرور. جارٍ تسجيل دخولك…',
  'account.expiredTitle': 'انتهت صلاحية هذا الرابط',
  'account.expiredInvite': 'انتهت صلاحية رابط الدعوة. اطلب من المسؤول دعوتك مرة أخرى.',
  'account.expiredReset': 'انتهت صلاحية رابط إعادة تعيين كلمة المرور. يمكنك طلب رابط جديد.',
  'account.expiredGeneric': 'لم يعد هذا الرابط صالحًا. ابدأ من جديد من صفحة تسجيل الدخول.',
  'account.sendNewLink': 'إرسال رابط جديد',
  'account.newLinkSent': 'رابط جديد في طريقه إلى {email}.',
  'account.alertPasswordFormatError': 'كلمة المرور لا تستوفي القواعد.',
  'account.alertPasswordIncludeCertainValue': 'لا يجوز أن تحتوي كلمة المرور على اسم حسابك.',
  'account.alertPasswordReused': 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
  'account.alertFailedSetPassword': 'تعذّر تعيين كلمة المرور. جارٍ إعادتك إلى تسجيل الدخول.',
} satisfies Translation<typeof account>;
