import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'Crea tu cuenta',
  'account.trialTitle': 'Comienza tu prueba gratuita',
  'account.name': 'Nombre',
  'account.password': 'Contraseña',
  'account.newPassword': 'Nueva contraseña',
  'account.confirmPassword': 'Confirmar contraseña',
  'account.newPin': 'Nuevo PIN',
  'account.confirmPin': 'Confirmar PIN',
  'account.create': 'Crear cuenta',
  'account.creating': 'Creando…',
  'account.confirm': 'Confirmar',
  'account.saving': 'Guardando…',
  'account.passwordHint':
    'De 10 a 25 caracteres con un dígito, una minúscula, una mayúscula y un carácter especial; sin espacios.',
  'account.newPasswordTitle': 'Elige una nueva contraseña',
  'account.newPinTitle': 'Elige un nuevo PIN',
  'account.newPinFor': 'ID de empleado: {account}',
  'account.passwordChanged': 'Tu contraseña se cambió. Iniciando sesión…',
  'account.expiredTitle': 'Este enlace caducó',
  'account.expiredInvite':
    'Tu enlace de invitación caducó. Pide a tu administrador que te invite de nuevo.',
  'account.expiredReset':
    'Tu enlace para restablecer la contraseña caducó. Puedes pedir uno nuevo.',
  'account.expiredGeneric':
    'Este enlace ya no es válido. Vuelve a empezar desde la página de inicio de sesión.',
  'account.sendNewLink': 'Enviar un enlace nuevo',
  'account.newLinkSent': 'Ya va en camino un enlace nuevo a {email}.',
  'account.alertPasswordFormatError': 'La contraseña no cumple las reglas.',
  'account.alertPasswordIncludeCertainValue':
    'La contraseña no puede contener el nombre de tu cuenta.',
  'account.alertPasswordReused': 'La nueva contraseña debe ser distinta de la actual.',
  'account.alertFailedSetPassword':
    'No pudimos establecer tu contraseña. Te llevamos de vuelta al inicio de sesión.',
} satisfies Translation<typeof account>;
