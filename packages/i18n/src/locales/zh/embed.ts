import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': '嵌入',
  'embed.title': '嵌入 {title}',
  'embed.scriptLabel': 'script 标签：页面中的播放器',
  'embed.iframeLabel': 'iframe',
  'embed.sdkLabel': '从您的页面控制 iframe（JavaScript SDK）',
  'embed.copy': '复制代码',
  'embed.copied': '已复制',
  'embed.publicHint': '公开链接已开启：任何人都可以播放这些代码。',
  'embed.signedInHint':
    '公开链接已关闭：只有登录 Stepwise 的用户才能播放这些代码。在“分享”中开启公开链接即可面向所有人嵌入。',
  'embed.originsNote': '通过 SDK 控制播放器的页面必须在您组织的允许来源列表中。',
  'embed.originsLink': '允许来源设置',
} satisfies Translation<typeof embed>;
