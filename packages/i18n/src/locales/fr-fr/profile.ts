import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'Mon profil',
  'profile.nameSection': 'Nom',
  'profile.displayName': 'Nom affiché',
  'profile.email': 'E-mail',
  'profile.employeeId': 'Matricule',
  'profile.saved': 'Enregistré.',
  'profile.preferences': 'Préférences',
  'profile.language': 'Langue',
  'profile.passwordSection': 'Changer le mot de passe',
  'profile.currentPassword': 'Mot de passe actuel',
  'profile.newPassword': 'Nouveau mot de passe',
  'profile.confirmPassword': 'Confirmer le nouveau mot de passe',
  'profile.changePassword': 'Changer le mot de passe',
  'profile.passwordChanged': 'Votre mot de passe a été modifié.',
} satisfies Translation<typeof profile>;
