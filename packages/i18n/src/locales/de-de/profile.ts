import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'Mein Profil',
  'profile.nameSection': 'Name',
  'profile.displayName': 'Anzeigename',
  'profile.email': 'E-Mail',
  'profile.employeeId': 'Personalnummer',
  'profile.saved': 'Gespeichert.',
  'profile.preferences': 'Einstellungen',
  'profile.language': 'Sprache',
  'profile.passwordSection': 'Passwort ändern',
  'profile.currentPassword': 'Aktuelles Passwort',
  'profile.newPassword': 'Neues Passwort',
  'profile.confirmPassword': 'Neues Passwort bestätigen',
  'profile.changePassword': 'Passwort ändern',
  'profile.passwordChanged': 'Ihr Passwort wurde geändert.',
} satisfies Translation<typeof profile>;
