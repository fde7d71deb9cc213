import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'Anmeldung läuft…',
  'elearning.welcome': 'Willkommen! Ihr Kurs beginnt gleich.',
  'elearning.noPermissionHint':
    'Öffnen Sie den Kurs erneut über Ihre Lernplattform oder bitten Sie Ihre Administration um Zugriff.',
} satisfies Translation<typeof elearning>;
