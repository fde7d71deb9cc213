import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': '主导航',
  'nav.home': '首页',
  'nav.ownedByMe': '我创建的',
  'nav.search': '搜索工作流程',
  'nav.searchPlaceholder': '搜索…',
  'nav.workspaces': '我的工作区',
  'nav.noWorkspaces': '您还没有加入任何工作区。',
  'nav.notFoundTitle': '页面不存在',
  'nav.notFound': '你要找的页面不存在。',
  'nav.forbiddenTitle': '无权访问',
  'nav.forbidden': '你没有打开此页面的权限。',
  'nav.goHome': '前往首页',
  'nav.navigationFailedHint': '无法打开该页面。',
  'nav.tryAgain': '重试',
  'nav.sharedTitle': '共享设备',
  'nav.sharedIntro': '你正在使用共享账户登录。请从首页或搜索打开所需内容。',
  'nav.openHome': '打开首页',
  'nav.openSearch': '搜索',
} satisfies Translation<typeof nav>;
