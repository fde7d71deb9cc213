import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'Condividi',
  'share.title': 'Condividi {title}',
  'share.loading': 'Caricamento delle impostazioni di condivisione…',
  'share.accessLabel': "Accesso esterno all'organizzazione",
  'share.access.none': 'Nessun accesso esterno',
  'share.access.restricted': 'Limitato a domini ed e-mail',
  'share.access.public': 'Chiunque abbia il link',
  'share.access.password': 'Protetto da password',
  'share.publicToggle': 'Link pubblico',
  'share.publicHint': 'Chiunque abbia il link può guardare questo workflow senza accedere.',
  'share.notAllowed': 'La tua organizzazione non consente link pubblici.',
  'share.linkLabel': 'Link da condividere',
  'share.copy': 'Copia link',
  'share.copied': 'Link copiato',
  'share.copyFailed': 'Impossibile copiare. Seleziona il link e copialo tu.',
  'share.saved': 'Salvato',
} satisfies Translation<typeof share>;
