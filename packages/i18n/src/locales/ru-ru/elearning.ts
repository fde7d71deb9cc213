import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'Выполняется вход…',
  'elearning.welcome': 'Добро пожаловать! Курс скоро начнётся.',
  'elearning.noPermissionHint':
    'Откройте курс снова в своей учебной платформе или попросите доступ у администратора.',
} satisfies Translation<typeof elearning>;
