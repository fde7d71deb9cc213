import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'Это поле обязательно.',
  'rules.noSpace': 'Без пробелов, пожалуйста.',
  'rules.noAllSpace': 'Значение не может состоять только из пробелов.',
  'rules.invalidEmail': 'Введите правильный адрес электронной почты.',
  'rules.max90': 'Не более 90 символов.',
  'rules.invalidName': 'Эти символы недопустимы: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Не менее 10 символов.',
  'rules.max25': 'Не более 25 символов.',
  'rules.validPasswordCharacters': 'Добавьте цифру, строчную и заглавную буквы и спецсимвол.',
  'rules.passwordMustMatch': 'Пароли не совпадают.',
  'rules.pinMustMatch': 'PIN-коды не совпадают.',
} satisfies Translation<typeof rules>;
