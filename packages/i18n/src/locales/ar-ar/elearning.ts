import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'جارٍ تسجيل الدخول…',
  'elearning.welcome': 'مرحبًا بك! ستبدأ دورتك بعد لحظات.',
  'elearning.noPermissionHint':
    'افتح الدورة مرة أخرى من منصة التعلّم لديك، أو اطلب صلاحية الوصول من المسؤول.',
} satisfies Translation<typeof elearning>;
