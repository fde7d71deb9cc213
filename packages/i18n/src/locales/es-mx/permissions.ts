import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'Permisos',
  'permissions.intro':
    'Configuración de toda la organización para compartir, descargas, sesiones e inserción. La restricción de IP tiene su propia página.',
  'permissions.loading': 'Cargando los permisos…',
  'permissions.loadFailed': 'No se pudieron cargar los permisos.',
  'permissions.sharing': 'Compartir y descargas',
  'permissions.disablePublicLinks': 'Desactivar enlaces públicos',
  'permissions.disablePublicLinksHint':
    'Nadie puede compartir contenido mediante un enlace que funcione sin iniciar sesión.',
  'permissions.disableDownloads': 'Desactivar descargas',
  'permissions.disableDownloadsHint': 'Nadie puede descargar videos ni sus archivos adjuntos.',
  'permissions.session': 'Sesiones',
  'permissions.autoLogout': 'Cerrar sesión automáticamente por inactividad',
  'permissions.autoLogoutTimeout': 'Inactividad antes de cerrar sesión (minutos)',
  'permissions.timeoutRange': 'Ingresa minutos enteros de {min} a {max}.',
  'permissions.origins': 'Sitios que pueden insertar el reproductor',
  'permissions.originsHint':
    'Las páginas de estos orígenes pueden controlar el reproductor en un iframe. Un origen es http o https, un host y un puerto opcional, sin ruta: por ejemplo https://lms.example.com.',
  'permissions.originsEmpty':
    'Aún no se permite ningún sitio: solo este portal controla su reproductor.',
  'permissions.originsCount': '{count} de {max} orígenes',
  'permissions.newOrigin': 'Origen que se permitirá',
  'permissions.addOrigin': 'Agregar',
  'permissions.remove': 'Quitar',
  'permissions.removeOrigin': 'Quitar {origin}',
  'permissions.originAdded': 'Se agregó {origin}. Guarda para aplicarlo.',
  'permissions.originRemoved': 'Se quitó {origin}. Guarda para aplicarlo.',
  'permissions.origin.empty': 'Ingresa un origen para agregarlo.',
  'permissions.origin.invalid':
    'Esto no es un origen. Usa http:// o https://, un host y un puerto opcional, sin ruta: por ejemplo https://lms.example.com.',
  'permissions.origin.duplicate': 'Este origen ya está en la lista.',
  'permissions.origin.tooMany':
    'La lista está llena: como máximo {max} orígenes. Quita uno primero.',
  'permissions.origin.storedInvalid': 'Origen no válido: quítalo antes de guardar.',
  'permissions.saveFailed': 'No se pudieron guardar los permisos.',
  'permissions.saved': 'Los permisos se guardaron.',
  'permissions.saving': 'Guardando…',
  'permissions.discard': 'Descartar cambios',
} satisfies Translation<typeof permissions>;
