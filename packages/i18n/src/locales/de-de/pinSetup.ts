import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    'Erste Anmeldung oder PIN zurückgesetzt? Legen Sie Ihre PIN mit einem Einrichtungscode fest',
  'pinSetup.pinOrPassword': 'PIN oder Passwort',
  'pinSetup.intro':
    'Geben Sie den Einrichtungscode ein, den Sie von Ihrem Administrator erhalten haben (oder per E-Mail), und wählen Sie dann Ihre PIN.',
  'pinSetup.code': 'Einrichtungscode',
  'pinSetup.codeHint': '8 Zeichen, zum Beispiel K7QM-4TXP. Jeder Code funktioniert nur einmal.',
  'pinSetup.codeFormat': 'Geben Sie die 8 Zeichen Ihres Einrichtungscodes ein.',
  'pinSetup.codeInvalid':
    'Dieser Einrichtungscode ist ungültig: Er ist vielleicht falsch eingegeben, schon verwendet oder abgelaufen. Bitten Sie Ihren Administrator um einen neuen.',
  'pinSetup.noCode':
    'Kein Code? Nur ein Administrator kann eine PIN zurücksetzen; bitten Sie Ihren um einen Einrichtungscode.',
  'pinSetup.backToSignIn': 'Zurück zur Anmeldung',
} satisfies Translation<typeof pinSetup>;
