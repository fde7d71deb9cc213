import type { Translation } from '../../catalogue.js';
import type auth from '../en/auth.js';

export default {
  'auth.signInTitle': 'Accedi a Stepwise',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.signIn': 'Accedi',
  'auth.signingIn': 'Accesso in corso…',
  'auth.sessionExpired': 'La sessione è scaduta. Accedi di nuovo.',
  'auth.signOut': 'Esci',
  'auth.invalidLoginCredentials': 'Email o password non corrette.',
  'auth.useSsoLogin': "La tua organizzazione accede con l'autenticazione unica (SSO).",
  'auth.emailOrId': 'Email o ID dipendente',
  'auth.next': 'Avanti',
  'auth.checking': 'Verifica in corso…',
  'auth.greeting': 'Ciao {name}',
  'auth.back': 'Indietro',
  'auth.pin': 'PIN',
  'auth.masterPassword': 'Password principale',
  'auth.forgotPassword': 'Password dimenticata?',
  'auth.forgotPin': 'PIN dimenticato?',
  'auth.forgotPinTitle': 'Reimposta il PIN',
  'auth.resetTitle': 'Reimposta la password',
  'auth.resetIntro':
    'Inserisci la tua email e ti invieremo un link per scegliere una nuova password.',
  'auth.sendResetLink': 'Invia link',
  'auth.pinResetByAdmin': 'Il PIN può essere reimpostato solo da un amministratore.',
  'auth.requestPinReset': 'Chiedi a un amministratore',
  'auth.resetSuccessTitle': 'Controlla la tua email',
  'auth.resetSuccess':
    'Se esiste un account per {email}, è in arrivo un link per reimpostare la password.',
  'auth.pinRequestSentTitle': 'Richiesta inviata',
  'auth.pinRequestSent': 'È stato chiesto ai tuoi amministratori di reimpostare il PIN.',
  'auth.backToSignIn': 'Torna all’accesso',
  'auth.retry': 'Riprova',
  'auth.close': 'Chiudi',
  'auth.ok': 'OK',
  'auth.cookiePolicy': 'Informativa su cookie e privacy',
  'auth.cookieNotice': 'Usiamo i cookie per mantenerti connesso e ricordare la tua lingua.',
  'auth.cookiePolicyText':
    'Stepwise conserva solo ciò che serve al funzionamento: la sessione di accesso, la lingua dell’interfaccia e il tema. Nulla viene usato per la pubblicità o condiviso con terzi.',
  'auth.privacyPolicy': 'Informativa sulla privacy',
  'auth.privacyPolicyText':
    'La tua organizzazione gestisce contenuti e account di questo spazio. Chiedi al tuo amministratore come vengono trattati i tuoi dati personali.',
  'auth.copyright': '© {year} Stepwise. Tutti i diritti riservati.',
  'auth.about': 'Informazioni',
  'auth.aboutText':
    'Stepwise trasforma i video dimostrativi in istruzioni di lavoro passo passo per i tuoi team.',
  'auth.headerLinks': 'Opzioni di accesso',
  'auth.language': 'Lingua',
  'auth.loggedOutTitle': 'Sei uscito dall’account',
  'auth.loggedOutMessage':
    'Sei uscito da Stepwise. Per sicurezza, esci anche da tutte le altre app che usi con questo account.',
  'auth.alertDisableDHLogin':
    'L’accesso con ID dipendente è disattivato per la tua organizzazione.',
  'auth.alertEmployeeIdInvalid':
    'Impossibile caricare le impostazioni di accesso della tua organizzazione.',
  'auth.alertInvalidId': 'Questo ID non è valido.',
  'auth.alertResetFailed': 'La richiesta di reimpostazione non è riuscita. Riprova.',
  'auth.tooManyAttempts':
    'Troppi tentativi di accesso non riusciti. Riprova tra {minutes} minuto/i.',
} satisfies Translation<typeof auth>;
