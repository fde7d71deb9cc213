import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': '此字段为必填项。',
  'rules.noSpace': '请勿包含空格。',
  'rules.noAllSpace': '不能只包含空格。',
  'rules.invalidEmail': '请输入有效的电子邮件地址。',
  'rules.max90': '最多 90 个字符。',
  'rules.invalidName': '不允许使用以下字符：[ ] ; < > \\ / ? = : " ,',
  'rules.min10': '至少需要 10 个字符。',
  'rules.max25': '最多 25 个字符。',
  'rules.validPasswordCharacters': '须包含数字、小写字母、大写字母和特殊字符。',
  'rules.passwordMustMatch': '两次输入的密码不一致。',
  'rules.pinMustMatch': '两次输入的 PIN 码不一致。',
} satisfies Translation<typeof rules>;
