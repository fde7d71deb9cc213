import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': '发生了意外错误，请重试。',
  'alert.loginFailed': '登录失败',
  'alert.failedToLoadContent': '内容加载失败。',
  'alert.emailNotRegistered': '此电子邮件账号未在 {provider} 注册。',
  'alert.invalidEmployeeId': '员工 ID 无效。',
  'alert.clientKeyRequired': '使用员工 ID 登录需要客户端密钥。',
  'alert.navigationFailed': '页面跳转失败',
  'alert.connectionFailed': '无法连接到服务器。',
  'alert.connectionFailedHint': '请检查网络连接后重试。',
  'alert.restrictedIp': '您的组织不允许从此网络访问。',
  'alert.offline': '您已离线，现在所做的更改可能无法保存。',
} satisfies Translation<typeof alert>;
