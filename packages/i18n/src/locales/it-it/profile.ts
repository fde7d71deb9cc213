import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'Il mio profilo',
  'profile.nameSection': 'Nome',
  'profile.displayName': 'Nome visualizzato',
  'profile.email': 'E-mail',
  'profile.employeeId': 'Matricola',
  'profile.saved': 'Salvato.',
  'profile.preferences': 'Preferenze',
  'profile.language': 'Lingua',
  'profile.passwordSection': 'Cambia password',
  'profile.currentPassword': 'Password attuale',
  'profile.newPassword': 'Nuova password',
  'profile.confirmPassword': 'Conferma la nuova password',
  'profile.changePassword': 'Cambia password',
  'profile.passwordChanged': 'La tua password è stata cambiata.',
} satisfies Translation<typeof profile>;
