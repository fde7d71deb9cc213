import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'Мой профиль',
  'profile.nameSection': 'Имя',
  'profile.displayName': 'Отображаемое имя',
  'profile.email': 'Электронная почта',
  'profile.employeeId': 'Табельный номер',
  'profile.saved': 'Сохранено.',
  'profile.preferences': 'Настройки',
  'profile.language': 'Язык',
  'profile.passwordSection': 'Смена пароля',
  'profile.currentPassword': 'Текущий пароль',
  'profile.newPassword': 'Новый пароль',
  'profile.confirmPassword': 'Подтвердите новый пароль',
  'profile.changePassword': 'Сменить пароль',
  'profile.passwordChanged': 'Ваш пароль изменён.',
} satisfies Translation<typeof profile>;
