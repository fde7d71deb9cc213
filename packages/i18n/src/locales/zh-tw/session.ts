import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': '此網路的存取受到限制',
  'session.ipCheckFailed': '無法檢查您的網路是否獲准，請再試一次。',
  'session.forbiddenAccountTitle': '此帳戶無法在此登入',
  'session.forbiddenAccount': '不支援此世代組織的帳戶，您將被登出。',
  'session.consentsTitle': '請檢閱並同意',
  'session.consentAgree': '同意',
  'session.consentDecline': '拒絕',
  'session.consentMandatory': '必要',
  'session.consentMandatoryRefused': '您必須同意此項才能繼續使用 Stepwise。',
  'session.idleLoggedOut': '由於一段時間沒有操作，您已被登出。',
} satisfies Translation<typeof session>;
