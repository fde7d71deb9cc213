import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': '載入中…',
  'common.retry': '再試一次',
  'common.close': '關閉',
  'common.cancel': '取消',
  'common.save': '儲存',
  'common.confirm': '確認',
  'common.errorTitle': '發生錯誤',
  'common.notFound': '此頁面不存在。',
} satisfies Translation<typeof common>;
