import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'النص المكتوب والترجمة المرئية',
  'transcript.dialogTitle': 'النص المكتوب لـ {title}',
  'transcript.cardNotice': 'لا يوجد نص مكتوب: تحويل الكلام إلى نص غير مُعَدّ.',
  'transcript.cardAdd': 'إضافة نص مكتوب',
  'transcript.notConfiguredTitle': 'تحويل الكلام إلى نص غير مُعَدّ',
  'transcript.notConfigured':
    'لا يحوّل هذا الخادم كلام الفيديوهات إلى نص، لذلك لا يوجد نص مكتوب لسير العمل هذا: ليست لخطواته عناوين من الكلام، ولا توجد ترجمة مرئية، ولا يجد البحث ولا المساعد شيئًا مما يُقال فيه. اكتب النص المكتوب أو الصقه، أو ارفع ملف ترجمة (.srt أو .vtt).',
  'transcript.configureHow':
    'لتحويل كلام الفيديوهات المرفوعة إلى نص تلقائيًا، يضبط المسؤول على الخادم AI_BASE_URL وAI_API_KEY (خدمة متوافقة مع OpenAI) أو WHISPER_MODEL (نموذج whisper.cpp محلي) ثم يعيد تشغيله.',
  'transcript.loading': 'جارٍ تحميل النص المكتوب…',
  'transcript.loadFailed': 'تعذّر تحميل النص المكتوب: {message}',
  'transcript.none': 'لا يوجد نص مكتوب بهذه اللغة بعد.',
  'transcript.current': 'يحتوي النص المكتوب على {count} جملة ({source}).',
  'transcript.sourceAuthor': 'كتبه أو رفعه مؤلف',
  'transcript.sourceProvider': 'من تحويل الكلام إلى نص',
  'transcript.language': 'اللغة',
  'transcript.languageSearch': 'البحث عن لغة',
  'transcript.noLanguage': 'لا توجد لغة بهذا الاسم',
  'transcript.uploadTitle': 'رفع ترجمة مرئية',
  'transcript.uploadLabel': 'ملف ترجمة (.srt أو .vtt)',
  'transcript.uploadHint':
    'يصبح كل مقطع جملةً بتوقيتاتها. وتأخذ الخطوات التي ليس لها عنوان خاص أولَ جملة قيلت فيها عنوانًا.',
  'transcript.upload': 'رفع',
  'transcript.wrongType': 'اختر ملف .srt أو .vtt.',
  'transcript.readFailed': 'تعذّرت قراءة الملف.',
  'transcript.typeTitle': 'اكتب النص المكتوب أو الصقه',
  'transcript.typeLabel': 'نص النص المكتوب',
  'transcript.typeHint':
    'لا حاجة إلى توقيتات. يبدأ السطر الفارغ نص الخطوة التالية بالترتيب؛ وداخل الخطوة تأخذ كل جملة وقتًا يتناسب مع طولها. ويُوزَّع النص الذي لا سطر فارغًا فيه على الفيديو كله.',
  'transcript.save': 'حفظ النص المكتوب',
  'transcript.empty': 'اكتب نصًا أو الصقه أولًا.',
  'transcript.saved': 'تم حفظ النص المكتوب: {count} جملة.',
  'transcript.failed': 'لم يُحفظ النص المكتوب: {message}',
  'transcript.downloadTitle': 'تنزيل الترجمة المرئية',
  'transcript.downloadSrt': 'SubRip ‏(.srt)',
  'transcript.downloadVtt': 'WebVTT ‏(.vtt)',
  'transcript.downloadFailed': 'تعذّر تنزيل الترجمة المرئية: {message}',
  'transcript.playerNotConfigured':
    'لا يوجد نص مكتوب: تحويل الكلام إلى نص غير مُعَدّ على هذا الخادم، لذلك لا توجد ترجمة مرئية ولا شيء للبحث فيه. يمكن للمؤلف إضافته من بطاقة سير العمل (النص المكتوب والترجمة المرئية)، ويمكن للمسؤول ضبط AI_BASE_URL وAI_API_KEY، أو WHISPER_MODEL، لتحويل كلام الفيديوهات المرفوعة إلى نص.',
  'transcript.playerNone':
    'لا يوجد نص مكتوب لسير العمل هذا بعد، لذلك لا توجد ترجمة مرئية ولا شيء للبحث فيه.',
} satisfies Translation<typeof transcript>;
