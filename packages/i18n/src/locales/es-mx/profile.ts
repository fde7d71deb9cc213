import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'Mi perfil',
  'profile.nameSection': 'Nombre',
  'profile.displayName': 'Nombre para mostrar',
  'profile.email': 'Correo electrónico',
  'profile.employeeId': 'Número de empleado',
  'profile.saved': 'Guardado.',
  'profile.preferences': 'Preferencias',
  'profile.language': 'Idioma',
  'profile.passwordSection': 'Cambiar contraseña',
  'profile.currentPassword': 'Contraseña actual',
  'profile.newPassword': 'Contraseña nueva',
  'profile.confirmPassword': 'Confirmar contraseña nueva',
  'profile.changePassword': 'Cambiar contraseña',
  'profile.passwordChanged': 'Tu contraseña se cambió.',
} satisfies Translation<typeof profile>;
