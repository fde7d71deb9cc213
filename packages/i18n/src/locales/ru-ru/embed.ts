import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'Встроить',
  'embed.title': 'Встроить {title}',
  'embed.scriptLabel': 'Тег script: плеер на вашей странице',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'Управление iframe с вашей страницы (JavaScript SDK)',
  'embed.copy': 'Копировать код',
  'embed.copied': 'Скопировано',
  'embed.publicHint': 'Публичная ссылка включена: эти фрагменты воспроизводятся для всех.',
  'embed.signedInHint':
    'Публичная ссылка выключена: эти фрагменты воспроизводятся только для вошедших в Stepwise. Включите публичную ссылку в разделе «Поделиться», чтобы встроить для всех.',
  'embed.originsNote':
    'Страница, управляющая плеером через SDK, должна быть в списке разрешённых источников вашей организации.',
  'embed.originsLink': 'Настройки разрешённых источников',
} satisfies Translation<typeof embed>;
