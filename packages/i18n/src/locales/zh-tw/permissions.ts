import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': '權限',
  'permissions.intro': '組織層級的分享、下載、工作階段與內嵌設定。IP 限制有獨立的頁面。',
  'permissions.loading': '正在載入權限…',
  'permissions.loadFailed': '無法載入權限。',
  'permissions.sharing': '分享與下載',
  'permissions.disablePublicLinks': '停用公開連結',
  'permissions.disablePublicLinksHint': '任何人都無法透過不需登入即可開啟的連結分享內容。',
  'permissions.disableDownloads': '停用下載',
  'permissions.disableDownloadsHint': '任何人都無法下載影片及其附件。',
  'permissions.session': '工作階段',
  'permissions.autoLogout': '閒置時自動登出',
  'permissions.autoLogoutTimeout': '登出前的閒置時間（分鐘）',
  'permissions.timeoutRange': '請輸入 {min} 到 {max} 之間的整數分鐘。',
  'permissions.origins': '允許內嵌播放器的網站',
  'permissions.originsHint':
    '這些來源上的頁面可以在 iframe 中控制播放器。來源由 http 或 https、主機與選用的連接埠組成，不含路徑，例如 https://lms.example.com。',
  'permissions.originsEmpty': '尚未允許任何網站：只有本入口網站可以控制其播放器。',
  'permissions.originsCount': '來源 {count}/{max} 個',
  'permissions.newOrigin': '要允許的來源',
  'permissions.addOrigin': '新增',
  'permissions.remove': '移除',
  'permissions.removeOrigin': '移除 {origin}',
  'permissions.originAdded': '已新增 {origin}。儲存後生效。',
  'permissions.originRemoved': '已移除 {origin}。儲存後生效。',
  'permissions.origin.empty': '請輸入要新增的來源。',
  'permissions.origin.invalid':
    '這不是有效的來源。請使用 http:// 或 https://、主機與選用的連接埠，不含路徑，例如 https://lms.example.com。',
  'permissions.origin.duplicate': '此來源已在清單中。',
  'permissions.origin.tooMany': '清單已滿：最多 {max} 個來源。請先移除一個。',
  'permissions.origin.storedInvalid': '無效的來源：儲存前請將其移除。',
  'permissions.saveFailed': '無法儲存權限。',
  'permissions.saved': '權限已儲存。',
  'permissions.saving': '正在儲存…',
  'permissions.discard': '捨棄變更',
} satisfies Translation<typeof permissions>;
