import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': '嵌入',
  'embed.title': '嵌入 {title}',
  'embed.scriptLabel': 'script 標籤：頁面中的播放器',
  'embed.iframeLabel': 'iframe',
  'embed.sdkLabel': '從您的頁面控制 iframe（JavaScript SDK）',
  'embed.copy': '複製程式碼',
  'embed.copied': '已複製',
  'embed.publicHint': '公開連結已開啟：任何人都可以播放這些程式碼。',
  'embed.signedInHint':
    '公開連結已關閉：只有登入 Stepwise 的使用者才能播放這些程式碼。在「分享」中開啟公開連結即可對所有人嵌入。',
  'embed.originsNote': '透過 SDK 控制播放器的頁面必須在您組織的允許來源清單中。',
  'embed.originsLink': '允許來源設定',
} satisfies Translation<typeof embed>;
