import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    'Primo accesso o PIN reimpostato? Imposta il PIN con un codice di configurazione',
  'pinSetup.pinOrPassword': 'PIN o password',
  'pinSetup.intro':
    'Inserisci il codice di configurazione che ti ha dato l’amministratore (o che ti ha inviato via email), poi scegli il tuo PIN.',
  'pinSetup.code': 'Codice di configurazione',
  'pinSetup.codeHint': '8 caratteri, per esempio K7QM-4TXP. Ogni codice funziona una sola volta.',
  'pinSetup.codeFormat': 'Inserisci gli 8 caratteri del codice di configurazione.',
  'pinSetup.codeInvalid':
    'Questo codice di configurazione non è valido: potrebbe essere scritto male, già usato o scaduto. Chiedine uno nuovo all’amministratore.',
  'pinSetup.noCode':
    'Non hai un codice? Solo un amministratore può reimpostare un PIN: chiedi al tuo un codice di configurazione.',
  'pinSetup.backToSignIn': 'Torna all’accesso',
} satisfies Translation<typeof pinSetup>;
