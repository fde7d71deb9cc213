import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': '필수 입력 항목입니다.',
  'rules.noSpace': '공백은 사용할 수 없습니다.',
  'rules.noAllSpace': '공백만 입력할 수는 없습니다.',
  'rules.invalidEmail': '올바른 이메일 주소를 입력하세요.',
  'rules.max90': '최대 90자까지 입력할 수 있습니다.',
  'rules.invalidName': '다음 문자는 사용할 수 없습니다: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': '10자 이상 입력하세요.',
  'rules.max25': '25자 이하로 입력하세요.',
  'rules.validPasswordCharacters': '숫자, 소문자, 대문자, 특수 문자를 각각 포함하세요.',
  'rules.passwordMustMatch': '비밀번호가 일치하지 않습니다.',
  'rules.pinMustMatch': 'PIN이 일치하지 않습니다.',
} satisfies Translation<typeof rules>;
