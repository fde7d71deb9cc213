import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'القائمة الرئيسية',
  'nav.home': 'الرئيسية',
  'nav.ownedByMe': 'ما أملكه',
  'nav.search': 'البحث في مسارات العمل',
  'nav.searchPlaceholder': 'بحث…',
  'nav.workspaces': 'مساحات عملي',
  'nav.noWorkspaces': 'لست عضوًا في أي مساحة عمل بعد.',
  'nav.notFoundTitle': 'الصفحة غير موجودة',
  'nav.notFound': 'الصفحة التي تبحث عنها غير موجودة.',
  'nav.forbiddenTitle': 'لا يوجد وصول',
  'nav.forbidden': 'ليس لديك إذن لفتح هذه الصفحة.',
  'nav.goHome': 'الانتقال إلى الصفحة الرئيسية',
  'nav.navigationFailedHint': 'تعذّر فتح الصفحة.',
  'nav.tryAgain': 'حاول مرة أخرى',
  'nav.sharedTitle': 'جهاز مشترك',
  'nav.sharedIntro':
    'لقد سجّلت الدخول بحساب مشترك. افتح المحتوى الذي تحتاجه من الصفحة الرئيسية أو البحث.',
  'nav.openHome': 'فتح الصفحة الرئيسية',
  'nav.openSearch': 'بحث',
} satisfies Translation<typeof nav>;
