import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': '此欄位為必填。',
  'rules.noSpace': '請勿包含空格。',
  'rules.noAllSpace': '不能只有空格。',
  'rules.invalidEmail': '請輸入有效的電子郵件地址。',
  'rules.max90': '最多 90 個字元。',
  'rules.invalidName': '不允許使用下列字元：[ ] ; < > \\ / ? = : " ,',
  'rules.min10': '至少需要 10 個字元。',
  'rules.max25': '最多 25 個字元。',
  'rules.validPasswordCharacters': '須包含數字、小寫字母、大寫字母與特殊字元。',
  'rules.passwordMustMatch': '兩次輸入的密碼不一致。',
  'rules.pinMustMatch': '兩次輸入的 PIN 碼不一致。',
} satisfies Translation<typeof rules>;
