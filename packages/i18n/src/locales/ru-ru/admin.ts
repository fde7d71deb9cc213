import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': 'Название',
  'admin.actions': 'Действия',
  'admin.create': 'Создать',
  'admin.rename': 'Переименовать',
  'admin.renameNamed': 'Переименовать «{name}»',
  'admin.delete': 'Удалить',
  'admin.deleteNamed': 'Удалить «{name}»',
  'admin.groups.title': 'Группы рабочих пространств',
  'admin.groups.create': 'Новая группа рабочих пространств',
  'admin.groups.empty': 'Групп рабочих пространств пока нет.',
  'admin.groups.default': 'По умолчанию',
  'admin.groups.workspaceCount': 'Рабочие пространства',
  'admin.groups.moveUp': 'Переместить «{name}» выше',
  'admin.groups.moveDown': 'Переместить «{name}» ниже',
  'admin.groups.deleteConfirm':
    'Удалить группу рабочих пространств «{name}»? Удалить можно только пустую группу.',
  'admin.groups.back': 'Все группы рабочих пространств',
  'admin.workspaces.title': 'Рабочие пространства',
  'admin.workspaces.create': 'Новое рабочее пространство',
  'admin.workspaces.colour': 'Цвет',
  'admin.workspaces.colourOf': 'Цвет «{name}»',
  'admin.workspaces.private': 'Закрытое',
  'admin.workspaces.privateOf': '«{name}» закрытое',
  'admin.workspaces.group': 'Группа рабочих пространств',
  'admin.workspaces.groupOf': 'Группа рабочих пространств «{name}»',
  'admin.workspaces.deleteConfirm':
    'Удалить рабочее пространство «{name}»? Его участники, избранное и команды будут удалены вместе с ним.',
  'admin.colour.red': 'Красный',
  'admin.colour.purple': 'Фиолетовый',
  'admin.colour.green': 'Зелёный',
  'admin.colour.blue': 'Синий',
  'admin.colour.yellow': 'Жёлтый',
  'admin.alertGetRusticiDownloadHistoryFailed': 'Не удалось загрузить историю экспорта SCORM.',
} satisfies Translation<typeof admin>;
