import type { Translation } from '../../catalogue.js';
import type auth from '../en/auth.js';

export default {
  'auth.signInTitle': 'Inicia sesión en Stepwise',
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.signIn': 'Iniciar sesión',
  'auth.signingIn': 'Iniciando sesión…',
  'auth.sessionExpired': 'Tu sesión terminó. Vuelve a iniciar sesión.',
  'auth.signOut': 'Cerrar sesión',
  'auth.invalidLoginCredentials': 'El correo electrónico o la contraseña no son correctos.',
  'auth.useSsoLogin': 'Tu organización inicia sesión con inicio de sesión único (SSO).',
  'auth.emailOrId': 'Correo electrónico o ID de empleado',
  'auth.next': 'Siguiente',
  'auth.checking': 'Verificando…',
  'auth.greeting': 'Hola, {name}',
  'auth.back': 'Atrás',
  'auth.pin': 'PIN',
  'auth.masterPassword': 'Contraseña maestra',
  'auth.forgotPassword': '¿Olvidaste tu contraseña?',
  'auth.forgotPin': '¿Olvidaste tu PIN?',
  'auth.forgotPinTitle': 'Restablece tu PIN',
  'auth.resetTitle': 'Restablece tu contraseña',
  'auth.resetIntro':
    'Ingresa tu correo y te enviaremos un enlace para elegir una nueva contraseña.',
  'auth.sendResetLink': 'Enviar enlace',
  'auth.pinResetByAdmin': 'Solo un administrador puede restablecer tu PIN.',
  'auth.requestPinReset': 'Pedir a un administrador',
  'auth.resetSuccessTitle': 'Revisa tu correo',
  'auth.resetSuccess':
    'Si existe una cuenta para {email}, ya va en camino un enlace para restablecer la contraseña.',
  'auth.pinRequestSentTitle': 'Solicitud enviada',
  'auth.pinRequestSent': 'Se pidió a tus administradores que restablezcan tu PIN.',
  'auth.backToSignIn': 'Volver a iniciar sesión',
  'auth.retry': 'Reintentar',
  'auth.close': 'Cerrar',
  'auth.ok': 'Aceptar',
  'auth.cookiePolicy': 'Política de cookies y privacidad',
  'auth.cookieNotice': 'Usamos cookies para mantener tu sesión iniciada y recordar tu idioma.',
  'auth.cookiePolicyText':
    'Stepwise solo guarda lo necesario para funcionar: tu sesión, el idioma de la interfaz y el tema. No se usan para publicidad ni se comparten con terceros.',
  'auth.privacyPolicy': 'Política de privacidad',
  'auth.privacyPolicyText':
    'Tu organización controla el contenido y las cuentas de este espacio. Pregunta a tu administrador cómo se tratan tus datos personales.',
  'auth.copyright': '© {year} Stepwise. Todos los derechos reservados.',
  'auth.about': 'Acerca de',
  'auth.aboutText':
    'Stepwise convierte videos prácticos en instrucciones de trabajo paso a paso para tus equipos.',
  'auth.headerLinks': 'Opciones de inicio de sesión',
  'auth.language': 'Idioma',
  'auth.loggedOutTitle': 'Cerraste sesión',
  'auth.loggedOutMessage':
    'Cerraste sesión en Stepwise. Por seguridad, cierra sesión también en todas las demás aplicaciones que uses con esta cuenta.',
  'auth.alertDisableDHLogin':
    'El inicio de sesión con ID de empleado está desactivado en tu organización.',
  'auth.alertEmployeeIdInvalid':
    'No se pudo cargar la configuración de inicio de sesión de tu organización.',
  'auth.alertInvalidId': 'Este ID no es válido.',
  'auth.alertResetFailed': 'La solicitud de restablecimiento falló. Inténtalo de nuevo.',
  'auth.tooManyAttempts':
    'Demasiados intentos fallidos. Vuelve a intentarlo en {minutes} minuto(s).',
} satisfies Translation<typeof auth>;
