import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError':
    'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  'alert.loginFailed': 'Anmeldung fehlgeschlagen',
  'alert.failedToLoadContent': 'Inhalt konnte nicht geladen werden.',
  'alert.emailNotRegistered': 'Dieses E-Mail-Konto ist bei {provider} nicht registriert.',
  'alert.invalidEmployeeId': 'Ungültige Mitarbeiter-ID.',
  'alert.clientKeyRequired':
    'Für die Anmeldung mit Mitarbeiter-ID ist ein Client-Schlüssel erforderlich.',
  'alert.navigationFailed': 'Seitenwechsel fehlgeschlagen',
  'alert.connectionFailed': 'Der Server ist nicht erreichbar.',
  'alert.connectionFailedHint': 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'alert.restrictedIp': 'Ihre Organisation erlaubt keinen Zugriff aus diesem Netzwerk.',
  'alert.offline':
    'Sie sind offline. Änderungen, die Sie jetzt vornehmen, werden möglicherweise nicht gespeichert.',
} satisfies Translation<typeof alert>;
