import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': '正在登入…',
  'elearning.welcome': '歡迎！課程即將開始。',
  'elearning.noPermissionHint': '請從您的學習平台重新開啟課程，或向管理員申請存取權限。',
} satisfies Translation<typeof elearning>;
