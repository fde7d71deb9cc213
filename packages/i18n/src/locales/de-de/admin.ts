import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': 'Name',
  'admin.actions': 'Aktionen',
  'admin.create': 'Erstellen',
  'admin.rename': 'Umbenennen',
  'admin.renameNamed': '{name} umbenennen',
  'admin.delete': 'Löschen',
  'admin.deleteNamed': '{name} löschen',
  'admin.groups.title': 'Arbeitsbereichsgruppen',
  'admin.groups.create': 'Neue Arbeitsbereichsgruppe',
  'admin.groups.empty': 'Es gibt noch keine Arbeitsbereichsgruppen.',
  'admin.groups.default': 'Standard',
  'admin.groups.workspaceCount': 'Arbeitsbereiche',
  'admin.groups.moveUp': '{name} nach oben verschieben',
  'admin.groups.moveDown': '{name} nach unten verschieben',
  'admin.groups.deleteConfirm':
    'Die Arbeitsbereichsgruppe „{name}“ löschen? Nur eine leere Gruppe kann gelöscht werden.',
  'admin.groups.back': 'Alle Arbeitsbereichsgruppen',
  'admin.workspaces.title': 'Arbeitsbereiche',
  'admin.workspaces.create': 'Neuer Arbeitsbereich',
  'admin.workspaces.colour': 'Farbe',
  'admin.workspaces.colourOf': 'Farbe von {name}',
  'admin.workspaces.private': 'Privat',
  'admin.workspaces.privateOf': '{name} ist privat',
  'admin.workspaces.group': 'Arbeitsbereichsgruppe',
  'admin.workspaces.groupOf': 'Arbeitsbereichsgruppe von {name}',
  'admin.workspaces.deleteConfirm':
    'Den Arbeitsbereich „{name}“ löschen? Seine Mitglieder, Favoriten und Teams werden mit entfernt.',
  'admin.colour.red': 'Rot',
  'admin.colour.purple': 'Lila',
  'admin.colour.green': 'Grün',
  'admin.colour.blue': 'Blau',
  'admin.colour.yellow': 'Gelb',
  'admin.alertGetRusticiDownloadHistoryFailed':
    'Der SCORM-Exportverlauf konnte nicht geladen werden.',
} satisfies Translation<typeof admin>;
