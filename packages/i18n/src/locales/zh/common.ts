import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.close': '关闭',
  'common.cancel': '取消',
  'common.save': '保存',
  'common.confirm': '确认',
  'common.errorTitle': '出了点问题',
  'common.notFound': '此页面不存在。',
} satisfies Translation<typeof common>;
