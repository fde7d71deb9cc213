import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.close': 'Schließen',
  'common.cancel': 'Abbrechen',
  'common.save': 'Speichern',
  'common.confirm': 'Bestätigen',
  'common.errorTitle': 'Etwas ist schiefgelaufen',
  'common.notFound': 'Diese Seite existiert nicht.',
} satisfies Translation<typeof common>;
