import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': '分享',
  'share.title': '分享 {title}',
  'share.loading': '正在加载分享设置…',
  'share.accessLabel': '组织外部访问',
  'share.access.none': '无外部访问',
  'share.access.restricted': '仅限指定域名和邮箱',
  'share.access.public': '任何拥有链接的人',
  'share.access.password': '密码保护',
  'share.publicToggle': '公开链接',
  'share.publicHint': '任何拥有链接的人无需登录即可观看此工作流。',
  'share.notAllowed': '你的组织不允许公开链接。',
  'share.linkLabel': '分享链接',
  'share.copy': '复制链接',
  'share.copied': '链接已复制',
  'share.copyFailed': '无法复制。请选中链接后自行复制。',
  'share.saved': '已保存',
} satisfies Translation<typeof share>;
