import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    '¿Primer inicio de sesión o PIN restablecido? Define tu PIN con un código de configuración',
  'pinSetup.pinOrPassword': 'PIN o contraseña',
  'pinSetup.intro':
    'Escribe el código de configuración que te dio tu administrador (o que te envió por correo electrónico) y luego elige tu PIN.',
  'pinSetup.code': 'Código de configuración',
  'pinSetup.codeHint': '8 caracteres, por ejemplo K7QM-4TXP. Cada código funciona una sola vez.',
  'pinSetup.codeFormat': 'Escribe los 8 caracteres de tu código de configuración.',
  'pinSetup.codeInvalid':
    'Este código de configuración no es válido: puede estar mal escrito, ya usado o vencido. Pide uno nuevo a tu administrador.',
  'pinSetup.noCode':
    '¿No tienes código? Solo un administrador puede restablecer un PIN; pide al tuyo un código de configuración.',
  'pinSetup.backToSignIn': 'Volver a iniciar sesión',
} satisfies Translation<typeof pinSetup>;
