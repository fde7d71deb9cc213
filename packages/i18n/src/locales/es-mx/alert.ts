import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': 'Ocurrió un error inesperado. Vuelve a intentarlo.',
  'alert.loginFailed': 'No se pudo iniciar sesión',
  'alert.failedToLoadContent': 'No se pudo cargar el contenido.',
  'alert.emailNotRegistered': 'Esta cuenta de correo no está registrada en {provider}.',
  'alert.invalidEmployeeId': 'ID de empleado no válido.',
  'alert.clientKeyRequired':
    'Se necesita una clave de cliente para iniciar sesión con ID de empleado.',
  'alert.navigationFailed': 'No se pudo abrir la página',
  'alert.connectionFailed': 'No se pudo conectar con el servidor.',
  'alert.connectionFailedHint': 'Revisa tu conexión y vuelve a intentarlo.',
  'alert.restrictedIp': 'Tu organización no permite el acceso desde esta red.',
  'alert.offline': 'Estás sin conexión. Es posible que los cambios que hagas ahora no se guarden.',
} satisfies Translation<typeof alert>;
