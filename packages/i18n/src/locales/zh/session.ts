import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': '此网络的访问受到限制',
  'session.ipCheckFailed': '无法检查你的网络是否被允许，请重试。',
  'session.forbiddenAccountTitle': '此账户无法在此登录',
  'session.forbiddenAccount': '不支持此代组织的账户，你将被退出登录。',
  'session.consentsTitle': '请查看并同意',
  'session.consentAgree': '同意',
  'session.consentDecline': '拒绝',
  'session.consentMandatory': '必填',
  'session.consentMandatoryRefused': '你必须同意此项才能继续使用 Stepwise。',
  'session.idleLoggedOut': '由于一段时间未操作，你已被退出登录。',
} satisfies Translation<typeof session>;
