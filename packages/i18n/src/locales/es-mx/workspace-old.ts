import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'Te damos la bienvenida, {name}',
  'home.intro':
    'Elige un espacio de trabajo en el menú lateral para ver sus flujos de trabajo, o busca en todos.',
  'workspace.tabs': 'Contenido del espacio de trabajo',
  'workspace.tab.workflow': 'Flujos de trabajo',
  'workspace.counts': 'Cantidad de flujos de trabajo',
  'workspace.count.created': 'Creados',
  'workspace.count.published': 'Publicados',
  'workspace.count.unpublished': 'Sin publicar',
  'workspace.upload': 'Subir video',
  'workspace.empty': 'Todavía no hay flujos de trabajo en este espacio.',
  'workspace.emptyUpload': 'Sube un video para crear el primero.',
  'workspace.interrupted':
    '{count} subida(s) en este espacio de trabajo se detuvieron antes de terminar.',
  'workspace.reviewUploads': 'Revisar subidas',
  'ownedByMe.title': 'Míos',
  'ownedByMe.tabs': 'Contenido que te pertenece',
  'ownedByMe.tab.workflows': 'Flujos de trabajo',
  'ownedByMe.empty': 'Todavía no has creado ningún flujo de trabajo.',
  'pager.label': 'Páginas',
  'pager.previous': 'Página anterior',
  'pager.next': 'Página siguiente',
  'pager.status': 'Página {page} de {pageCount}',
} satisfies Translation<typeof workspaceOld>;
