import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'Создайте учётную запись',
  'account.trialTitle': 'Начните бесплатный пробный период',
  'account.name': 'Имя',
  'account.password': 'Пароль',
  'account.newPassword': 'Новый пароль',
  'account.confirmPassword': 'Подтвердите пароль',
  'account.newPin': 'Новый PIN-код',
  'account.confirmPin': 'Подтвердите PIN-код',
  'account.create': 'Создать учётную запись',
  'account.creating': 'Создание…',
  'account.confirm': 'Подтвердить',
  'account.saving': 'Сохранение…',
  'account.passwordHint':
    'От 10 до 25 символов: цифра, строчная и заглавная буквы, спецсимвол; без пробелов.',
  'account.newPasswordTitle': 'Выберите новый пароль',
  'account.newPinTitle': 'Выберите новый PIN-код',
  'account.newPinFor': 'Табельный номер: {account}',
  'account.passwordChanged': 'Пароль изменён. Выполняется вход…',
  'account.expiredTitle': 'Срок действия ссылки истёк',
  'account.expiredInvite':
    'Срок действия приглашения истёк. Попросите администратора пригласить вас снова.',
  'account.expiredReset':
    'Срок действия ссылки для сброса пароля истёк. Вы можете запросить новую.',
  'account.expiredGeneric': 'Эта ссылка больше не действует. Начните заново со страницы входа.',
  'account.sendNewLink': 'Отправить новую ссылку',
  'account.newLinkSent': 'Новая ссылка отправлена на {email}.',
  'account.alertPasswordFormatError': 'Пароль не соответствует требованиям.',
  'account.alertPasswordIncludeCertainValue': 'Пароль не должен содержать имя учётной записи.',
  'account.alertPasswordReused': 'Новый пароль должен отличаться от текущего.',
  'account.alertFailedSetPassword': 'Не удалось задать пароль. Возвращаем вас ко входу.',
} satisfies Translation<typeof account>;
