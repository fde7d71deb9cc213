import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'Benvenuto, {name}',
  'home.intro':
    "Scegli un'area di lavoro dal menu laterale per vederne i flussi di lavoro, oppure cerca in tutte.",
  'workspace.tabs': "Contenuto dell'area di lavoro",
  'workspace.tab.workflow': 'Flussi di lavoro',
  'workspace.counts': 'Numero di flussi di lavoro',
  'workspace.count.created': 'Creati',
  'workspace.count.published': 'Pubblicati',
  'workspace.count.unpublished': 'Non pubblicati',
  'workspace.upload': 'Carica video',
  'workspace.empty': "Nessun flusso di lavoro in quest'area di lavoro.",
  'workspace.emptyUpload': 'Carica un video per creare il primo.',
  'workspace.interrupted':
    "{count} caricamento/i in quest'area di lavoro si sono interrotti prima di finire.",
  'workspace.reviewUploads': 'Controlla i caricamenti',
  'ownedByMe.title': 'Di mia proprietà',
  'ownedByMe.tabs': 'Contenuti di tua proprietà',
  'ownedByMe.tab.workflows': 'Flussi di lavoro',
  'ownedByMe.empty': 'Non hai ancora creato flussi di lavoro.',
  'pager.label': 'Pagine',
  'pager.previous': 'Pagina precedente',
  'pager.next': 'Pagina successiva',
  'pager.status': 'Pagina {page} di {pageCount}',
} satisfies Translation<typeof workspaceOld>;
