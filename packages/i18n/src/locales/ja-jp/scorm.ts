import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'SCORM でエクスポート',
  'scorm.dialogTitle': '「{title}」を SCORM でエクスポート',
  'scorm.intro':
    'パッケージはこのサーバーからワークフローを再生するため、後の編集も再インポートなしで学習者に届きます。',
  'scorm.standard': '学習標準',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004（第 4 版）',
  'scorm.resolution': '動画の画質',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'このワークフローは公開されていません。公開して再試行するまで、エクスポートはエラーで終了します。',
  'scorm.export': 'エクスポート',
  'scorm.status.pending': '待機中',
  'scorm.status.processing': '準備中',
  'scorm.status.finished': '完了',
  'scorm.status.error': 'エラー',
  'scorm.notReady': 'パッケージを準備しています…',
  'scorm.ready': 'パッケージの準備ができました。',
  'scorm.download': 'ダウンロード',
  'scorm.downloadOf': '{date} のエクスポートをダウンロード',
  'scorm.retry': '再試行',
  'scorm.retryOf': '{date} のエクスポートを再試行',
  'scorm.history': 'SCORM エクスポート履歴',
  'scorm.history.scope':
    '管理者は組織のすべてのエクスポートを、パブリッシャーは自分のエクスポートを表示できます。',
  'scorm.history.loading': 'エクスポートを読み込んでいます…',
  'scorm.history.empty': 'SCORM エクスポートはまだありません。',
  'scorm.history.filter': 'エクスポートの種類',
  'scorm.history.allTypes': 'すべての種類',
  'scorm.history.date': '日付',
  'scorm.history.type': '種類',
  'scorm.history.workflows': 'ワークフロー',
  'scorm.history.status': 'ステータス',
  'scorm.history.actions': '操作',
  'scorm.history.unavailable': '利用できないワークフロー（{id}）',
} satisfies Translation<typeof scorm>;
