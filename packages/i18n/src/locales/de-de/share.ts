import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'Teilen',
  'share.title': '{title} teilen',
  'share.loading': 'Freigabeeinstellungen werden geladen…',
  'share.accessLabel': 'Zugriff außerhalb der Organisation',
  'share.access.none': 'Kein Zugriff von außen',
  'share.access.restricted': 'Auf Domains und E-Mail-Adressen beschränkt',
  'share.access.public': 'Alle mit dem Link',
  'share.access.password': 'Passwortgeschützt',
  'share.publicToggle': 'Öffentlicher Link',
  'share.publicHint': 'Alle mit dem Link können diesen Workflow ohne Anmeldung ansehen.',
  'share.notAllowed': 'Ihre Organisation erlaubt keine öffentlichen Links.',
  'share.linkLabel': 'Link zum Teilen',
  'share.copy': 'Link kopieren',
  'share.copied': 'Link kopiert',
  'share.copyFailed':
    'Kopieren fehlgeschlagen. Markieren Sie den Link und kopieren Sie ihn selbst.',
  'share.saved': 'Gespeichert',
} satisfies Translation<typeof share>;
