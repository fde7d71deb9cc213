import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': '發生未預期的錯誤，請再試一次。',
  'alert.loginFailed': '登入失敗',
  'alert.failedToLoadContent': '內容載入失敗。',
  'alert.emailNotRegistered': '此電子郵件帳號尚未在 {provider} 註冊。',
  'alert.invalidEmployeeId': '員工 ID 無效。',
  'alert.clientKeyRequired': '使用員工 ID 登入需要用戶端金鑰。',
  'alert.navigationFailed': '頁面切換失敗',
  'alert.connectionFailed': '無法連線到伺服器。',
  'alert.connectionFailedHint': '請檢查網路連線後再試一次。',
  'alert.restrictedIp': '貴組織不允許從此網路存取。',
  'alert.offline': '您目前處於離線狀態，現在所做的變更可能無法儲存。',
} satisfies Translation<typeof alert>;
