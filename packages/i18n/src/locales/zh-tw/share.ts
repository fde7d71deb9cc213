import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': '分享',
  'share.title': '分享 {title}',
  'share.loading': '正在載入分享設定…',
  'share.accessLabel': '組織外部存取',
  'share.access.none': '無外部存取',
  'share.access.restricted': '僅限指定網域與電子郵件',
  'share.access.public': '任何擁有連結的人',
  'share.access.password': '密碼保護',
  'share.publicToggle': '公開連結',
  'share.publicHint': '任何擁有連結的人無需登入即可觀看此工作流程。',
  'share.notAllowed': '你的組織不允許公開連結。',
  'share.linkLabel': '分享連結',
  'share.copy': '複製連結',
  'share.copied': '已複製連結',
  'share.copyFailed': '無法複製。請選取連結後自行複製。',
  'share.saved': '已儲存',
} satisfies Translation<typeof share>;
