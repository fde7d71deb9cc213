import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'Einbetten',
  'embed.title': '{title} einbetten',
  'embed.scriptLabel': 'Script-Tag: der Player in Ihrer Seite',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'Iframe aus Ihrer Seite steuern (JavaScript-SDK)',
  'embed.copy': 'Code kopieren',
  'embed.copied': 'Kopiert',
  'embed.publicHint': 'Der öffentliche Link ist aktiv: Diese Snippets spielen für alle ab.',
  'embed.signedInHint':
    'Der öffentliche Link ist aus: Diese Snippets spielen nur für bei Stepwise angemeldete Personen ab. Aktivieren Sie den öffentlichen Link unter Teilen, um für alle einzubetten.',
  'embed.originsNote':
    'Eine Seite, die den Player über das SDK steuert, muss in der Liste der erlaubten Ursprünge Ihrer Organisation stehen.',
  'embed.originsLink': 'Einstellungen der erlaubten Ursprünge',
} satisfies Translation<typeof embed>;
