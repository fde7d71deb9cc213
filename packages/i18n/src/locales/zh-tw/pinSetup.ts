import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink': '第一次登入或 PIN 碼已重設？請使用設定碼設定 PIN 碼',
  'pinSetup.pinOrPassword': 'PIN 碼或密碼',
  'pinSetup.intro': '輸入管理員給您的（或以電子郵件寄送的）設定碼，然後選擇您的 PIN 碼。',
  'pinSetup.code': '設定碼',
  'pinSetup.codeHint': '8 個字元，例如 K7QM-4TXP。每個設定碼只能使用一次。',
  'pinSetup.codeFormat': '請輸入設定碼的 8 個字元。',
  'pinSetup.codeInvalid':
    '此設定碼無效：可能輸入錯誤、已被使用或已過期。請向管理員索取新的設定碼。',
  'pinSetup.noCode': '沒有設定碼？只有管理員可以重設 PIN 碼，請向您的管理員索取設定碼。',
  'pinSetup.backToSignIn': '返回登入',
} satisfies Translation<typeof pinSetup>;
