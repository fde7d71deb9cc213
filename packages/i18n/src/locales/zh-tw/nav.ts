import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': '主要導覽',
  'nav.home': '首頁',
  'nav.ownedByMe': '我擁有的',
  'nav.search': '搜尋工作流程',
  'nav.searchPlaceholder': '搜尋…',
  'nav.workspaces': '我的工作區',
  'nav.noWorkspaces': '您尚未加入任何工作區。',
  'nav.notFoundTitle': '找不到頁面',
  'nav.notFound': '您要找的頁面不存在。',
  'nav.forbiddenTitle': '無權存取',
  'nav.forbidden': '您沒有開啟此頁面的權限。',
  'nav.goHome': '前往首頁',
  'nav.navigationFailedHint': '無法開啟該頁面。',
  'nav.tryAgain': '再試一次',
  'nav.sharedTitle': '共用裝置',
  'nav.sharedIntro': '您正以共用帳戶登入。請從首頁或搜尋開啟所需內容。',
  'nav.openHome': '開啟首頁',
  'nav.openSearch': '搜尋',
} satisfies Translation<typeof nav>;
