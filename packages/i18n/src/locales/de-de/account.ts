import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'Konto erstellen',
  'account.trialTitle': 'Kostenlose Testphase starten',
  'account.name': 'Name',
  'account.password': 'Passwort',
  'account.newPassword': 'Neues Passwort',
  'account.confirmPassword': 'Passwort bestätigen',
  'account.newPin': 'Neue PIN',
  'account.confirmPin': 'PIN bestätigen',
  'account.create': 'Konto erstellen',
  'account.creating': 'Wird erstellt…',
  'account.confirm': 'Bestätigen',
  'account.saving': 'Wird gespeichert…',
  'account.passwordHint':
    '10 bis 25 Zeichen mit Ziffer, Klein- und Großbuchstabe sowie Sonderzeichen; keine Leerzeichen.',
  'account.newPasswordTitle': 'Neues Passwort wählen',
  'account.newPinTitle': 'Neue PIN wählen',
  'account.newPinFor': 'Personalnummer: {account}',
  'account.passwordChanged': 'Ihr Passwort wurde geändert. Sie werden angemeldet…',
  'account.expiredTitle': 'Dieser Link ist abgelaufen',
  'account.expiredInvite':
    'Ihr Einladungslink ist abgelaufen. Bitten Sie Ihre Administratoren, Sie erneut einzuladen.',
  'account.expiredReset':
    'Ihr Link zum Zurücksetzen des Passworts ist abgelaufen. Sie können einen neuen anfordern.',
  'account.expiredGeneric':
    'Dieser Link ist nicht mehr gültig. Beginnen Sie erneut auf der Anmeldeseite.',
  'account.sendNewLink': 'Neuen Link senden',
  'account.newLinkSent': 'Ein neuer Link ist unterwegs an {email}.',
  'account.alertPasswordFormatError': 'Das Passwort erfüllt die Passwortregeln nicht.',
  'account.alertPasswordIncludeCertainValue': 'Das Passwort darf Ihren Kontonamen nicht enthalten.',
  'account.alertPasswordReused': 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  'account.alertFailedSetPassword':
    'Ihr Passwort konnte nicht festgelegt werden. Sie werden zur Anmeldung zurückgeleitet.',
} satisfies Translation<typeof account>;
