import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    'Первый вход или PIN-код сброшен? Задайте PIN-код с помощью кода настройки',
  'pinSetup.pinOrPassword': 'PIN-код или пароль',
  'pinSetup.intro':
    'Введите код настройки, который вам выдал администратор (или прислал по электронной почте), затем выберите PIN-код.',
  'pinSetup.code': 'Код настройки',
  'pinSetup.codeHint': '8 символов, например K7QM-4TXP. Каждый код действует один раз.',
  'pinSetup.codeFormat': 'Введите 8 символов кода настройки.',
  'pinSetup.codeInvalid':
    'Этот код настройки недействителен: возможно, он введён с ошибкой, уже использован или истёк. Попросите у администратора новый.',
  'pinSetup.noCode':
    'Нет кода? Сбросить PIN-код может только администратор — попросите у него код настройки.',
  'pinSetup.backToSignIn': 'Вернуться ко входу',
} satisfies Translation<typeof pinSetup>;
