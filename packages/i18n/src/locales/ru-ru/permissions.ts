import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'Разрешения',
  'permissions.intro':
    'Настройки всей организации для общего доступа, скачивания, сеансов и встраивания. Для ограничения по IP есть отдельная страница.',
  'permissions.loading': 'Загрузка разрешений…',
  'permissions.loadFailed': 'Не удалось загрузить разрешения.',
  'permissions.sharing': 'Общий доступ и скачивание',
  'permissions.disablePublicLinks': 'Отключить публичные ссылки',
  'permissions.disablePublicLinksHint':
    'Никто не сможет делиться контентом по ссылке, которая работает без входа.',
  'permissions.disableDownloads': 'Отключить скачивание',
  'permissions.disableDownloadsHint': 'Никто не сможет скачивать видео и их вложения.',
  'permissions.session': 'Сеансы',
  'permissions.autoLogout': 'Автоматически выходить при бездействии',
  'permissions.autoLogoutTimeout': 'Время бездействия до выхода (минуты)',
  'permissions.timeoutRange': 'Введите целое число минут от {min} до {max}.',
  'permissions.origins': 'Сайты, которым разрешено встраивать плеер',
  'permissions.originsHint':
    'Страницы с этих источников могут управлять плеером во iframe. Источник — это http или https, хост и необязательный порт, без пути: например, https://lms.example.com.',
  'permissions.originsEmpty':
    'Пока ни один сайт не разрешён: плеером управляет только этот портал.',
  'permissions.originsCount': 'Источников: {count} из {max}',
  'permissions.newOrigin': 'Разрешаемый источник',
  'permissions.addOrigin': 'Добавить',
  'permissions.remove': 'Удалить',
  'permissions.removeOrigin': 'Удалить {origin}',
  'permissions.originAdded': '{origin} добавлен. Сохраните, чтобы применить.',
  'permissions.originRemoved': '{origin} удалён. Сохраните, чтобы применить.',
  'permissions.origin.empty': 'Введите источник, который нужно добавить.',
  'permissions.origin.invalid':
    'Это не источник. Укажите http:// или https://, хост и необязательный порт, без пути: например, https://lms.example.com.',
  'permissions.origin.duplicate': 'Этот источник уже есть в списке.',
  'permissions.origin.tooMany': 'Список заполнен: не более {max} источников. Сначала удалите один.',
  'permissions.origin.storedInvalid': 'Недопустимый источник: удалите его перед сохранением.',
  'permissions.saveFailed': 'Не удалось сохранить разрешения.',
  'permissions.saved': 'Разрешения сохранены.',
  'permissions.saving': 'Сохранение…',
  'permissions.discard': 'Отменить изменения',
} satisfies Translation<typeof permissions>;
