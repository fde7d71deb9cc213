import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'الوصول من هذه الشبكة مقيّد',
  'session.ipCheckFailed': 'تعذّر التحقق مما إذا كانت شبكتك مسموحًا بها. يُرجى المحاولة مرة أخرى.',
  'session.forbiddenAccountTitle': 'لا يمكن لهذا الحساب تسجيل الدخول هنا',
  'session.forbiddenAccount': 'حسابات هذا الجيل من المؤسسات غير مدعومة. سيتم تسجيل خروجك.',
  'session.consentsTitle': 'يُرجى المراجعة والموافقة',
  'session.consentAgree': 'موافقة',
  'session.consentDecline': 'رفض',
  'session.consentMandatory': 'مطلوب',
  'session.consentMandatoryRefused': 'يجب أن توافق على هذا لمتابعة استخدام Stepwise.',
  'session.idleLoggedOut': 'تم تسجيل خروجك بعد فترة من عدم النشاط.',
} satisfies Translation<typeof session>;
