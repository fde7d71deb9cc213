import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': 'Si è verificato un errore imprevisto. Riprova.',
  'alert.loginFailed': 'Accesso non riuscito',
  'alert.failedToLoadContent': 'Impossibile caricare il contenuto.',
  'alert.emailNotRegistered': 'Questo account email non è registrato presso {provider}.',
  'alert.invalidEmployeeId': 'ID dipendente non valido.',
  'alert.clientKeyRequired': "Per accedere con l'ID dipendente è necessaria una chiave client.",
  'alert.navigationFailed': 'Navigazione non riuscita',
  'alert.connectionFailed': 'Impossibile raggiungere il server.',
  'alert.connectionFailedHint': 'Controlla la connessione e riprova.',
  'alert.restrictedIp': "La tua organizzazione non consente l'accesso da questa rete.",
  'alert.offline': 'Sei offline. Le modifiche apportate ora potrebbero non essere salvate.',
} satisfies Translation<typeof alert>;
