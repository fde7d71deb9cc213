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
  'workspace.upload': 'Importer une vidéo',
  'workspace.empty': "Aucun flux de travail dans cet espace pour l'instant.",
  'workspace.emptyUpload': 'Importez une vidéo pour créer le premier.',
  'workspace.interrupted':
    '{count} import(s) dans cet espace de travail se sont arrêtés avant la fin.',
  'workspace.reviewUploads': 'Voir les imports',
  'ownedByMe.title': 'Mes contenus',
  'ownedByMe.tabs': 'Contenus dont vous êtes propriétaire',
  'ownedByMe.tab.workflows': 'Flux de travail',
  'ownedByMe.empty': "Vous n'avez encore créé aucun flux de travail.",
  'pager.label': 'Pages',
  'pager.previous': 'Page précédente',
  'pager.next': 'Page suivante',
  'pager.status': 'Page {page} sur {pageCount}',
} satisfies Translation<typeof workspaceOld>;
