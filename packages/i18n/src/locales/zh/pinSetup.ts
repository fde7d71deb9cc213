import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink': '首次登录或 PIN 码已重置？请使用设置码设置 PIN 码',
  'pinSetup.pinOrPassword': 'PIN 码或密码',
  'pinSetup.intro': '输入管理员给您的（或通过电子邮件发送的）设置码，然后选择您的 PIN 码。',
  'pinSetup.code': '设置码',
  'pinSetup.codeHint': '8 个字符，例如 K7QM-4TXP。每个设置码只能使用一次。',
  'pinSetup.codeFormat': '请输入设置码的 8 个字符。',
  'pinSetup.codeInvalid':
    '此设置码无效：可能输入有误、已被使用或已过期。请向管理员索取新的设置码。',
  'pinSetup.noCode': '没有设置码？只有管理员可以重置 PIN 码，请向您的管理员索取设置码。',
  'pinSetup.backToSignIn': '返回登录',
} satisfies Translation<typeof pinSetup>;
