import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': '权限',
  'permissions.intro': '组织范围内的共享、下载、会话和嵌入设置。IP 限制有单独的页面。',
  'permissions.loading': '正在加载权限…',
  'permissions.loadFailed': '无法加载权限。',
  'permissions.sharing': '共享和下载',
  'permissions.disablePublicLinks': '禁用公开链接',
  'permissions.disablePublicLinksHint': '任何人都不能通过无需登录即可打开的链接共享内容。',
  'permissions.disableDownloads': '禁用下载',
  'permissions.disableDownloadsHint': '任何人都不能下载视频及其附件。',
  'permissions.session': '会话',
  'permissions.autoLogout': '无操作时自动退出登录',
  'permissions.autoLogoutTimeout': '退出登录前的无操作时间（分钟）',
  'permissions.timeoutRange': '请输入 {min} 到 {max} 之间的整数分钟。',
  'permissions.origins': '允许嵌入播放器的网站',
  'permissions.originsHint':
    '这些来源上的页面可以在 iframe 中控制播放器。来源由 http 或 https、主机和可选端口组成，不含路径，例如 https://lms.example.com。',
  'permissions.originsEmpty': '尚未允许任何网站：只有本门户可以控制其播放器。',
  'permissions.originsCount': '来源 {count}/{max} 个',
  'permissions.newOrigin': '要允许的来源',
  'permissions.addOrigin': '添加',
  'permissions.remove': '移除',
  'permissions.removeOrigin': '移除 {origin}',
  'permissions.originAdded': '已添加 {origin}。保存后生效。',
  'permissions.originRemoved': '已移除 {origin}。保存后生效。',
  'permissions.origin.empty': '请输入要添加的来源。',
  'permissions.origin.invalid':
    '这不是有效的来源。请使用 http:// 或 https://、主机和可选端口，不含路径，例如 https://lms.example.com。',
  'permissions.origin.duplicate': '该来源已在列表中。',
  'permissions.origin.tooMany': '列表已满：最多 {max} 个来源。请先移除一个。',
  'permissions.origin.storedInvalid': '无效的来源：保存前请将其移除。',
  'permissions.saveFailed': '无法保存权限。',
  'permissions.saved': '权限已保存。',
  'permissions.saving': '正在保存…',
  'permissions.discard': '放弃更改',
} satisfies Translation<typeof permissions>;
