import type { Translation } from '../../catalogue.js';
import type auth from '../en/auth.js';

export default {
  'auth.signInTitle': 'Bei Stepwise anmelden',
  'auth.email': 'E-Mail',
  'auth.password': 'Passwort',
  'auth.signIn': 'Anmelden',
  'auth.signingIn': 'Anmeldung läuft…',
  'auth.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'auth.signOut': 'Abmelden',
  'auth.invalidLoginCredentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'auth.useSsoLogin': 'Ihre Organisation meldet sich per Single Sign-on an.',
  'auth.emailOrId': 'E-Mail oder Personalnummer',
  'auth.next': 'Weiter',
  'auth.checking': 'Wird geprüft…',
  'auth.greeting': 'Hallo {name}',
  'auth.back': 'Zurück',
  'auth.pin': 'PIN',
  'auth.masterPassword': 'Master-Passwort',
  'auth.forgotPassword': 'Passwort vergessen?',
  'auth.forgotPin': 'PIN vergessen?',
  'auth.forgotPinTitle': 'PIN zurücksetzen',
  'auth.resetTitle': 'Passwort zurücksetzen',
  'auth.resetIntro':
    'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, um ein neues Passwort festzulegen.',
  'auth.sendResetLink': 'Link senden',
  'auth.pinResetByAdmin': 'Ihre PIN kann nur von einem Administrator zurückgesetzt werden.',
  'auth.requestPinReset': 'Administrator fragen',
  'auth.resetSuccessTitle': 'Prüfen Sie Ihr Postfach',
  'auth.resetSuccess':
    'Falls es ein Konto für {email} gibt, ist ein Link zum Zurücksetzen des Passworts unterwegs.',
  'auth.pinRequestSentTitle': 'Anfrage gesendet',
  'auth.pinRequestSent': 'Ihre Administratoren wurden gebeten, Ihre PIN zurückzusetzen.',
  'auth.backToSignIn': 'Zurück zur Anmeldung',
  'auth.retry': 'Erneut versuchen',
  'auth.close': 'Schließen',
  'auth.ok': 'OK',
  'auth.cookiePolicy': 'Cookie- und Datenschutzrichtlinie',
  'auth.cookieNotice':
    'Wir verwenden Cookies, damit Sie angemeldet bleiben und Ihre Sprache gespeichert wird.',
  'auth.cookiePolicyText':
    'Stepwise speichert nur, was es zum Funktionieren braucht: Ihre Anmeldesitzung, Ihre Oberflächensprache und Ihr Design. Nichts davon wird für Werbung genutzt oder an Dritte weitergegeben.',
  'auth.privacyPolicy': 'Datenschutzrichtlinie',
  'auth.privacyPolicyText':
    'Ihre Organisation verwaltet die Inhalte und Konten dieses Arbeitsbereichs. Fragen Sie Ihre Administratoren, wie Ihre personenbezogenen Daten verarbeitet werden.',
  'auth.copyright': '© {year} Stepwise. Alle Rechte vorbehalten.',
  'auth.about': 'Über',
  'auth.aboutText':
    'Stepwise macht aus Anleitungsvideos Schritt-für-Schritt-Arbeitsanweisungen für Ihre Teams.',
  'auth.headerLinks': 'Anmeldeoptionen',
  'auth.language': 'Sprache',
  'auth.loggedOutTitle': 'Sie wurden abgemeldet',
  'auth.loggedOutMessage':
    'Sie haben sich von Stepwise abgemeldet. Melden Sie sich zu Ihrer Sicherheit bitte auch von allen anderen Apps ab, die Sie mit diesem Konto nutzen.',
  'auth.alertDisableDHLogin':
    'Die Anmeldung mit Personalnummer ist für Ihre Organisation deaktiviert.',
  'auth.alertEmployeeIdInvalid':
    'Die Anmeldeeinstellungen Ihrer Organisation konnten nicht geladen werden.',
  'auth.alertInvalidId': 'Diese ID ist ungültig.',
  'auth.alertResetFailed':
    'Die Anfrage zum Zurücksetzen ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'auth.tooManyAttempts':
    'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {minutes} Minute(n) erneut.',
} satisfies Translation<typeof auth>;
