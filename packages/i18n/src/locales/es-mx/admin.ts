import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': 'Nombre',
  'admin.actions': 'Acciones',
  'admin.create': 'Crear',
  'admin.rename': 'Cambiar nombre',
  'admin.renameNamed': 'Cambiar el nombre de {name}',
  'admin.delete': 'Eliminar',
  'admin.deleteNamed': 'Eliminar {name}',
  'admin.groups.title': 'Grupos de espacios de trabajo',
  'admin.groups.create': 'Nuevo grupo de espacios de trabajo',
  'admin.groups.empty': 'Todavía no hay grupos de espacios de trabajo.',
  'admin.groups.default': 'Predeterminado',
  'admin.groups.workspaceCount': 'Espacios de trabajo',
  'admin.groups.moveUp': 'Subir {name}',
  'admin.groups.moveDown': 'Bajar {name}',
  'admin.groups.deleteConfirm':
    '¿Eliminar el grupo de espacios de trabajo “{name}”? Solo se puede eliminar un grupo vacío.',
  'admin.groups.back': 'Todos los grupos de espacios de trabajo',
  'admin.workspaces.title': 'Espacios de trabajo',
  'admin.workspaces.create': 'Nuevo espacio de trabajo',
  'admin.workspaces.colour': 'Color',
  'admin.workspaces.colourOf': 'Color de {name}',
  'admin.workspaces.private': 'Privado',
  'admin.workspaces.privateOf': '{name} es privado',
  'admin.workspaces.group': 'Grupo de espacios de trabajo',
  'admin.workspaces.groupOf': 'Grupo de espacios de trabajo de {name}',
  'admin.workspaces.deleteConfirm':
    '¿Eliminar el espacio de trabajo “{name}”? Sus miembros, favoritos y equipos se eliminan con él.',
  'admin.colour.red': 'Rojo',
  'admin.colour.purple': 'Morado',
  'admin.colour.green': 'Verde',
  'admin.colour.blue': 'Azul',
  'admin.colour.yellow': 'Amarillo',
  'admin.alertGetRusticiDownloadHistoryFailed':
    'No se pudo cargar el historial de exportaciones SCORM.',
} satisfies Translation<typeof admin>;
