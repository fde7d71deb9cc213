import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'Основное меню',
  'nav.home': 'Главная',
  'nav.ownedByMe': 'Мои материалы',
  'nav.search': 'Поиск процессов',
  'nav.searchPlaceholder': 'Поиск…',
  'nav.workspaces': 'Мои рабочие пространства',
  'nav.noWorkspaces': 'Вы пока не состоите ни в одном рабочем пространстве.',
  'nav.notFoundTitle': 'Страница не найдена',
  'nav.notFound': 'Запрошенная страница не существует.',
  'nav.forbiddenTitle': 'Нет доступа',
  'nav.forbidden': 'У вас нет прав на открытие этой страницы.',
  'nav.goHome': 'На главную',
  'nav.navigationFailedHint': 'Не удалось открыть страницу.',
  'nav.tryAgain': 'Попробовать снова',
  'nav.sharedTitle': 'Общее устройство',
  'nav.sharedIntro':
    'Вы вошли под общей учётной записью. Откройте нужные материалы с главной страницы или через поиск.',
  'nav.openHome': 'Открыть главную',
  'nav.openSearch': 'Поиск',
} satisfies Translation<typeof nav>;
