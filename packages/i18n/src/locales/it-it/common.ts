import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'Caricamento…',
  'common.retry': 'Riprova',
  'common.close': 'Chiudi',
  'common.cancel': 'Annulla',
  'common.save': 'Salva',
  'common.confirm': 'Conferma',
  'common.errorTitle': 'Qualcosa è andato storto',
  'common.notFound': 'Questa pagina non esiste.',
} satisfies Translation<typeof common>;
