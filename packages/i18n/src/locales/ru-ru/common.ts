import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'Загрузка…',
  'common.retry': 'Повторить',
  'common.close': 'Закрыть',
  'common.cancel': 'Отмена',
  'common.save': 'Сохранить',
  'common.confirm': 'Подтвердить',
  'common.errorTitle': 'Что-то пошло не так',
  'common.notFound': 'Такой страницы не существует.',
} satisfies Translation<typeof common>;
