import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'Willkommen, {name}',
  'home.intro':
    'Wählen Sie im Seitenmenü einen Arbeitsbereich, um seine Workflows zu sehen, oder durchsuchen Sie alle.',
  'workspace.tabs': 'Inhalt des Arbeitsbereichs',
  'workspace.tab.workflow': 'Workflows',
  'workspace.counts': 'Anzahl der Workflows',
  'workspace.count.created': 'Erstellt',
  'workspace.count.published': 'Veröffentlicht',
  'workspace.count.unpublished': 'Nicht veröffentlicht',
  'workspace.upload': 'Video hochladen',
  'workspace.empty': 'In diesem Arbeitsbereich gibt es noch keine Workflows.',
  'workspace.emptyUpload': 'Laden Sie ein Video hoch, um den ersten zu erstellen.',
  'workspace.interrupted':
    '{count} Upload(s) in diesem Arbeitsbereich wurden vor dem Abschluss unterbrochen.',
  'workspace.reviewUploads': 'Uploads prüfen',
  'ownedByMe.title': 'Meine Inhalte',
  'ownedByMe.tabs': 'Inhalte, die Ihnen gehören',
  'ownedByMe.tab.workflows': 'Workflows',
  'ownedByMe.empty': 'Sie haben noch keine Workflows erstellt.',
  'pager.label': 'Seiten',
  'pager.previous': 'Vorherige Seite',
  'pager.next': 'Nächste Seite',
  'pager.status': 'Seite {page} von {pageCount}',
} satisfies Translation<typeof workspaceOld>;
