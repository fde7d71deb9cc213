import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': 'Произошла непредвиденная ошибка. Попробуйте ещё раз.',
  'alert.loginFailed': 'Не удалось войти',
  'alert.failedToLoadContent': 'Не удалось загрузить содержимое.',
  'alert.emailNotRegistered': 'Этот адрес электронной почты не зарегистрирован в {provider}.',
  'alert.invalidEmployeeId': 'Неверный табельный номер.',
  'alert.clientKeyRequired': 'Для входа по табельному номеру нужен ключ клиента.',
  'alert.navigationFailed': 'Не удалось перейти на страницу',
  'alert.connectionFailed': 'Не удалось связаться с сервером.',
  'alert.connectionFailedHint': 'Проверьте подключение и попробуйте ещё раз.',
  'alert.restrictedIp': 'Ваша организация не разрешает доступ из этой сети.',
  'alert.offline':
    'Нет подключения к интернету. Изменения, сделанные сейчас, могут не сохраниться.',
} satisfies Translation<typeof alert>;
