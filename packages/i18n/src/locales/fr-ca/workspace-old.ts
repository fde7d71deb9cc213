import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'Bienvenue, {name}',
  'home.intro':
    'Choisissez un espace de travail dans le menu latéral pour voir ses flux de travail, ou faites une recherche dans tous.',
  'workspace.tabs': "Contenu de l'espace de travail",
  'workspace.tab.workflow': 'Flux de travail',
  'workspace.counts': 'Nombre de flux de travail',
  'workspace.count.created': 'Créés',
  'workspace.count.published': 'Publiés',
  'workspace.count.unpublished': 'Non publiés',
  'workspace.upload': 'Téléverser une vidéo',
  'workspace.empty': 'Aucun flux de travail dans cet espace pour le moment.',
  'workspace.emptyUpload': 'Téléversez une vidéo pour créer le premier.',
  'workspace.interrupted':
    '{count} téléversement(s) dans cet espace de travail se sont arrêtés avant la fin.',
  'workspace.reviewUploads': 'Voir les téléversements',
  'ownedByMe.title': 'Mes contenus',
  'ownedByMe.tabs': 'Contenus qui vous appartiennent',
  'ownedByMe.tab.workflows': 'Flux de travail',
  'ownedByMe.empty': "Vous n'avez encore créé aucun flux de travail.",
  'pager.label': 'Pages',
  'pager.previous': 'Page précédente',
  'pager.next': 'Page suivante',
  'pager.status': 'Page {page} de {pageCount}',
} satisfies Translation<typeof workspaceOld>;
