import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'このネットワークからのアクセスは制限されています',
  'session.ipCheckFailed':
    'ネットワークが許可されているか確認できませんでした。もう一度お試しください。',
  'session.forbiddenAccountTitle': 'このアカウントではここにログインできません',
  'session.forbiddenAccount':
    'この世代の組織のアカウントはサポートされていません。ログアウトします。',
  'session.consentsTitle': '内容を確認して同意してください',
  'session.consentAgree': '同意する',
  'session.consentDecline': '同意しない',
  'session.consentMandatory': '必須',
  'session.consentMandatoryRefused':
    'Stepwise を引き続き使用するには、これに同意する必要があります。',
  'session.idleLoggedOut': '一定時間操作がなかったため、ログアウトしました。',
} satisfies Translation<typeof session>;
