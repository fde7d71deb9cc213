import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': '名前',
  'admin.actions': '操作',
  'admin.create': '作成',
  'admin.rename': '名前を変更',
  'admin.renameNamed': '{name} の名前を変更',
  'admin.delete': '削除',
  'admin.deleteNamed': '{name} を削除',
  'admin.groups.title': 'ワークスペースグループ',
  'admin.groups.create': '新しいワークスペースグループ',
  'admin.groups.empty': 'ワークスペースグループはまだありません。',
  'admin.groups.default': 'デフォルト',
  'admin.groups.workspaceCount': 'ワークスペース',
  'admin.groups.moveUp': '{name} を上へ移動',
  'admin.groups.moveDown': '{name} を下へ移動',
  'admin.groups.deleteConfirm':
    'ワークスペースグループ「{name}」を削除しますか？削除できるのは空のグループだけです。',
  'admin.groups.back': 'すべてのワークスペースグループ',
  'admin.workspaces.title': 'ワークスペース',
  'admin.workspaces.create': '新しいワークスペース',
  'admin.workspaces.colour': '色',
  'admin.workspaces.colourOf': '{name} の色',
  'admin.workspaces.private': '非公開',
  'admin.workspaces.privateOf': '{name} は非公開',
  'admin.workspaces.group': 'ワークスペースグループ',
  'admin.workspaces.groupOf': '{name} のワークスペースグループ',
  'admin.workspaces.deleteConfirm':
    'ワークスペース「{name}」を削除しますか？メンバー、お気に入り、チームも一緒に削除されます。',
  'admin.colour.red': '赤',
  'admin.colour.purple': '紫',
  'admin.colour.green': '緑',
  'admin.colour.blue': '青',
  'admin.colour.yellow': '黄',
  'admin.alertGetRusticiDownloadHistoryFailed': 'SCORM エクスポート履歴を読み込めませんでした。',
} satisfies Translation<typeof admin>;
