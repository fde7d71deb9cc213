import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'Principal',
  'nav.home': 'Inicio',
  'nav.ownedByMe': 'Míos',
  'nav.search': 'Buscar flujos de trabajo',
  'nav.searchPlaceholder': 'Buscar…',
  'nav.workspaces': 'Mis espacios de trabajo',
  'nav.noWorkspaces': 'Todavía no perteneces a ningún espacio de trabajo.',
  'nav.notFoundTitle': 'Página no encontrada',
  'nav.notFound': 'La página que buscas no existe.',
  'nav.forbiddenTitle': 'Sin acceso',
  'nav.forbidden': 'No tienes permiso para abrir esta página.',
  'nav.goHome': 'Ir al inicio',
  'nav.navigationFailedHint': 'No se pudo abrir la página.',
  'nav.tryAgain': 'Intentar de nuevo',
  'nav.sharedTitle': 'Dispositivo compartido',
  'nav.sharedIntro':
    'Iniciaste sesión con una cuenta compartida. Abre el contenido que necesitas desde el inicio o la búsqueda.',
  'nav.openHome': 'Abrir inicio',
  'nav.openSearch': 'Buscar',
} satisfies Translation<typeof nav>;
