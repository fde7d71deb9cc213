import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'ようこそ、{name} さん',
  'home.intro':
    'サイドメニューからワークスペースを選んでワークフローを表示するか、すべてを検索してください。',
  'workspace.tabs': 'ワークスペースのコンテンツ',
  'workspace.tab.workflow': 'ワークフロー',
  'workspace.counts': 'ワークフロー数',
  'workspace.count.created': '作成済み',
  'workspace.count.published': '公開済み',
  'workspace.count.unpublished': '非公開',
  'workspace.upload': '動画をアップロード',
  'workspace.empty': 'このワークスペースにはまだワークフローがありません。',
  'workspace.emptyUpload': '動画をアップロードして最初のワークフローを作成しましょう。',
  'workspace.interrupted': 'このワークスペースで {count} 件のアップロードが完了前に停止しました。',
  'workspace.reviewUploads': 'アップロードを確認',
  'ownedByMe.title': '自分が所有',
  'ownedByMe.tabs': '自分が所有するコンテンツ',
  'ownedByMe.tab.workflows': 'ワークフロー',
  'ownedByMe.empty': 'まだワークフローを作成していません。',
  'pager.label': 'ページ',
  'pager.previous': '前のページ',
  'pager.next': '次のページ',
  'pager.status': '{page} / {pageCount} ページ',
} satisfies Translation<typeof workspaceOld>;
