import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'この項目は必須です。',
  'rules.noSpace': 'スペースは使用できません。',
  'rules.noAllSpace': 'スペースのみにはできません。',
  'rules.invalidEmail': '有効なメールアドレスを入力してください。',
  'rules.max90': '90 文字以内で入力してください。',
  'rules.invalidName': '次の文字は使用できません：[ ] ; < > \\ / ? = : " ,',
  'rules.min10': '10 文字以上で入力してください。',
  'rules.max25': '25 文字以内で入力してください。',
  'rules.validPasswordCharacters': '数字、小文字、大文字、記号をそれぞれ 1 つ以上含めてください。',
  'rules.passwordMustMatch': 'パスワードが一致しません。',
  'rules.pinMustMatch': 'PIN が一致しません。',
} satisfies Translation<typeof rules>;
