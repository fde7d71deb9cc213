import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'Поделиться',
  'share.title': 'Поделиться: {title}',
  'share.loading': 'Загрузка настроек доступа…',
  'share.accessLabel': 'Доступ извне организации',
  'share.access.none': 'Без внешнего доступа',
  'share.access.restricted': 'Только для доменов и адресов e-mail',
  'share.access.public': 'Все, у кого есть ссылка',
  'share.access.password': 'Защищено паролем',
  'share.publicToggle': 'Публичная ссылка',
  'share.publicHint': 'Все, у кого есть ссылка, могут смотреть этот процесс без входа.',
  'share.notAllowed': 'Ваша организация не разрешает публичные ссылки.',
  'share.linkLabel': 'Ссылка для отправки',
  'share.copy': 'Копировать ссылку',
  'share.copied': 'Ссылка скопирована',
  'share.copyFailed': 'Не удалось скопировать. Выделите ссылку и скопируйте её вручную.',
  'share.saved': 'Сохранено',
} satisfies Translation<typeof share>;
