import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': '読み込み中…',
  'common.retry': '再試行',
  'common.close': '閉じる',
  'common.cancel': 'キャンセル',
  'common.save': '保存',
  'common.confirm': '確認',
  'common.errorTitle': '問題が発生しました',
  'common.notFound': 'このページは存在しません。',
} satisfies Translation<typeof common>;
