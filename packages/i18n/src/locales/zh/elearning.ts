import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': '正在登录…',
  'elearning.welcome': '欢迎！课程即将开始。',
  'elearning.noPermissionHint': '请从您的学习平台重新打开课程，或向管理员申请访问权限。',
} satisfies Translation<typeof elearning>;
