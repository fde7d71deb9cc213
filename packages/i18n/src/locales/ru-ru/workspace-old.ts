import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'Добро пожаловать, {name}',
  'home.intro':
    'Выберите рабочее пространство в боковом меню, чтобы увидеть его процессы, или ищите по всем.',
  'workspace.tabs': 'Содержимое рабочего пространства',
  'workspace.tab.workflow': 'Процессы',
  'workspace.counts': 'Количество процессов',
  'workspace.count.created': 'Создано',
  'workspace.count.published': 'Опубликовано',
  'workspace.count.unpublished': 'Не опубликовано',
  'workspace.upload': 'Загрузить видео',
  'workspace.empty': 'В этом рабочем пространстве пока нет процессов.',
  'workspace.emptyUpload': 'Загрузите видео, чтобы создать первый.',
  'workspace.interrupted': 'Незавершённых загрузок в этом рабочем пространстве: {count}.',
  'workspace.reviewUploads': 'Просмотреть загрузки',
  'ownedByMe.title': 'Мои материалы',
  'ownedByMe.tabs': 'Материалы, которыми вы владеете',
  'ownedByMe.tab.workflows': 'Процессы',
  'ownedByMe.empty': 'Вы ещё не создали ни одного процесса.',
  'pager.label': 'Страницы',
  'pager.previous': 'Предыдущая страница',
  'pager.next': 'Следующая страница',
  'pager.status': 'Страница {page} из {pageCount}',
} satisfies Translation<typeof workspaceOld>;
