import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'Экспорт в SCORM',
  'scorm.dialogTitle': 'Экспортировать «{title}» в SCORM',
  'scorm.intro':
    'Пакет воспроизводит этот процесс с этого сервера, поэтому последующие правки доходят до учащихся без повторного импорта.',
  'scorm.standard': 'Стандарт обучения',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004 (4-я редакция)',
  'scorm.resolution': 'Качество видео',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'Этот процесс не опубликован: его экспорт завершится ошибкой, пока вы не опубликуете его и не повторите попытку.',
  'scorm.export': 'Экспортировать',
  'scorm.status.pending': 'Ожидает',
  'scorm.status.processing': 'Подготовка',
  'scorm.status.finished': 'Готово',
  'scorm.status.error': 'Ошибка',
  'scorm.notReady': 'Пакет готовится…',
  'scorm.ready': 'Пакет готов.',
  'scorm.download': 'Скачать',
  'scorm.downloadOf': 'Скачать экспорт от {date}',
  'scorm.retry': 'Повторить',
  'scorm.retryOf': 'Повторить экспорт от {date}',
  'scorm.history': 'История экспорта SCORM',
  'scorm.history.scope': 'Администраторы видят все экспорты организации, издатели — только свои.',
  'scorm.history.loading': 'Загрузка экспортов…',
  'scorm.history.empty': 'Экспортов SCORM пока нет.',
  'scorm.history.filter': 'Тип экспорта',
  'scorm.history.allTypes': 'Все типы',
  'scorm.history.date': 'Дата',
  'scorm.history.type': 'Тип',
  'scorm.history.workflows': 'Процессы',
  'scorm.history.status': 'Статус',
  'scorm.history.actions': 'Действия',
  'scorm.history.unavailable': 'Недоступный процесс ({id})',
} satisfies Translation<typeof scorm>;
