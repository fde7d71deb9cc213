import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': 'Nome',
  'admin.actions': 'Azioni',
  'admin.create': 'Crea',
  'admin.rename': 'Rinomina',
  'admin.renameNamed': 'Rinomina {name}',
  'admin.delete': 'Elimina',
  'admin.deleteNamed': 'Elimina {name}',
  'admin.groups.title': 'Gruppi di aree di lavoro',
  'admin.groups.create': 'Nuovo gruppo di aree di lavoro',
  'admin.groups.empty': 'Non ci sono ancora gruppi di aree di lavoro.',
  'admin.groups.default': 'Predefinito',
  'admin.groups.workspaceCount': 'Aree di lavoro',
  'admin.groups.moveUp': 'Sposta {name} in alto',
  'admin.groups.moveDown': 'Sposta {name} in basso',
  'admin.groups.deleteConfirm':
    'Eliminare il gruppo di aree di lavoro “{name}”? Si può eliminare solo un gruppo vuoto.',
  'admin.groups.back': 'Tutti i gruppi di aree di lavoro',
  'admin.workspaces.title': 'Aree di lavoro',
  'admin.workspaces.create': 'Nuova area di lavoro',
  'admin.workspaces.colour': 'Colore',
  'admin.workspaces.colourOf': 'Colore di {name}',
  'admin.workspaces.private': 'Privata',
  'admin.workspaces.privateOf': '{name} è privata',
  'admin.workspaces.group': 'Gruppo di aree di lavoro',
  'admin.workspaces.groupOf': 'Gruppo di aree di lavoro di {name}',
  'admin.workspaces.deleteConfirm':
    'Eliminare l’area di lavoro “{name}”? I suoi membri, preferiti e team vengono rimossi insieme a essa.',
  'admin.colour.red': 'Rosso',
  'admin.colour.purple': 'Viola',
  'admin.colour.green': 'Verde',
  'admin.colour.blue': 'Blu',
  'admin.colour.yellow': 'Giallo',
  'admin.alertGetRusticiDownloadHistoryFailed':
    'Impossibile caricare la cronologia delle esportazioni SCORM.',
} satisfies Translation<typeof admin>;
