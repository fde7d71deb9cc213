import type { Translation } from '../../catalogue.js';
import type upload from '../en/upload.js';

export default {
  'upload.title': 'رفع فيديو',
  'upload.drop': 'اسحب مقاطع الفيديو وأفلتها هنا',
  'upload.or': 'أو',
  'upload.choose': 'اختيار ملفات',
  'upload.limits':
    'بصيغة mp4 أو mov أو avi، بحد أقصى 100 ميغابايت و20 دقيقة لكل ملف، و5 ملفات في كل مرة.',
  'upload.start': 'رفع',
  'upload.titleFor': 'عنوان {fileName}',
  'upload.cancel': 'إلغاء رفع {fileName}',
  'upload.remove': 'إزالة {fileName}',
  'upload.resume': 'استئناف',
  'upload.resumeFile': 'استئناف رفع {fileName}',
  'upload.discard': 'تجاهل',
  'upload.discardFile': 'تجاهل رفع {fileName}',
  'upload.progress': 'تقدّم رفع {fileName}',
  'upload.tooMany': '{max} مقاطع فيديو كحد أقصى في كل مرة.',
  'upload.status.pending': 'جاهز للرفع',
  'upload.status.uploading': 'جارٍ الرفع {percent}%',
  'upload.status.initializing': 'جارٍ فحص الفيديو…',
  'upload.status.processing': 'تم الرفع: بدأت المعالجة',
  'upload.status.interrupted': 'توقّف عند {percent}%',
  'upload.status.failed': 'فشل: {message}',
  'upload.status.cancelled': 'أُلغي',
  'upload.untitled': 'فيديو بلا عنوان',
  'upload.fileMissing': 'لم يعد الملف متاحًا، يُرجى اختياره مرة أخرى.',
  'upload.invalidFileType': 'ليس فيديو بصيغة mp4 أو mov أو avi.',
  'upload.fileTooLarge': 'أكبر من 100 ميغابايت.',
} satisfies Translation<typeof upload>;
