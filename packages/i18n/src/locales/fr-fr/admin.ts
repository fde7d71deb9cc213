import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': 'Nom',
  'admin.actions': 'Actions',
  'admin.create': 'Créer',
  'admin.rename': 'Renommer',
  'admin.renameNamed': 'Renommer {name}',
  'admin.delete': 'Supprimer',
  'admin.deleteNamed': 'Supprimer {name}',
  'admin.groups.title': 'Groupes d’espaces de travail',
  'admin.groups.create': 'Nouveau groupe d’espaces de travail',
  'admin.groups.empty': 'Il n’y a pas encore de groupe d’espaces de travail.',
  'admin.groups.default': 'Par défaut',
  'admin.groups.workspaceCount': 'Espaces de travail',
  'admin.groups.moveUp': 'Monter {name}',
  'admin.groups.moveDown': 'Descendre {name}',
  'admin.groups.deleteConfirm':
    'Supprimer le groupe d’espaces de travail « {name} » ? Seul un groupe vide peut être supprimé.',
  'admin.groups.back': 'Tous les groupes d’espaces de travail',
  'admin.workspaces.title': 'Espaces de travail',
  'admin.workspaces.create': 'Nouvel espace de travail',
  'admin.workspaces.colour': 'Couleur',
  'admin.workspaces.colourOf': 'Couleur de {name}',
  'admin.workspaces.private': 'Privé',
  'admin.workspaces.privateOf': '{name} est privé',
  'admin.workspaces.group': 'Groupe d’espaces de travail',
  'admin.workspaces.groupOf': 'Groupe d’espaces de travail de {name}',
  'admin.workspaces.deleteConfirm':
    'Supprimer l’espace de travail « {name} » ? Ses membres, favoris et équipes seront supprimés avec lui.',
  'admin.colour.red': 'Rouge',
  'admin.colour.purple': 'Violet',
  'admin.colour.green': 'Vert',
  'admin.colour.blue': 'Bleu',
  'admin.colour.yellow': 'Jaune',
  'admin.alertGetRusticiDownloadHistoryFailed':
    'Impossible de charger l’historique des exports SCORM.',
} satisfies Translation<typeof admin>;
