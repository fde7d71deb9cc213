import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'مرحبًا، {name}',
  'home.intro': 'اختر مساحة عمل من القائمة الجانبية لعرض مسارات العمل فيها، أو ابحث فيها جميعًا.',
  'workspace.tabs': 'محتوى مساحة العمل',
  'workspace.tab.workflow': 'مسارات العمل',
  'workspace.counts': 'أعداد مسارات العمل',
  'workspace.count.created': 'تم إنشاؤها',
  'workspace.count.published': 'منشورة',
  'workspace.count.unpublished': 'غير منشورة',
  'workspace.upload': 'رفع فيديو',
  'workspace.empty': 'لا توجد مسارات عمل في مساحة العمل هذه بعد.',
  'workspace.emptyUpload': 'ارفع فيديو لإنشاء أول سير عمل.',
  'workspace.interrupted': 'توقّفت عمليات رفع في مساحة العمل هذه قبل اكتمالها (العدد: {count}).',
  'workspace.reviewUploads': 'مراجعة عمليات الرفع',
  'ownedByMe.title': 'ما أملكه',
  'ownedByMe.tabs': 'المحتوى الذي تملكه',
  'ownedByMe.tab.workflows': 'مسارات العمل',
  'ownedByMe.empty': 'لم تُنشئ أي سير عمل بعد.',
  'pager.label': 'الصفحات',
  'pager.previous': 'الصفحة السابقة',
  'pager.next': 'الصفحة التالية',
  'pager.status': 'الصفحة {page} من {pageCount}',
} satisfies Translation<typeof workspaceOld>;
