import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'هذا الحقل مطلوب.',
  'rules.noSpace': 'يُرجى عدم استخدام المسافات.',
  'rules.noAllSpace': 'لا يمكن أن يتكوّن من مسافات فقط.',
  'rules.invalidEmail': 'أدخل عنوان بريد إلكتروني صالحًا.',
  'rules.max90': '90 حرفًا كحد أقصى.',
  'rules.invalidName': 'هذه الأحرف غير مسموح بها: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'استخدم 10 أحرف على الأقل.',
  'rules.max25': 'استخدم 25 حرفًا على الأكثر.',
  'rules.validPasswordCharacters': 'يجب أن تتضمن رقمًا وحرفًا صغيرًا وحرفًا كبيرًا ورمزًا خاصًا.',
  'rules.passwordMustMatch': 'كلمتا المرور غير متطابقتين.',
  'rules.pinMustMatch': 'رمزا PIN غير متطابقين.',
} satisfies Translation<typeof rules>;
