import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'Meu perfil',
  'profile.nameSection': 'Nome',
  'profile.displayName': 'Nome de exibição',
  'profile.email': 'E-mail',
  'profile.employeeId': 'Matrícula',
  'profile.saved': 'Salvo.',
  'profile.preferences': 'Preferências',
  'profile.language': 'Idioma',
  'profile.passwordSection': 'Alterar senha',
  'profile.currentPassword': 'Senha atual',
  'profile.newPassword': 'Nova senha',
  'profile.confirmPassword': 'Confirmar nova senha',
  'profile.changePassword': 'Alterar senha',
  'profile.passwordChanged': 'Sua senha foi alterada.',
} satisfies Translation<typeof profile>;
