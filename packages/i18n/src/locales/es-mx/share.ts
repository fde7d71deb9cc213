import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'Compartir',
  'share.title': 'Compartir {title}',
  'share.loading': 'Cargando la configuración para compartir…',
  'share.accessLabel': 'Acceso fuera de la organización',
  'share.access.none': 'Sin acceso externo',
  'share.access.restricted': 'Restringido a dominios y correos',
  'share.access.public': 'Cualquier persona con el enlace',
  'share.access.password': 'Protegido con contraseña',
  'share.publicToggle': 'Enlace público',
  'share.publicHint':
    'Cualquier persona con el enlace puede ver este flujo de trabajo sin iniciar sesión.',
  'share.notAllowed': 'Tu organización no permite enlaces públicos.',
  'share.linkLabel': 'Enlace para compartir',
  'share.copy': 'Copiar enlace',
  'share.copied': 'Enlace copiado',
  'share.copyFailed': 'No se pudo copiar. Selecciona el enlace y cópialo tú.',
  'share.saved': 'Guardado',
} satisfies Translation<typeof share>;
