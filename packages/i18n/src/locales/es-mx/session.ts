import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'El acceso desde esta red está restringido',
  'session.ipCheckFailed': 'No pudimos comprobar si tu red está permitida. Inténtalo de nuevo.',
  'session.forbiddenAccountTitle': 'Esta cuenta no puede iniciar sesión aquí',
  'session.forbiddenAccount':
    'Las cuentas de esta generación de organización no son compatibles. Se cerrará tu sesión.',
  'session.consentsTitle': 'Revisa y acepta',
  'session.consentAgree': 'Aceptar',
  'session.consentDecline': 'Rechazar',
  'session.consentMandatory': 'Obligatorio',
  'session.consentMandatoryRefused': 'Debes aceptar esto para seguir usando Stepwise.',
  'session.idleLoggedOut': 'Se cerró tu sesión tras un periodo de inactividad.',
} satisfies Translation<typeof session>;
