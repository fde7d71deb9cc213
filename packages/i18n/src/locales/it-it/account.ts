import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'Crea il tuo account',
  'account.trialTitle': 'Inizia la prova gratuita',
  'account.name': 'Nome',
  'account.password': 'Password',
  'account.newPassword': 'Nuova password',
  'account.confirmPassword': 'Conferma password',
  'account.newPin': 'Nuovo PIN',
  'account.confirmPin': 'Conferma PIN',
  'account.create': 'Crea account',
  'account.creating': 'Creazione in corso…',
  'account.confirm': 'Conferma',
  'account.saving': 'Salvataggio in corso…',
  'account.passwordHint':
    'Da 10 a 25 caratteri con una cifra, una minuscola, una maiuscola e un carattere speciale; niente spazi.',
  'account.newPasswordTitle': 'Scegli una nuova password',
  'account.newPinTitle': 'Scegli un nuovo PIN',
  'account.newPinFor': 'ID dipendente: {account}',
  'account.passwordChanged': 'La password è stata cambiata. Accesso in corso…',
  'account.expiredTitle': 'Questo link è scaduto',
  'account.expiredInvite':
    'Il link di invito è scaduto. Chiedi al tuo amministratore di invitarti di nuovo.',
  'account.expiredReset':
    'Il link per reimpostare la password è scaduto. Puoi richiederne uno nuovo.',
  'account.expiredGeneric': 'Questo link non è più valido. Ricomincia dalla pagina di accesso.',
  'account.sendNewLink': 'Invia un nuovo link',
  'account.newLinkSent': 'Un nuovo link è in arrivo a {email}.',
  'account.alertPasswordFormatError': 'La password non rispetta le regole.',
  'account.alertPasswordIncludeCertainValue': 'La password non può contenere il nome dell’account.',
  'account.alertPasswordReused': 'La nuova password deve essere diversa da quella attuale.',
  'account.alertFailedSetPassword': 'Impossibile impostare la password. Torni all’accesso.',
} satisfies Translation<typeof account>;
